// 'Leia também': posts of the same category first, then those sharing more tags, then the newest.
import type { PostSummary } from "./types";

const RELATED_POSTS_COUNT = 3;

export function relatedPosts(post: PostSummary, all: readonly PostSummary[], count = RELATED_POSTS_COUNT): PostSummary[] {
  const tags = new Set(post.tags.map((t) => t.toLowerCase()));
  const score = (other: PostSummary) =>
    (other.category.id === post.category.id ? 10 : 0) + other.tags.filter((t) => tags.has(t.toLowerCase())).length;
  return all
    .filter((other) => other.slug !== post.slug)
    .toSorted((a, b) => score(b) - score(a) || b.date.localeCompare(a.date))
    .slice(0, count);
}
