// Phone validity beyond the spec (§5 shows none): the number sent as
// '+{calling code} {formatted}' must be a valid number for its country.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** True when `value` ('+55 (11) 99999-9999', '+1 (415) 555-2671', '+351 912345678'...) is valid. */
export function isValidInternationalPhone(value: string): boolean {
  if (!/^\+\d{1,3} [\d() -]{4,24}$/.test(value)) return false;
  return parsePhoneNumberFromString(value)?.isValid() ?? false;
}

/** E.164 form ('+5511999999999') of a valid phone, for storage and search. */
export function toE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value);
  return parsed?.isValid() ? parsed.number : null;
}
