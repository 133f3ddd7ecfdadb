// Every route of the route table (app/routes.ts) as one URL each: the prerendered pages,
// the client-side routes (token pages without a token) and one blog post; '*' is left out.
// BENCH_ROUTES=/,/login narrows the browser steps to those routes.
import { PRERENDERED_PATHS, SPA_ROUTE_PATTERNS } from "../../contracts/routes.ts";
import { blogPostPath } from "../../app/features/blog/paths.ts";
import { blogPostSlugs } from "../../app/features/blog/post-files.ts";

export function benchRoutes(): string[] {
  const post = blogPostSlugs()[0];
  if (!post) throw new Error("no blog post in app/content/blog");
  const all = [...PRERENDERED_PATHS, ...SPA_ROUTE_PATTERNS, blogPostPath(post)];
  const wanted = process.env.BENCH_ROUTES?.split(",").map((r) => r.trim()).filter(Boolean);
  if (!wanted) return all;
  const unknown = wanted.filter((r) => !all.includes(r));
  if (unknown.length) throw new Error(`BENCH_ROUTES: not in the route table: ${unknown.join(", ")}`);
  return wanted;
}
