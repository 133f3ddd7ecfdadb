// A data file's content with its {placeholders} filled in and, outside a preview, without its
// draft entries (./drafts.ts), wherever it is read. Under Vite (the site, Vitest) the files
// arrive resolved already and scripts/content/vite-plugin.ts swaps this module for an identity
// function, so pages never ship the placeholder table; plain Node (Playwright's specs,
// scripts such as the search index's help articles) resolves here.
import { previewsUnpublished, withoutDrafts } from "./drafts.ts";
import { fillPlaceholders } from "./placeholders.ts";

export const resolved = <T>(value: T): T => withoutDrafts(fillPlaceholders(value), previewsUnpublished());
