// The pieces every e-mail's HTML part is built from, as React components rendered with
// renderToStaticMarkup: every text a component receives is escaped by React, so visitor
// text can never become markup. Written with createElement, not JSX: the server runs its
// TypeScript through Node's type stripping, which has no JSX transform. Styles are inline
// because mail clients drop <style>.
import { createElement as h, Fragment, type CSSProperties, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "../../contracts/site.ts";

export { firstNameOf } from "../../contracts/names.ts";

export const signatureText = [`Equipe ${site.name}`, `${site.email} · ${site.phone.display}`];

/** The label of an option value (the contracts' option lists), or the value itself. */
export const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((o) => o.value === value)?.label ?? value;

const MUTED = "#475569";

/** The HTML part of a message: its blocks in order, inside one wrapper. */
export const renderEmail = (...blocks: ReactNode[]) => renderToStaticMarkup(h("div", null, ...blocks));

/** A paragraph; `muted` for the small print under a call to action. */
export function Paragraph({ children, muted = false, style }: { children?: ReactNode; muted?: boolean; style?: CSSProperties }) {
  return h("p", { style: muted ? { color: MUTED, fontSize: 14, ...style } : style }, children);
}

/** Secondary text inside a paragraph (a former time, say). */
export function Muted({ children }: { children?: ReactNode }) {
  return h("span", { style: { color: MUTED } }, children);
}

const withBreaks = (lines: readonly ReactNode[]) => lines.flatMap((line, i) => (i === 0 ? [line] : [h("br"), line]));

/** Lines of one paragraph, kept apart by line breaks. */
export function Lines({ lines }: { lines: readonly ReactNode[] }) {
  return h("p", null, ...withBreaks(lines));
}

/** A call-to-action link styled as a button, with the address spelled out for clients that break it. */
export function ButtonLink({ href, label }: { href: string; label: string }) {
  return h(
    Fragment,
    null,
    h(
      "p",
      null,
      h(
        "a",
        {
          href,
          style: { display: "inline-block", padding: "12px 20px", borderRadius: 8, background: "#1d4ed8", color: "#ffffff", fontWeight: 600, textDecoration: "none" },
        },
        label,
      ),
    ),
    h("p", { style: { fontSize: 13, color: MUTED } }, "Se o botão não funcionar, copie e cole este endereço no navegador:", h("br"), href),
  );
}

/** The team signature that closes every message to a visitor (site identity, contracts/site.ts). */
export function Signature() {
  return h(Lines, { lines: signatureText });
}

/** Label/value rows as a table (line breaks in a value kept), for the sales inbox. */
export function Rows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return h(
    "table",
    null,
    h(
      "tbody",
      null,
      ...rows.map(([label, value]) =>
        h("tr", null, h("th", { align: "left", style: { paddingRight: 12 } }, label), h("td", null, ...withBreaks(value.split("\n")))),
      ),
    ),
  );
}
