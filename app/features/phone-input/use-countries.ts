// The country list (libphonenumber-js and its metadata, ~28 KB gzip) loads when the visitor
// reaches the phone field (focus, or a press on it), not with the page: Brazil, the default,
// is known without it (country-option.ts).
import { lazyModule } from "../../lib/lazy-module";

export type Countries = typeof import("./countries");

export const countryList = lazyModule<Countries>(() => import("./countries"));

/** Asks for the list; a failed load leaves the field on what it knows (the next reach tries again). */
export const loadCountries = () => countryList.load().catch(() => undefined);
