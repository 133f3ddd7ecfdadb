// A data file's content with its {placeholders} filled in, wherever it is read. Under Vite
// (the site, Vitest) the files arrive resolved already and scripts/content/vite-plugin.ts
// swaps this module for an identity function, so pages never ship the placeholder table;
// plain Node (Playwright's specs, scripts) resolves here.
export { fillPlaceholders as resolved } from "./placeholders.ts";
