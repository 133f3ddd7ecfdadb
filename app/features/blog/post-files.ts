// The post files on disk: app/content/blog/<slug>.md. Read at build time only (route
// loaders while prerendering, react-router.config.ts, the sitemap script, tests), always
// from the repository root, where every build and test command runs.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { POST_SLUG_PATTERN } from "./paths.ts";

const BLOG_CONTENT_DIR = resolve("app/content/blog");

/** Slugs of every post, from the file names. */
export function blogPostSlugs(dir = BLOG_CONTENT_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const slug = name.slice(0, -".md".length);
      if (!POST_SLUG_PATTERN.test(slug)) throw new Error(`${name}: a post's file name must be its slug (a-z, 0-9 and hyphens)`);
      return slug;
    })
    .toSorted();
}

export function readPostFile(slug: string, dir = BLOG_CONTENT_DIR): string {
  return readFileSync(join(dir, `${slug}.md`), "utf8");
}

/** Changes when a post file is added, removed or edited. */
export function postFilesSignature(dir = BLOG_CONTENT_DIR): string {
  return blogPostSlugs(dir)
    .map((slug) => `${slug}@${statSync(join(dir, `${slug}.md`)).mtimeMs}`)
    .join(",");
}
