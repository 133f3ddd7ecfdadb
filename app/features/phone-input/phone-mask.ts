// spec §5 'Phone input': the masks and the composed value '+{calling code} {formatted}'.
// Pure functions, shared by the component and its tests.

/** Brazil's calling code, the default country's. */
export const BRAZIL_CALLING_CODE = "55";
/** The North American Numbering Plan (US, Canada and the Caribbean) shares calling code 1. */
const NANP_CALLING_CODE = "1";
/** E.164 allows at most 15 digits. */
const E164_MAX_DIGITS = 15;

/** Placeholder for countries other than Brazil (English on purpose: the spec's text). */
const GENERIC_PHONE_PLACEHOLDER = "Phone number";
const BRAZIL_PHONE_PLACEHOLDER = "(11) 99999-9999";

/** Keeps only the ASCII digits of `text`. */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/** How many national digits a country's number may have: 11 for Brazil, 10 for +1, else 15. */
export function maxPhoneDigits(callingCode: string): number {
  if (callingCode === BRAZIL_CALLING_CODE) return 11;
  if (callingCode === NANP_CALLING_CODE) return 10;
  return E164_MAX_DIGITS;
}

/**
 * Formats national digits as the visitor types (extra digits are cut):
 * Brazil '(DD) xxxx-xxxx' / '(DD) xxxxx-xxxx', +1 '(AAA) BBB-CCCC', others unformatted.
 */
export function formatPhoneDigits(callingCode: string, digits: string): string {
  const d = onlyDigits(digits).slice(0, maxPhoneDigits(callingCode));
  if (!d) return "";
  if (callingCode === BRAZIL_CALLING_CODE) {
    if (d.length <= 2) return `(${d}`;
    const area = `(${d.slice(0, 2)}) `;
    if (d.length <= 6) return area + d.slice(2);
    const split = d.length <= 10 ? 6 : 7;
    return `${area}${d.slice(2, split)}-${d.slice(split)}`;
  }
  if (callingCode === NANP_CALLING_CODE) {
    if (d.length <= 3) return `(${d}`;
    const area = `(${d.slice(0, 3)}) `;
    if (d.length <= 6) return area + d.slice(3);
    return `${area}${d.slice(3, 6)}-${d.slice(6)}`;
  }
  return d;
}

/** The phone field's placeholder for an ISO country code ('BR', 'US'...). */
export function phonePlaceholder(country: string): string {
  return country.toUpperCase() === "BR" ? BRAZIL_PHONE_PLACEHOLDER : GENERIC_PHONE_PLACEHOLDER;
}

/** The value shown and sent: '+55 (11) 98765-4321', or '' when there are no digits. */
export function composePhone(callingCode: string, digits: string): string {
  const formatted = formatPhoneDigits(callingCode, digits);
  return formatted ? `+${callingCode} ${formatted}` : "";
}

export interface ComposedPhone {
  callingCode: string;
  digits: string;
}

/** Recovers the calling code and national digits of a composed value; null when it is not one. */
export function parseComposedPhone(value: string): ComposedPhone | null {
  const match = /^\s*\+(\d{1,3})\s+(.*)$/s.exec(value);
  if (!match) return null;
  return { callingCode: match[1]!, digits: onlyDigits(match[2]!) };
}

/**
 * The national digits of what the visitor typed or pasted: only digits are kept, and a
 * pasted international prefix of the chosen country ('+55 11 98765-4321', '+5511...') is
 * dropped (calling codes are prefix-free, so '+55' can only mean Brazil).
 */
export function digitsFromInput(text: string, callingCode: string): string {
  const digits = onlyDigits(text);
  return text.trimStart().startsWith("+") && digits.startsWith(callingCode) ? digits.slice(callingCode.length) : digits;
}

/** Caret index in `formatted` that sits right before its (n+1)-th digit (or at the end). */
export function caretAfterDigits(formatted: string, n: number): number {
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (!/\d/.test(formatted.charAt(i))) continue;
    if (seen === n) return i;
    seen++;
  }
  return formatted.length;
}

/**
 * The value of what was typed into the prerendered field, before its code ran: only Brazil
 * can have been chosen then (the picker needs the code).
 */
export function phoneTypedBeforeHydration(text: string): string {
  return composePhone(BRAZIL_CALLING_CODE, digitsFromInput(text, BRAZIL_CALLING_CODE));
}
