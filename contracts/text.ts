// Text a visitor types, as every request schema reads it (the same schemas validate the
// forms in the browser). PostgreSQL refuses NUL in text; the other control characters hide
// content or break lines in e-mail headers, calendar invitations and logs; a lone UTF-16
// surrogate has no UTF-8 form and would be stored as U+FFFD. So a text field accepts no
// control character but tab, and no line break unless it holds several lines.
import { email, string } from "zod";

export const INVALID_CHARACTERS_MESSAGE = "Remova os caracteres invisíveis ou inválidos deste campo.";

/** C0 and C1 controls but tab, the Unicode line and paragraph separators, lone surrogates. */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_SINGLE_LINE = /[\0-\x08\n-\x1f\x7f-\x9f\u2028\u2029]|\p{Cs}/u;
/** The same, line feeds allowed. */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_MULTI_LINE = /[\0-\x08\x0b-\x1f\x7f-\x9f]|\p{Cs}/u;

export const isSingleLineText = (value: string) => !NOT_SINGLE_LINE.test(value);
const isMultiLineText = (value: string) => !NOT_MULTI_LINE.test(value);

/** A trimmed text on one line: names, companies, phones, e-mail addresses. */
export const singleLineText = (message?: string) =>
  string({ error: message }).trim().refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE });

/** A trimmed text of several lines (messages, notes); CRLF and a lone CR read as LF. */
const multiLineText = (message?: string) =>
  string({ error: message })
    .overwrite((value) => value.replace(/\r\n?/g, "\n"))
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
