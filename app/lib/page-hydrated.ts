// Whether the page's first render has been hydrated (root.tsx marks it once the route's content
// is). A part first rendered after that belongs to a client render, with no prerendered HTML
// to match (HydrateWhenNear). Not React state: it is read while rendering, to pick a first
// value, and never changes back.
let hydrated = false;

export const isPageHydrated = () => hydrated;

export function markPageHydrated() {
  hydrated = true;
  // The app-level sign that the page responds, which the browser tests wait for.
  document.documentElement.dataset.hydrated = "";
}
