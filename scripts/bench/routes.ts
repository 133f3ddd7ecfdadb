// Every route of the route table (app/routes.ts) as one URL each: the prerendered pages,
// the client-side routes (token pages without a token) and one blog post; '*' is left out.
import { PRERENDERED_PATHS, SPA_ROUTE_PATTERNS } from "../../contracts/routes.ts";
import { blogPostPath } from "../../app/features/blog/paths.ts";
import { blogPostSlugs } from "../../app/features/blog/post-files.ts";

export function benchRoutes(): string[] {
  const post = blogPostSlugs()[0];
  if (!post) throw new Error("no blog post in app/content/blog");
  return [...PRERENDERED_PATHS, ...SPA_ROUTE_PATTERNS, blogPostPath(post)];
}
