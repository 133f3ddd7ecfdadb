// Reading the built pages' head: the few entities React writes, and a meta tag's content.

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** Text or an attribute value as React escaped it, decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!);
}

/** The content of `<meta property|name="key" content="...">` (decoded), or undefined. */
export function metaContent(html: string, key: string): string | undefined {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const raw = new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)"`).exec(html)?.[1];
  return raw === undefined ? undefined : decodeEntities(raw);
}

/** Every JSON-LD block of a page, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].filter((m) => m[1]!.trim() !== "").map((m) => JSON.parse(m[1]!) as unknown);
}
