import { Link } from "react-router";
import type { Inline, LegalBlock } from "../../content/legal/document";

const stackedCell =
  "text-slate-700 max-md:mt-2 max-md:[overflow-wrap:anywhere] max-md:block max-md:before:block max-md:before:text-xs max-md:before:font-semibold max-md:before:text-slate-600 max-md:before:content-[attr(data-label)] md:px-3 md:py-2";
const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

/** A run of text and links; internal paths navigate inside the app. */
function InlineText({ parts }: { parts: Inline[] }) {
  return parts.map((part, index) => {
    if (typeof part === "string") return part;
    const key = `${index}-${part.href}`;
    return part.href.startsWith("/") ? (
      <Link key={key} to={part.href} className={linkClass}>{part.text}</Link>
    ) : (
      <a key={key} href={part.href} className={linkClass}>{part.text}</a>
    );
  });
}

/** One block of a legal document: paragraph, bullet list or table. */
export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p><InlineText parts={block.text} /></p>;
    case "list":
      return (
        <ul className="list-disc space-y-1.5 pl-6 marker:text-brand-700">
          {block.items.map((item, index) => (
            <li key={index}><InlineText parts={item} /></li>
          ))}
        </ul>
      );
    case "table":
      // Under 768 px each row stacks into a card, each cell labelled by its column; a long
      // cookie name breaks anywhere there rather than widen the page (WCAG 1.4.10).
      return (
        <div className="rounded-lg ring-1 ring-slate-200">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{block.caption}</caption>
            <thead className="bg-slate-100 text-slate-900 max-md:sr-only">
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">{column}</th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {block.rows.map((row) => (
                <tr key={row.join("|")} className="align-top max-md:block max-md:px-4 max-md:py-3">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="font-semibold break-words text-slate-900 max-md:block max-md:[overflow-wrap:anywhere] md:px-3 md:py-2">{cell}</th>
                    ) : (
                      <td key={index} data-label={block.columns[index]} className={stackedCell}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
