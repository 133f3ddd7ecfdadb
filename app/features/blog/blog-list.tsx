// /blog: category filter, search as you type and pagination, every state in the URL.
// The prerendered HTML is the first page of everything; the URL's state applies once the
// page runs (reading it while hydrating would not match the static HTML).
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SearchInput } from "../../components/ui/search-input";
import { blogCategories } from "../../../contracts/content/blog-taxonomy";
import { useHydrated } from "../../hooks/use-hydrated";
import { cn } from "../../lib/cn";
import { blogListSearch, readBlogListState, selectBlogPage, type BlogListState } from "./blog-list-state";
import { BLOG_PATH } from "./paths";
import { PostCard } from "./post-card";
import type { PostSummary } from "./types";
import { Container } from "../../components/ui/container";

const NO_PARAMS = new URLSearchParams();

export function BlogList({ posts }: { posts: PostSummary[] }) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const state = readBlogListState(hydrated ? params : NO_PARAMS);
  const [query, setQuery] = useState(state.query);
  // The URL wins when it changes by navigation (back button, a category link, hydration).
  const [urlQuery, setUrlQuery] = useState(state.query);
  if (urlQuery !== state.query) {
    setUrlQuery(state.query);
    setQuery(state.query);
  }
  const current = selectBlogPage(posts, { ...state, query });
  const searchId = useId();

  const go = (next: BlogListState, replace: boolean) =>
    setParams(new URLSearchParams(blogListSearch(next)), { replace, preventScrollReset: true });
  const href = (next: Partial<BlogListState>) => `${BLOG_PATH}${blogListSearch({ ...state, query, ...next })}`;

  return (
    <Container width="6xl" className="pb-16">
      <div className="flex flex-col gap-4 border-b border-slate-200 pb-6 lg:flex-row lg:items-end lg:justify-between">
        <nav aria-label="Categorias do blog">
          <ul className="flex flex-wrap gap-2">
            {[{ id: null, label: "Todos" } as const, ...blogCategories].map((c) => {
              const active = state.category === c.id;
              return (
                <li key={c.id ?? "todos"}>
                  <Link
                    to={href({ category: c.id, page: 1 })}
                    preventScrollReset
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                      active ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800",
                    )}
                  >
                    {c.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="w-full lg:w-80">
          <label htmlFor={searchId} className="text-sm font-medium text-slate-700">Buscar no blog</label>
          <SearchInput
            id={searchId}
            className="mt-1"
            value={query}
            placeholder="Ex.: assinatura, LGPD, malote"
            onChange={(event) => {
              setQuery(event.target.value);
              go({ ...state, query: event.target.value, page: 1 }, true);
            }}
          />
        </div>
      </div>

      <p role="status" className="mt-6 text-sm text-slate-600">
        {current.total === 0
          ? "Nenhum artigo encontrado."
          : `${current.total} ${current.total === 1 ? "artigo" : "artigos"}${current.pageCount > 1 ? `, página ${current.page} de ${current.pageCount}` : ""}`}
      </p>

      {current.total === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="font-semibold text-slate-900">Nada por aqui com esses filtros.</p>
          <p className="mt-1 text-slate-600">Tente outra palavra ou veja todos os artigos.</p>
          <Link to={BLOG_PATH} className="mt-4 inline-flex font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Ver todos os artigos
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {current.posts.map((post, i) => (
            <li key={post.slug} className="flex">
              {/* The first row is in the first viewport on wide screens. */}
              <PostCard post={post} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}

      {current.pageCount > 1 && (
        <nav aria-label="Paginação" className="mt-10 flex flex-wrap items-center justify-center gap-2">
          {current.page > 1 && <PageLink to={href({ page: current.page - 1 })} label="Anterior" />}
          {Array.from({ length: current.pageCount }, (_, i) => i + 1).map((n) => (
            <PageLink key={n} to={href({ page: n })} label={String(n)} ariaLabel={`Página ${n}`} current={n === current.page} />
          ))}
          {current.page < current.pageCount && <PageLink to={href({ page: current.page + 1 })} label="Próxima" />}
        </nav>
      )}
    </Container>
  );
}

function PageLink({ to, label, ariaLabel, current }: { to: string; label: string; ariaLabel?: string; current?: boolean }) {
  return (
    <Link
      to={to}
      aria-label={ariaLabel}
      aria-current={current ? "page" : undefined}
      className={cn(
        "inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold",
        current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800",
      )}
    >
      {label}
    </Link>
  );
}
