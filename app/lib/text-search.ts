// Accent- and case-insensitive text search for the site's search boxes (FAQ, blog, help
// centre): 'protocolo' finds 'Protocolo', 'lgpd' finds 'LGPD', 'correspondencia' finds
// 'correspondência'.

/** Lower case without diacritics, whitespace collapsed. */
export function normalizeForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR").replace(/\s+/g, " ").trim();
}

/**
 * True when every word of `query` occurs somewhere in `fields` (in any order). An empty
 * query matches everything.
 */
export function matchesQuery(query: string, ...fields: readonly string[]): boolean {
  const words = normalizeForSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeForSearch(fields.join(" "));
  return words.every((word) => haystack.includes(word));
}
