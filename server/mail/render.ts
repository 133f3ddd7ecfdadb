// One message, two parts: the HTML is the component rendered by React, and the text is that
// HTML converted by html-to-text (the converter of react-email's own plain-text render) under
// the rules below, which give each piece of components.ts its text form. So the words of a
// message exist once.
//
// Rendered with react-dom's renderToStaticMarkup, synchronously: react-email's render() is
// async only to wait for Suspense, which no e-mail uses, and a synchronous render keeps every
// message builder a plain function its handler calls inside a transaction. The converter is
// compiled once: react-email's toPlainText compiles its rules on every call, about 3 ms a
// message, five times the conversion itself, on the request path of every form; and so is
// the layout (renderMail).
import { createElement as h, Fragment, type FunctionComponent, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { compile, type FormatCallback } from "html-to-text";
import { Email, GROUP_MARK, HTML_ONLY_MARK, ROWS_MARK, type EmailProps } from "./components.ts";

/** The document type react-email's render() writes. */
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

type Node = Parameters<FormatCallback>[0];

/** Line breaks around a paragraph: a blank line between two. */
const PARAGRAPH_BREAKS = 2;
/** Line breaks around a line of a Group: none blank. */
const LINE_APART = { leadingLineBreaks: 1, trailingLineBreaks: 1 };

const elements = (nodes: readonly Node[] | undefined, name: string): Node[] =>
  (nodes ?? []).flatMap((node) => (node.name === name ? [node] : node.type === "tag" ? elements(node.children, name) : []));

/** 'label: address', or the address alone when it is the label. */
const link: FormatCallback = (elem, walk, builder) => {
  const href = elem.attribs?.href ?? "";
  let label = "";
  builder.pushWordTransform((word) => {
    label += word;
    return word;
  });
  walk(elem.children ?? [], builder);
  builder.popWordTransform();
  if (href && label !== href) builder.addInline(label ? `: ${href}` : href, { noWordTransform: true });
};

/** Each item on a line, after '- ' or its number and a dot. */
const list: FormatCallback = (elem, walk, builder, options) => {
  const items = (elem.children ?? []).filter((node) => node.name === "li");
  builder.openList({ maxPrefixLength: 0, interRowLineBreaks: 1, leadingLineBreaks: options.leadingLineBreaks ?? PARAGRAPH_BREAKS });
  items.forEach((item, i) => {
    builder.openListItem({ prefix: elem.name === "ol" ? `${i + 1}. ` : "- " });
    walk(item.children ?? [], builder);
    builder.closeListItem();
  });
  builder.closeList({ trailingLineBreaks: options.trailingLineBreaks ?? PARAGRAPH_BREAKS });
};

/** Each row on a line: the table's prefix, then 'label: value'. */
const rows: FormatCallback = (elem, walk, builder, options) => {
  const prefix = elem.attribs?.[ROWS_MARK] ?? "";
  builder.openBlock({ leadingLineBreaks: options.leadingLineBreaks ?? PARAGRAPH_BREAKS });
  for (const row of elements(elem.children, "tr")) {
    const [label, value] = (row.children ?? []).filter((node) => node.type === "tag");
    builder.openBlock(LINE_APART);
    builder.addInline(prefix);
    walk(label?.children ?? [], builder);
    builder.addInline(": ");
    walk(value?.children ?? [], builder);
    builder.closeBlock(LINE_APART);
  }
  builder.closeBlock({ trailingLineBreaks: options.trailingLineBreaks ?? PARAGRAPH_BREAKS });
};

const HEADINGS = ["h1", "h2", "h3"];
/** The blocks a Group holds, by their format. */
const GROUPED: Record<string, string> = { p: "paragraph", ul: "list", ol: "list", [`table[${ROWS_MARK}]`]: "rows", ...Object.fromEntries(HEADINGS.map((tag) => [tag, "heading"])) };

const toText = compile({
  wordwrap: false,
  // Only markup breaks lines or joins words: a text is taken as written, so what a visitor
  // typed (doubled spaces, a tab, an indented line) reads in the text part as typed.
  whitespaceCharacters: "",
  formatters: { link, list, rows },
  selectors: [
    { selector: `[${HTML_ONLY_MARK}]`, format: "skip" },
    ...HEADINGS.map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: "a", format: "link" },
    { selector: "ul", format: "list" },
    { selector: "ol", format: "list" },
    { selector: `table[${ROWS_MARK}]`, format: "rows" },
    { selector: `div[${GROUP_MARK}]`, format: "block", options: { leadingLineBreaks: PARAGRAPH_BREAKS, trailingLineBreaks: PARAGRAPH_BREAKS } },
    ...Object.entries(GROUPED).map(([tag, format]) => ({ selector: `div[${GROUP_MARK}] > ${tag}`, format, options: { ...LINE_APART, uppercase: false } })),
    // More specific than a Group's blocks, so what only the HTML shows stays out there too.
    { selector: `div[${GROUP_MARK}] > [${HTML_ONLY_MARK}]`, format: "skip" },
  ],
});

export interface RenderedMail {
  html: string;
  text: string;
}

/** Where a message's blocks go in the layout. */
const BODY_MARK = "@@message-blocks@@";

/**
 * The layout of a message, signed or not, rendered once per process: it is half the work of
 * rendering a short message. Its part before the blocks holds nothing the text shows (the
 * head, the brand); its part after them holds the signature.
 */
function layoutOf(signed: boolean) {
  const [before, after, ...more] = `${DOCTYPE}${renderToStaticMarkup(h(Email, { signed }, BODY_MARK))}`.split(BODY_MARK);
  if (after === undefined || more.length > 0) throw new Error("The e-mail layout must show its blocks exactly once");
  return { before: before!, after };
}
const LAYOUTS = new Map([true, false].map((signed) => [signed, layoutOf(signed)]));

/** The Email a message component returns: message components are functions of their props, with no hooks. */
function emailOf(element: ReactElement<object>): ReactElement<EmailProps> {
  let found = element;
  while (found.type !== Email) {
    if (typeof found.type !== "function") throw new TypeError("A message renders an Email at its root");
    found = (found.type as FunctionComponent<object>)(found.props) as ReactElement<object>;
  }
  return found as ReactElement<EmailProps>;
}

/** A message's HTML and text parts, from its component. */
export function renderMail(message: ReactElement<object>): RenderedMail {
  const { children, signed = true } = emailOf(message).props;
  const { before, after } = LAYOUTS.get(signed)!;
  const blocks = renderToStaticMarkup(h(Fragment, null, children));
  return { html: `${before}${blocks}${after}`, text: toText(`${blocks}${after}`) };
}
