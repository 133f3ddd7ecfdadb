// Markdown to sanitised HTML, at build time only (the parser never ships to the browser).
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { normalizeForSearch } from "../../lib/text-search.ts";
import type { TocEntry } from "./types.ts";

export interface RenderedMarkdown {
  html: string;
  headings: TocEntry[];
  wordCount: number;
}

/** Heading text to an id: 'Validade jurídica' becomes 'validade-juridica'. */
export function headingId(text: string): string {
  return normalizeForSearch(text).replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** Plain text of an HTML fragment. */
const stripTags = (html: string) =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "a", "ul", "ol", "li", "strong", "em", "blockquote", "code", "pre", "hr", "br", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href", "rel"], h2: ["id"], h3: ["id"] },
  allowedSchemes: ["https", "http", "mailto"],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:/.test(attribs.href ?? "");
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
    },
  },
};

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const headings: TocEntry[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, { tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        if (depth !== 2 && depth !== 3) return `<h${depth}>${inner}</h${depth}>\n`;
        const text = stripTags(inner).trim();
        const base = headingId(text) || "secao";
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        headings.push({ id, text, level: depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
    },
  });
  const raw = marked.parse(markdown, { async: false });
  const html = sanitizeHtml(raw, SANITIZE);
  const wordCount = stripTags(html).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return { html, headings, wordCount };
}
