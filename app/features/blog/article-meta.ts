// Open Graph article:* tags of a post (next to pageMeta's, with type "article").
import type { MetaDescriptor } from "react-router";
import type { PostSummary } from "./types";

export function articleMeta(post: PostSummary): MetaDescriptor[] {
  return [
    { property: "article:published_time", content: post.date },
    { property: "article:modified_time", content: post.updated },
    { property: "article:author", content: post.author.name },
    { property: "article:section", content: post.category.label },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
}
