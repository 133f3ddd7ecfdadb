// spec §5 'Phone input': what the picker shows of a country, and the default country (Brazil),
// known without libphonenumber-js so the field renders before the country list loads.
import { BRAZIL_CALLING_CODE } from "./phone-mask";

export interface CountryOption {
  /** ISO 3166-1 alpha-2 code: 'BR'. */
  code: string;
  /** Calling code without '+': '55'. */
  callingCode: string;
  /** pt-BR name: 'Brasil'. */
  name: string;
  /** Emoji flag built from the regional-indicator symbols of `code`. */
  flag: string;
}

export const DEFAULT_COUNTRY = "BR";

/** '🇧🇷' for 'BR'. */
export function flagEmoji(code: string): string {
  const REGIONAL_INDICATOR_A = 0x1f1e6;
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65));
}

/** pt-BR country names: 'Brasil' for 'BR'. */
export const regionNames = () => new Intl.DisplayNames("pt-BR", { type: "region" });

/**
 * Brazil as the country list has it (countries.test.ts keeps the two equal). Its name is
 * written out: asking Intl for it would initialise ICU as the field's code loads, tens of ms
 * of main thread during the page's hydration, for a name that does not change.
 */
export const DEFAULT_COUNTRY_OPTION: CountryOption = Object.freeze({
  code: DEFAULT_COUNTRY,
  callingCode: BRAZIL_CALLING_CODE,
  name: "Brasil",
  flag: flagEmoji(DEFAULT_COUNTRY),
});

/**
 * A calling code the list has not been asked about yet (a number given by the parent before
 * the list loaded): the code alone, without a name or flag.
 */
export const callingCodeOnly = (callingCode: string): CountryOption => ({ code: "", callingCode, name: "", flag: "" });
