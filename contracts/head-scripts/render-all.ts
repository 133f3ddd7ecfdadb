// Sections marked .defer-render keep an estimated height until they are first rendered, so
// a page opened with a #hash renders everything before the browser scrolls to it
// (app/lib/in-page-anchors.ts does the same for in-page links). Serialised into the page by
// contracts/served-page.ts.

export const RENDER_ALL_CLASS = "render-all";

export function renderAllForInitialHash(className: string): void {
  if (location.hash) document.documentElement.classList.add(className);
}
