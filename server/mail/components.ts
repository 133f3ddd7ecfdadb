// The pieces every e-mail is built from, as React components: a message is one tree of them,
// rendered once to HTML and converted to its text part (render.ts), so its words exist once
// and whatever a visitor typed is escaped by React, never markup. What each piece reads like
// in the text is said here and done by render.ts's rules. Written with createElement, not
// JSX: the server runs its TypeScript through Node's type stripping, which has no JSX
// transform. Styles are inline because mail clients drop <style>.
import { createElement as h, Fragment, type CSSProperties, type ReactNode } from "react";
import { Body } from "@react-email/body";
import { Button as EmailButton } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { site } from "../../contracts/site.ts";

/** Marks what only the HTML part shows (react-email's own marker, which its text conversion skips). */
export const HTML_ONLY_MARK = "data-skip-in-text";
const HTML_ONLY = { [HTML_ONLY_MARK]: "true" };
/** Marks a Group: its blocks are lines of one paragraph in the text. */
export const GROUP_MARK = "data-group";
/** Marks a Rows table; its value is the prefix of each row in the text. */
export const ROWS_MARK = "data-rows";

const INK = "#0f172a";
const MUTED = "#475569";
const PRIMARY = "#1d4ed8";
const RULE = "#e2e8f0";
const FONT = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// The type is set once on the container and inherited: styles repeated on every paragraph
// would make each message, stored in the outbox, several times larger.
const paragraph: CSSProperties = { margin: "0 0 16px" };
const small: CSSProperties = { fontSize: 14, lineHeight: "20px", color: MUTED };
const HEADING_SIZE = { h1: 22, h2: 18, h3: 16 } as const;

const signatureText = [`Equipe ${site.name}`, `${site.email} · ${site.phone.display}`];

/** The team signature that closes every message to a visitor (site identity, contracts/site.ts). */
function Signature() {
  return h(Fragment, null, h(Hr, { ...HTML_ONLY, style: { borderColor: RULE, margin: "24px 0 16px" } }), h(Lines, { lines: signatureText, muted: true }));
}

/**
 * A whole message: the brand above (HTML only), the blocks, and the signature below unless
 * it is internal mail (`signed: false`, the sales inbox's).
 */
export interface EmailProps {
  children?: ReactNode;
  signed?: boolean;
}

export function Email({ children, signed = true }: EmailProps) {
  return h(
    Html,
    { lang: "pt-BR" },
    h(Head),
    h(
      Body,
      { style: { backgroundColor: "#f1f5f9", margin: 0, padding: "24px 0" } },
      h(
        Container,
        { style: { backgroundColor: "#ffffff", borderRadius: 8, padding: "24px 32px", maxWidth: 600, fontFamily: FONT, fontSize: 16, lineHeight: "24px", color: INK } },
        h("p", { ...HTML_ONLY, style: { fontSize: 20, lineHeight: "24px", fontWeight: 700, color: PRIMARY, margin: "0 0 24px" } }, site.name),
        children,
        signed && h(Signature),
      ),
    ),
  );
}

/** A paragraph, a blank line apart from the next block in the text; `muted` for small print. */
export function Paragraph({ children, muted = false, style }: { children?: ReactNode; muted?: boolean; style?: CSSProperties }) {
  return h("p", { style: { ...paragraph, ...(muted ? small : null), ...style } }, children);
}

/** Secondary words inside a paragraph (a former time, say). */
export function Muted({ children }: { children?: ReactNode }) {
  return h("span", { style: { color: MUTED } }, children);
}

/** Words that stand out in the HTML; plain in the text. */
export function Strong({ children }: { children?: ReactNode }) {
  return h("strong", null, children);
}

const withBreaks = (lines: readonly ReactNode[]) => lines.flatMap((line, i) => (i === 0 ? [line] : [h("br"), line]));

/** Lines of one paragraph, kept apart by line breaks in both parts. */
export function Lines({ lines, muted = false }: { lines: readonly ReactNode[]; muted?: boolean }) {
  return h(Paragraph, { muted }, ...withBreaks(lines));
}

/** A line break in the HTML only: the text goes on on the same line (a button below its sentence). */
export function HtmlBreak() {
  return h("br", HTML_ONLY);
}

/** A heading; its words as written in the text, a paragraph of their own. */
export function Title({ level = "h1", htmlOnly = false, children }: { level?: keyof typeof HEADING_SIZE; htmlOnly?: boolean; children?: ReactNode }) {
  return h(level, { ...(htmlOnly ? HTML_ONLY : null), style: { fontSize: HEADING_SIZE[level], lineHeight: "28px", margin: "24px 0 8px" } }, children);
}

/** Blocks (a title and its list, say) that read as lines of one paragraph in the text. */
export function Group({ children }: { children?: ReactNode }) {
  return h("div", { [GROUP_MARK]: "true" }, children);
}

/** A list; each item a line in the text, after '- ' or its number ('1. '). */
export function List({ items, ordered = false }: { items: readonly ReactNode[]; ordered?: boolean }) {
  return h(
    ordered ? "ol" : "ul",
    { style: { ...paragraph, paddingLeft: 24 } },
    ...items.map((item) => h("li", null, item)),
  );
}

/** A link in running text; 'label: address' in the text, or the address alone when it is the label. */
export function Link({ href, children }: { href: string; children?: ReactNode }) {
  return h("a", { href, style: { color: PRIMARY, textDecoration: "underline" } }, children);
}

/** A link drawn as a button; 'label: address' in the text, as any link. */
export function Button({ href, children }: { href: string; children?: ReactNode }) {
  return h(
    EmailButton,
    { href, style: { backgroundColor: PRIMARY, color: "#ffffff", borderRadius: 8, fontSize: 16, fontWeight: 600, padding: "12px 20px", margin: "4px 0", textDecoration: "none" } },
    children,
  );
}

/** The address of a button spelled out for clients that break it (HTML only: the text has it). */
export function ButtonFallback({ href }: { href: string }) {
  return h(
    "p",
    { ...HTML_ONLY, style: { ...paragraph, ...small, fontSize: 13, overflowWrap: "anywhere" } },
    "Se o botão não funcionar, copie e cole este endereço no navegador:",
    h("br"),
    href,
  );
}

/** A call to action: a button of its own, and its address spelled out below it in the HTML. */
export function CallToAction({ href, children }: { href: string; children?: ReactNode }) {
  return h(Fragment, null, h(Paragraph, null, h(Button, { href }, children)), h(ButtonFallback, { href }));
}

/**
 * Label/value rows as a table; 'label: value' lines in the text, each after `prefix`. A
 * value's line breaks are kept, and in the text its spacing too, as typed (the sales inbox's
 * copy of a form).
 */
export function Rows({ rows, prefix = "" }: { rows: readonly (readonly [string, string])[]; prefix?: string }) {
  // Spacing and alignment as table attributes: a style would repeat on every cell of a long form.
  return h(
    "table",
    { [ROWS_MARK]: prefix, cellPadding: 4, cellSpacing: 0, style: { fontSize: 15, lineHeight: "22px", margin: "0 0 16px -4px", overflowWrap: "anywhere" } },
    h("tbody", null, ...rows.map(([label, value]) => h("tr", { valign: "top" }, h("th", { align: "left" }, label), h("td", null, ...withBreaks(value.split("\n")))))),
  );
}

/** A notice to the sales inbox: what happened and our reference to it, then the rows of the form. */
export function SalesNotice({ title, reference, rows }: { title: string; reference: string; rows: readonly (readonly [string, string])[] }) {
  return h(Email, { signed: false }, h(Title, null, title, h(Muted, null, ` (${reference})`)), h(Rows, { rows }));
}
