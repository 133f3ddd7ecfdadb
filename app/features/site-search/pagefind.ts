// Pagefind's browser module, from the build's /pagefind (scripts/search-index.ts), imported
// the first time the search opens: no page's first load fetches any of it. The search runs
// in the page; terms are never put in a URL nor sent to analytics.
import { SITE_SEARCH_MODULE } from "../../../contracts/site-search";

export interface SearchHit {
  /** Where the result leads: the page, or the section of it that matched. */
  url: string;
  /** The page's title. */
  title: string;
  /** The section (heading) that matched, when it is not the page's title. */
  section: string | null;
  /** Pagefind's excerpt: escaped text with the matched words in <mark>. */
  excerpt: string;
}

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string; section?: string }; sub_results?: { url: string; title: string; excerpt: string }[] }>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(term: string, options?: object, debounceMs?: number): Promise<{ results: PagefindResult[] } | null>;
}

let loading: Promise<Pagefind> | null = null;

function pagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ SITE_SEARCH_MODULE) as Promise<Pagefind>).then(async (module) => {
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  });
  // A failed load (offline) may be tried again on the next search.
  loading.catch(() => (loading = null));
  return loading;
}

/** Starts loading the index (when the search opens). */
export const preloadSearch = () => void pagefind().catch(() => {});

/** At most `max` hits for `term` (within `filters`); null when a newer search superseded this one. */
export async function searchSite(term: string, { filters, max = MAX_HITS }: { filters?: Record<string, readonly string[]>; max?: number } = {}): Promise<SearchHit[] | null> {
  const found = await (await pagefind()).debouncedSearch(term, filters ? { filters } : {}, 150);
  if (!found) return null;
  const pages = await Promise.all(found.results.slice(0, max).map((r) => r.data()));
  return pages.map((page) => {
    const title = page.meta.title ?? page.url;
    // A help article names its topic; a page, the heading of its part that matched.
    const best = page.sub_results?.[0];
    const section = best && best.url !== page.url && best.title !== title ? best : null;
    return { url: section?.url ?? page.url, title, section: section?.title ?? page.meta.section ?? null, excerpt: section?.excerpt ?? page.excerpt };
  });
}

export const MAX_HITS = 8;
