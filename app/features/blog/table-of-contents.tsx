import type { TocEntry } from "./types";

/** 'Neste artigo': links to the post's sections. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav aria-labelledby="sumario-titulo" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="sumario-titulo" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">Neste artigo</h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? "pl-4" : undefined}>
            <a href={`#${entry.id}`} className="text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
