// Text a visitor types, as every request schema reads it (the same schemas validate the
// forms in the browser). PostgreSQL refuses NUL in text; the other control characters hide
// content or break lines in e-mail headers, calendar invitations and logs; a lone UTF-16
// surrogate has no UTF-8 form and would be stored as U+FFFD. So a text field accepts no
// control character but tab, and no line break unless it holds several lines, and then only
// LF (CRLF is read as LF). Every string of a request goes through one of the helpers below,
// even a token or a time zone (contracts/request-schemas.test.ts walks them all).
import { email, string } from "zod";

export const INVALID_CHARACTERS_MESSAGE = "Remova os caracteres invisíveis ou inválidos deste campo.";

/** C0 and C1 controls but tab, the Unicode line and paragraph separators, lone surrogates. */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_SINGLE_LINE = /[\0-\x08\n-\x1f\x7f-\x9f\u2028\u2029]|\p{Cs}/u;
/** The same, line feeds allowed (a lone CR is not one: it hides the text before it in a terminal). */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_MULTI_LINE = /[\0-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]|\p{Cs}/u;

export const isSingleLineText = (value: string) => !NOT_SINGLE_LINE.test(value);
const isMultiLineText = (value: string) => !NOT_MULTI_LINE.test(value);

/**
 * A string kept exactly as sent, on one line: passwords, tokens, codes. A value of a fixed
 * format (a date, a UUID) pipes it into that format, so a control character is named as such.
 */
export const untrimmedText = (message?: string) => string({ error: message }).refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE });

/** A trimmed text on one line: names, companies, phones, e-mail addresses. */
export const singleLineText = (message?: string) =>
  string({ error: message }).trim().refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE });

/** A trimmed text of several lines (messages, notes); CRLF reads as LF. */
const multiLineText = (message?: string) =>
  string({ error: message })
    .overwrite((value) => value.replaceAll("\r\n", "\n"))
    .trim()
    .refine(isMultiLineText, { error: INVALID_CHARACTERS_MESSAGE });

const maxMessage = (max: number) => `Use no máximo ${max} caracteres.`;

/** A trimmed single line of `min` to `max` characters, with pt-BR messages. */
export const requiredText = (message: string, max: number, min = 1) =>
  singleLineText(message).min(min, { error: message }).max(max, { error: maxMessage(max) });

/** Up to `max` characters of several lines, possibly empty. */
export const optionalMultiLineText = (max: number) => multiLineText().max(max, { error: maxMessage(max) });

/** A required text of several lines. */
export const requiredMultiLineText = (message: string, max: number) =>
  multiLineText(message).min(1, { error: message }).max(max, { error: maxMessage(max) });

/** A trimmed e-mail address of at most `max` characters. */
export const emailAddress = (message: string, max: number) =>
  singleLineText(message).pipe(email({ error: message }).max(max, { error: "E-mail longo demais." }));
