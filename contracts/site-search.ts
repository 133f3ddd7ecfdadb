// The site search (Pagefind): where the build writes its code and index, and what the page
// loads from there when the search opens (never before).
export const SITE_SEARCH_DIR = "pagefind";
/** Pagefind's browser module: imported on demand, it fetches its WebAssembly and index fragments itself. */
export const SITE_SEARCH_MODULE = `/${SITE_SEARCH_DIR}/pagefind.js`;

/**
 * The help centre's articles are records of their own in the index (scripts/search-index.ts),
 * under this filter, each at /ajuda#<HELP_ARTICLE_ANCHOR><id>: /ajuda searches them alone.
 */
export const HELP_FILTER = { area: ["ajuda"] } as const;
export const HELP_ARTICLE_ANCHOR = "artigo-";
