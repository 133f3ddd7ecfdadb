// /sitemap.xml and /robots.txt, written into the build after prerendering
// (scripts/build-end.ts). The sitemap lists exactly the indexed pages of the route table
// (SITEMAP_PATHS) plus every blog post; token and session pages (NOINDEX_PATHS) stay out.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { SITEMAP_PATHS } from "../contracts/routes.ts";
import { absoluteUrl } from "../contracts/site-url.ts";
import { blogPostPath } from "../app/features/blog/paths.ts";
import { loadAllPosts } from "../app/features/blog/posts.server.ts";

export interface SitemapEntry {
  path: string;
  /** yyyy-mm-dd */
  lastmod: string;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

export function sitemapXml(base: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map((e) => `  <url>\n    <loc>${escapeXml(absoluteUrl(base, e.path))}</loc>\n    <lastmod>${e.lastmod}</lastmod>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(base: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${absoluteUrl(base, "/sitemap.xml")}\n`;
}

/**
 * The public pages with their last change: a post's own date (updated, else published);
 * every other page, the date of the commit the site is built from.
 */
export function sitemapEntries(pagesLastmod: string, posts: readonly { slug: string; updated: string }[]): SitemapEntry[] {
  return [
    ...SITEMAP_PATHS.map((path) => ({ path, lastmod: pagesLastmod })),
    ...posts.map((post) => ({ path: blogPostPath(post.slug), lastmod: post.updated })),
  ];
}

/** Date (yyyy-mm-dd) of the last commit, or today when the build runs outside git. */
function sourceDate(): string {
  try {
    return execFileSync("git", ["log", "-1", "--format=%cs"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || today();
  } catch {
    return today();
  }
}

const today = () => new Date().toISOString().slice(0, 10);

export function writeSeoFiles(clientDir: string, base: string) {
  const entries = sitemapEntries(sourceDate(), loadAllPosts());
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(base, entries));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(base));
  return entries.length;
}
