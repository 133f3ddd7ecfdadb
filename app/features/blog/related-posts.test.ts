import { describe, expect, it } from "vitest";
import type { BlogCategoryId } from "../../../contracts/content/blog-taxonomy";
import { relatedPosts } from "./related-posts";
import type { PostSummary } from "./types";

const post = (slug: string, category: BlogCategoryId, date: string, tags: string[]): PostSummary => ({
  slug, title: slug, description: "", date, updated: date, author: { name: "", role: "" },
  category: { id: category, label: category }, tags, cover: { src: "", alt: "", size: { width: 1200, height: 630 } }, readingMinutes: 1, wordCount: 1,
});

describe("related posts", () => {
  it("prefer the same category, then shared tags, then the newest; never the post itself", () => {
    const current = post("atual", "segmentos", "2026-01-01", ["LGPD", "papel"]);
    const all = [
      current,
      post("novo-sem-relacao", "gestao", "2026-09-01", []),
      post("tag-em-comum", "gestao", "2026-02-01", ["lgpd"]),
      post("mesma-categoria", "segmentos", "2025-01-01", []),
      post("antigo-sem-relacao", "gestao", "2025-01-01", []),
    ];
    expect(relatedPosts(current, all).map((p) => p.slug)).toEqual(["mesma-categoria", "tag-em-comum", "novo-sem-relacao"]);
  });
});
