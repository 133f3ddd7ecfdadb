// pt-BR number formats shared by the pages and the contract PDF (no dependencies: safe in
// any bundle). Written out rather than through Intl.NumberFormat: a page's first Intl
// formatter makes the browser initialise ICU, 15 to 80 ms of main thread that land in the
// hydration of every page showing a number (a long task on a phone). money.test.ts pins
// each format to Intl's output for the same options.

/** Thousands separated by dots: '1234567' -> '1.234.567'. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/**
 * `magnitude` rounded to `digits` decimals as Intl rounds: half away from zero, on the
 * number's shortest decimal form (1.005 -> '1.01', where toFixed, on the binary value, gives
 * '1.00'). Returns the whole and the fraction digits.
 */
function roundedDigits(magnitude: number, digits: number): [string, string] {
  const shortest = String(magnitude);
  // Exponent forms (below 1e-6 or from 1e21): too small to tie, or beyond any price.
  if (shortest.includes("e")) return magnitude.toFixed(digits).split(".") as [string, string];
  const [whole = "0", fraction = ""] = shortest.split(".");
  if (fraction.length <= digits) return [whole, fraction];
  const scaled = BigInt(whole + fraction.slice(0, digits)) + (fraction[digits]! >= "5" ? 1n : 0n);
  const text = scaled.toString().padStart(digits + 1, "0");
  return [text.slice(0, text.length - digits), text.slice(text.length - digits)];
}

/**
 * `n` with at most `maxDigits` decimals (trailing zeros dropped down to `minDigits`), a comma
 * before them and dots between thousands.
 */
function decimal(n: number, maxDigits: number, minDigits: number): { negative: boolean; text: string } {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  const [whole, fraction] = roundedDigits(Math.abs(n), maxDigits);
  const shown = fraction.replace(/0+$/, "").padEnd(minDigits, "0");
  return { negative: n < 0 || Object.is(n, -0), text: groupThousands(whole) + (shown ? `,${shown}` : "") };
}

const signed = ({ negative, text }: { negative: boolean; text: string }) => (negative ? `-${text}` : text);

/** 1.25 -> '1,3' with `digits` = 1: a pt-BR decimal with at most `digits` decimals. */
export function formatDecimal(n: number, digits: number): string {
  return signed(decimal(n, digits, 0));
}

/** 1500 -> '1.500'. */
export function formatCount(n: number): string {
  return formatDecimal(n, 0);
}

/** 1234.5 -> '1.234,50': reais with their two centavo digits, no currency sign. */
export function formatReais(reais: number): string {
  return signed(decimal(reais, 2, 2));
}

/** 1234.5 -> 'R$ 1.234,50' with `digits` = 2 (Intl's no-break space after 'R$'). */
export function formatCurrency(reais: number, digits: 0 | 2): string {
  const { negative, text } = decimal(reais, digits, digits);
  return `${negative ? "-" : ""}R$\u00a0${text}`;
}

/** 39680 -> 'R$ 396,80', to the centavo, with a plain space so text search finds it. */
export function formatCents(cents: number): string {
  return formatCurrency(cents / 100, 2).replace("\u00a0", " ");
}
