import { describe, expect, it } from "vitest";
import type { BlogCategoryId } from "../../../contracts/content/blog-taxonomy";
import { blogListSearch, readBlogListState, selectBlogPage } from "./blog-list-state";
import type { PostSummary } from "./types";

const post = (slug: string, category: BlogCategoryId, title: string, tags: string[] = []): PostSummary => ({
  slug,
  title,
  description: "descrição",
  date: "2026-01-01",
  updated: "2026-01-01",
  author: { name: "Autora", role: "Cargo" },
  category: { id: category, label: category },
  tags,
  cover: { src: "/x.svg", alt: "x", size: { width: 1200, height: 630 } },
  readingMinutes: 5,
  wordCount: 1000,
});

const posts = [
  post("a", "gestao", "Economia sem papel"),
  post("b", "juridico-e-lgpd", "Assinatura eletrônica", ["validade jurídica"]),
  post("c", "juridico-e-lgpd", "LGPD nos documentos"),
  post("d", "segmentos", "Condomínios"),
  post("e", "segmentos", "Contabilidade"),
];

describe("the /blog list state", () => {
  it("reads category, search and page from the URL, ignoring invalid values", () => {
    expect(readBlogListState(new URLSearchParams("categoria=segmentos&busca=lgpd&pagina=2"))).toEqual({ category: "segmentos", query: "lgpd", page: 2 });
    expect(readBlogListState(new URLSearchParams("categoria=nada&pagina=-3"))).toEqual({ category: null, query: "", page: 1 });
    expect(readBlogListState(new URLSearchParams("pagina=abc"))).toEqual({ category: null, query: "", page: 1 });
  });

  it("writes a state back as a query string, leaving out defaults", () => {
    expect(blogListSearch({ category: null, query: "", page: 1 })).toBe("");
    expect(blogListSearch({ category: "gestao", query: "papel", page: 2 })).toBe("?categoria=gestao&busca=papel&pagina=2");
  });

  it("filters by category", () => {
    expect(selectBlogPage(posts, { category: "segmentos", query: "", page: 1 }).posts.map((p) => p.slug)).toEqual(["d", "e"]);
  });

  it("searches titles and tags without caring about accents or case", () => {
    expect(selectBlogPage(posts, { category: null, query: "ASSINATURA eletronica", page: 1 }).posts.map((p) => p.slug)).toEqual(["b"]);
    expect(selectBlogPage(posts, { category: null, query: "juridica", page: 1 }).posts.map((p) => p.slug)).toEqual(["b"]);
    expect(selectBlogPage(posts, { category: null, query: "condominios", page: 1 }).total).toBe(1);
  });

  it("paginates, clamping a page past the end to the last one", () => {
    expect(selectBlogPage(posts, { category: null, query: "", page: 1 }, 2)).toMatchObject({ total: 5, page: 1, pageCount: 3 });
    const last = selectBlogPage(posts, { category: null, query: "", page: 9 }, 2);
    expect(last.page).toBe(3);
    expect(last.posts.map((p) => p.slug)).toEqual(["e"]);
  });
});
