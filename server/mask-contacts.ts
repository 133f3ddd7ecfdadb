// Masks the e-mail addresses and phone numbers in text this server did not write (a
// receiver's error answer, kept as a delivery's last error, logged and shown by
// `npm run webhooks`): enough is left for an operator to tell two contacts apart, not to
// reach either. 'joao.silva@empresa.com.br' -> 'j***@e***.com.br', '+55 11 98765-4321' ->
// '+55 ** *****-4321'. Masking a masked text changes nothing.

const EMAIL = /[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;
/**
 * A phone number as people and systems write it: an optional +country code, an optional
 * area code (in parentheses or not), then 4 or 5 digits and 4 more, with spaces, dots or
 * dashes between the groups. Never part of a longer token (ids, hashes, UUIDs). The
 * country code is matched as short as possible: written without a separator
 * (+5511987654321) it cannot be told from the area code, and less is shown.
 */
const PHONE = /(?<![\w+.-])(\+\d{1,3}?[\s.-]?)?(\(?\d{2,3}\)?[\s.-]?)?\d{4,5}[\s.-]?\d{4}(?![\w-])/g;

/** 'empresa.com.br' -> 'e***.com.br': the first letter, and the suffix a registry sells (.com.br, .com, .org). */
function maskDomain(domain: string): string {
  const labels = domain.split(".");
  // A short second-level label ('com', 'org', 'gov', 'net') belongs to the suffix when a name precedes it.
  const suffixLabels = labels.length > 2 && labels.at(-2)!.length <= 3 ? 2 : 1;
  return `${labels[0]!.charAt(0)}***.${labels.slice(-suffixLabels).join(".")}`;
}

/** Every digit but the last four and the +country code becomes '*'; the separators stay. */
function maskPhone(phone: string, countryCode: string | undefined): string {
  const rest = phone.slice(countryCode?.length ?? 0);
  const digits = rest.replace(/\D/g, "").length;
  let seen = 0;
  return (countryCode ?? "") + rest.replace(/\d/g, (d) => (++seen > digits - 4 ? d : "*"));
}

export function maskContacts(text: string): string {
  return text
    .replace(EMAIL, (address, domain: string) => `${address.charAt(0)}***@${maskDomain(domain)}`)
    .replace(PHONE, (phone, countryCode: string | undefined) => maskPhone(phone, countryCode));
}
