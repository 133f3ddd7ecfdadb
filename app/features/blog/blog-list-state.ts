// What the /blog list shows for a URL: category filter, search as you type and page,
// all read from the query string so every state has a shareable address.
import { blogCategories, BLOG_PAGE_SIZE, type BlogCategoryId } from "../../../contracts/content/blog-taxonomy";
import { matchesQuery } from "../../lib/text-search";
import { BLOG_PARAMS } from "./paths";
import type { PostSummary } from "./types";

export interface BlogListState {
  category: BlogCategoryId | null;
  query: string;
  page: number;
}

export function readBlogListState(params: URLSearchParams): BlogListState {
  const category = params.get(BLOG_PARAMS.category);
  const page = Number(params.get(BLOG_PARAMS.page));
  return {
    category: blogCategories.some((c) => c.id === category) ? (category as BlogCategoryId) : null,
    query: params.get(BLOG_PARAMS.query) ?? "",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string of a list state ('' for the first page of everything). */
export function blogListSearch({ category, query, page }: BlogListState): string {
  const params = new URLSearchParams();
  if (category) params.set(BLOG_PARAMS.category, category);
  if (query.trim()) params.set(BLOG_PARAMS.query, query);
  if (page > 1) params.set(BLOG_PARAMS.page, String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export interface BlogListPage {
  posts: PostSummary[];
  /** Matching posts on every page. */
  total: number;
  page: number;
  pageCount: number;
}

export function selectBlogPage(all: readonly PostSummary[], state: BlogListState, pageSize = BLOG_PAGE_SIZE): BlogListPage {
  const matching = all.filter(
    (p) =>
      (!state.category || p.category.id === state.category) &&
      matchesQuery(state.query, p.title, p.description, p.category.label, p.author.name, ...p.tags),
  );
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(state.page, pageCount);
  return { posts: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pageCount };
}
