// Whether the page's first render has been hydrated (root.tsx marks it once the route's content
// is). A part first rendered after that belongs to a client render, with no prerendered HTML
// to match, unless it sits in a part of the page whose hydration was put off until later
// (HydrateWhenNear), which says so through HydratesLater. Not React state: it is read while
// rendering, to pick a first value, and never changes back.
import { createContext } from "react";

let hydrated = false;

/** True inside a part of the prerendered page that hydrates after the rest of it. */
export const HydratesLater = createContext(false);

export const isPageHydrated = () => hydrated;

export function markPageHydrated() {
  hydrated = true;
}
