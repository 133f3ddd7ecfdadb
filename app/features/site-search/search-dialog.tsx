// The site search's dialog: a combobox over the results list. Focus stays in the dialog
// (Radix), arrow keys move through the results, Enter opens the active one, Esc closes; the
// count of results is announced. Loaded with Pagefind when the search first opens.
import { LoaderCircle, Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { cn } from "../../lib/cn";
import { preloadSearch, searchSite, type SearchHit } from "./pagefind";

type State = { status: "idle" } | { status: "searching" } | { status: "done"; term: string; hits: SearchHit[] } | { status: "failed" };

export default function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [term, setTerm] = useState("");
  const [state, setState] = useState<State>({ status: "idle" });
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;

  useEffect(() => {
    if (open) preloadSearch();
  }, [open]);

  /** Counts searches, so an answer that arrives after a newer search started is dropped. */
  const latest = useRef(0);

  function search(value: string) {
    setTerm(value);
    const query = value.trim();
    const id = ++latest.current;
    if (query.length < 2) return setState({ status: "idle" });
    setState({ status: "searching" });
    searchSite(query).then(
      (found) => {
        if (id !== latest.current || found === null) return;
        setState({ status: "done", term: query, hits: found });
        setActive(0);
      },
      () => id === latest.current && setState({ status: "failed" }),
    );
  }

  const hits = state.status === "done" ? state.hits : [];

  function go(hit: SearchHit) {
    onOpenChange(false);
    void navigate(hit.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (hits.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      go(hits[active]!);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle>Buscar no site</DialogTitle>
        <DialogDescription>Artigos do blog, perguntas frequentes, central de ajuda e páginas do produto. Use as setas para escolher e Enter para abrir.</DialogDescription>
        <div className="relative mt-4">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
          <input
            type="search"
            role="combobox"
            aria-label="Termos da busca"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            value={term}
            onChange={(event) => search(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Ex.: malote digital"
            className="h-12 w-full rounded-lg border border-slate-300 pr-3 pl-10 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
        </div>
        <p role="status" className="mt-3 min-h-5 text-sm text-slate-600">
          {state.status === "searching" && (
            <span className="inline-flex items-center gap-2">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Buscando...
            </span>
          )}
          {state.status === "done" && (state.hits.length === 0 ? `Nenhum resultado para “${state.term}”.` : `${state.hits.length} ${state.hits.length === 1 ? "resultado" : "resultados"} para “${state.term}”.`)}
          {state.status === "failed" && "Não foi possível carregar a busca. Verifique a conexão e tente de novo."}
        </p>
        <div id={listId} role="listbox" aria-label="Resultados da busca" className="mt-2 grid gap-2">
          {hits.map((hit, i) => (
            <div
              key={hit.url}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // The combobox keeps the focus (aria-activedescendant); a click or a focused option's Enter opens it too.
              tabIndex={-1}
              onClick={() => go(hit)}
              onKeyDown={(event) => event.key === "Enter" && go(hit)}
              onMouseMove={() => setActive(i)}
              className={cn("cursor-pointer rounded-lg border p-3", i === active ? "border-brand-600 bg-brand-50" : "border-slate-200")}
            >
              <span className="block font-semibold text-slate-900">{hit.title}</span>
              {hit.section && <span className="block text-sm font-medium text-brand-800">{hit.section}</span>}
              {/* Pagefind escapes the page's text and adds only <mark> around the matched words. */}
              <span className="mt-1 block text-sm text-slate-700 [&_mark]:bg-amber-100 [&_mark]:text-slate-900" dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
            </div>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
