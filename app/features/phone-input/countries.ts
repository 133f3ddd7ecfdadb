// spec §5 'Phone input': the country picker's data. Every country libphonenumber-js knows,
// by its pt-BR name, with its calling code and flag; the quick list comes first. Its metadata
// is heavy (~28 KB gzip): the phone field loads this module when the visitor reaches it
// (use-countries.ts).
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import { DEFAULT_COUNTRY, flagEmoji, regionNames, type CountryOption } from "./country-option";

/** Shown first, in this order (spec §5). */
const QUICK_COUNTRIES = ["BR", "US", "PT", "ES", "AR", "MX"] as const;

let cached: readonly CountryOption[] | undefined;

/** All countries: the quick list, then the others by pt-BR name. Computed once, on first use. */
export function countryOptions(): readonly CountryOption[] {
  if (cached) return cached;
  const names = regionNames();
  const all = getCountries().map(
    (code): CountryOption => ({
      code,
      callingCode: getCountryCallingCode(code),
      name: names.of(code) ?? code,
      flag: flagEmoji(code),
    }),
  );
  const quick: readonly string[] = QUICK_COUNTRIES;
  const first = QUICK_COUNTRIES.flatMap((code) => all.filter((c) => c.code === code));
  const collator = new Intl.Collator("pt-BR");
  const rest = all.filter((c) => !quick.includes(c.code)).toSorted((a, b) => collator.compare(a.name, b.name));
  cached = Object.freeze([...first, ...rest]);
  return cached;
}

/** The option for an ISO code, falling back to Brazil. */
export function findCountry(code: string): CountryOption {
  const list = countryOptions();
  return list.find((c) => c.code === code) ?? list.find((c) => c.code === DEFAULT_COUNTRY)!;
}

/**
 * The country a calling code stands for. Several share one (+1, +7, +44...): the number
 * itself decides when libphonenumber can tell, otherwise the first in list order (+1: US).
 */
export function countryForCallingCode(callingCode: string, phone?: string): CountryOption | undefined {
  const list = countryOptions();
  const byNumber = phone ? parsePhoneNumberFromString(phone)?.country : undefined;
  return (
    list.find((c) => c.code === byNumber && c.callingCode === callingCode) ??
    list.find((c) => c.callingCode === callingCode)
  );
}

/** Lower case, without accents: 'Japão' -> 'japao'. */
function normalizeSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().trim();
}

/**
 * Countries matching `query`: by calling code ('+351', '351': prefix of the code, exact
 * matches first) or by name, accent- and case-insensitive ('japao' finds 'Japão'; names
 * that start with the query first). An empty query returns the whole list.
 */
export function searchCountries(list: readonly CountryOption[], query: string): CountryOption[] {
  const q = normalizeSearch(query);
  if (!q) return [...list];
  if (/^\+?[\d\s]+$/.test(q)) {
    const digits = q.replace(/\D/g, "");
    if (!digits) return [];
    const matches = list.filter((c) => c.callingCode.startsWith(digits));
    return [...matches.filter((c) => c.callingCode === digits), ...matches.filter((c) => c.callingCode !== digits)];
  }
  const scored = list
    .map((c) => {
      const name = normalizeSearch(c.name);
      const rank = name.startsWith(q) || c.code.toLowerCase() === q ? 0 : name.includes(q) ? 1 : -1;
      return { c, rank };
    })
    .filter((s) => s.rank >= 0);
  return [...scored.filter((s) => s.rank === 0), ...scored.filter((s) => s.rank === 1)].map((s) => s.c);
}
