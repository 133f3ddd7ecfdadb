// Drafts among the entries of the data files (an FAQ question, a case, a testimonial, a job
// opening, a help article, a tip): `draft: true`, the editor's "Rascunho" checkbox, keeps the
// entry out of the published site, so out of its pages, the structured data and the search
// index built from them. A preview build (the editor's local mode, or SHOW_DRAFTS=true for a
// branch preview) keeps it, and the page shows it under a "Rascunho" band. Applied where the
// data is read: scripts/content/vite-plugin.ts for pages, app/content/resolved.ts in plain Node.
import { cmsMode } from "../../contracts/cms.ts";

export const ENTRY_DRAFT_BAND = "Rascunho: este item não aparece no site publicado.";

type Env = Record<string, string | undefined>;

/** Whether this build previews what is not public yet: drafts, and posts not yet due. */
export function previewsUnpublished(env: Env = process.env): boolean {
  return cmsMode(env)?.kind === "local" || env.SHOW_DRAFTS === "true";
}

const isDraft = (value: unknown) => typeof value === "object" && value !== null && (value as { draft?: unknown }).draft === true;

/** `value` without the entries marked as drafts, at any depth; in a preview, unchanged. */
export function withoutDrafts<T>(value: T, preview: boolean): T {
  if (preview) return value;
  if (Array.isArray(value)) return value.filter((item) => !isDraft(item)).map((item) => withoutDrafts(item, false)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutDrafts(item, false)])) as T;
  }
  return value;
}
