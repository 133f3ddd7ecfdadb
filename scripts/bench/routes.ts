// Every route of the route table (contracts/routes.ts) as one URL each: the prerendered
// pages (token pages without a token) and one blog post; '*' is left out.
// BENCH_ROUTES=/,/login narrows the browser steps to those routes.
import { PRERENDERED_PATHS } from "../../contracts/routes.ts";
import { blogPostPath } from "../../app/features/blog/paths.ts";
import { blogPostSlugs } from "../../app/features/blog/post-files.ts";

export function benchRoutes(): string[] {
  const post = blogPostSlugs()[0];
  if (!post) throw new Error("no blog post in app/content/blog");
  const all = [...PRERENDERED_PATHS, blogPostPath(post)];
  const wanted = process.env.BENCH_ROUTES?.split(",").map((r) => r.trim()).filter(Boolean);
  if (!wanted) return all;
  const unknown = wanted.filter((r) => !all.includes(r));
  if (unknown.length) throw new Error(`BENCH_ROUTES: not in the route table: ${unknown.join(", ")}`);
  return wanted;
}
