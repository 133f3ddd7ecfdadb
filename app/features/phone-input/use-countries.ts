// The country list (libphonenumber-js and its metadata, ~28 KB gzip) loads when the visitor
// reaches the phone field (focus, or a press on it), not with the page: Brazil, the default,
// is known without it (country-option.ts). Issue budget: heavy parts load when reached.
import { useCallback, useState } from "react";

export type Countries = typeof import("./countries");

let loaded: Countries | undefined;
let loading: Promise<Countries> | undefined;

/** One import for every phone field; forgotten on failure so the next reach tries again. */
export function loadCountries(): Promise<Countries> {
  loading ??= import("./countries").then(
    (countries) => (loaded = countries),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The list once loaded (undefined before, on the server and at hydration too), and `load` to ask for it. */
export function useCountries(): [Countries | undefined, () => Promise<Countries>] {
  const [countries, setCountries] = useState(loaded);
  const load = useCallback(
    () =>
      loadCountries().then((list) => {
        setCountries(list);
        return list;
      }),
    [],
  );
  return [countries, load];
}
