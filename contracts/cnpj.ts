// CNPJ (Brazilian company registry number): normalisation, check digits, formatting and the
// as-you-type mask. No dependencies: safe to import in the browser.
//
// Covers the numeric CNPJ and the alphanumeric one the Receita Federal issues from July 2026
// (12 characters 0-9/A-Z, then 2 numeric check digits; each character weighs its ASCII code
// minus 48, so digits keep their value). Repeated-character numbers (00.000.000/0000-00,
// 11.111.111/1111-11...) pass the arithmetic but are not real CNPJs: rejected.

const CNPJ_LENGTH = 14;

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/** The CNPJ without its punctuation, upper-cased: '11.222.333/0001-81' -> '11222333000181'. */
export function normalizeCnpj(value: string): string {
  return value.replace(/[.\-/\s]/g, "").toUpperCase();
}

function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (chars.charCodeAt(i) - 48) * weights[i]!;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a 12-character CNPJ base. */
export function cnpjCheckDigits(base: string): string {
  const first = checkDigit(base, FIRST_WEIGHTS);
  const second = checkDigit(`${base}${first}`, SECOND_WEIGHTS);
  return `${first}${second}`;
}

/** True for a well-formed CNPJ (with or without punctuation) whose check digits match. */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!SHAPE.test(cnpj)) return false;
  if (/^(.)\1+$/.test(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}

/** '11222333000181' -> '11.222.333/0001-81' (anything but 14 characters comes back unchanged). */
export function formatCnpj(value: string): string {
  const cnpj = normalizeCnpj(value);
  if (cnpj.length !== CNPJ_LENGTH) return value;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/** The mask applied while typing: keeps at most 14 valid characters and punctuates them. */
export function maskCnpj(input: string): string {
  const chars = input.toUpperCase().replace(/[^0-9A-Z]/g, "").slice(0, CNPJ_LENGTH);
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    if (i === 2 || i === 5) out += ".";
    else if (i === 8) out += "/";
    else if (i === 12) out += "-";
    out += chars[i];
  }
  return out;
}
