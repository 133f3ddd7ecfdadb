// Shape of a legal document (/privacidade, /termos-de-uso): numbered sections of blocks,
// rendered with a table of contents.

/** Inline text: plain, or a link (internal path, mailto: or https:). */
export type Inline = string | { text: string; href: string };

export type LegalBlock =
  | { kind: "paragraph"; text: Inline[] }
  | { kind: "list"; items: Inline[][] }
  | { kind: "table"; caption: string; columns: string[]; rows: string[][] };

interface LegalSection {
  /** Anchor id, in the URL hash of the table of contents. */
  id: string;
  title: string;
  blocks: LegalBlock[];
  subsections?: { id: string; title: string; blocks: LegalBlock[] }[];
}

export interface LegalDocument {
  path: string;
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: string;
  /** ISO date (YYYY-MM-DD) of the last update, shown as dd/mm/yyyy. */
  updatedAt: string;
  sections: LegalSection[];
}

/** Paragraph helper: strings and links in reading order. */
export const p = (...text: Inline[]): LegalBlock => ({ kind: "paragraph", text });
/** List helper: each item is a string or a run of strings and links. */
export const list = (...items: (Inline | Inline[])[]): LegalBlock => ({
  kind: "list",
  items: items.map((item) => (Array.isArray(item) ? item : [item])),
});
