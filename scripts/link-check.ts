// Link checker over the build output: every internal link (href/src) on every prerendered
// HTML page must resolve to a prerendered page, a known client-side route or a file of the
// build; a #fragment on a prerendered page must name an element of that page.
// `npm run check:links` prints each broken link with the page it is on.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { isKnownRoute as isPublicRoute, normalizePath } from "../contracts/routes.ts";
import { resolvePublicSiteUrl } from "../contracts/site-url.ts";
import { decodeEntities } from "./html-meta.ts";

export interface BrokenLink {
  /** The page the link is on, as a URL path. */
  page: string;
  href: string;
  reason: string;
}

const LINK_ATTR = /<(a|link|img|script|source)\b[^>]*?\s(href|src)="([^"]*)"/g;

/** Every prerendered page of the build, keyed by URL path ('/blog/x'). */
export function prerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        pages.set(normalizePath(`/${rel}`), readFileSync(full, "utf8"));
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** Internal links of one HTML page, as written (entities decoded). */
export function internalLinks(html: string, siteOrigin: string): string[] {
  const links: string[] = [];
  for (const [, , , raw] of html.matchAll(LINK_ATTR)) {
    const href = decodeEntities(raw!);
    if (href.startsWith("/") && !href.startsWith("//")) links.push(href);
    else if (href.startsWith("#")) links.push(href);
    else if (href.startsWith(`${siteOrigin}/`) || href === siteOrigin) links.push(href.slice(siteOrigin.length) || "/");
  }
  return links;
}

const hasId = (html: string, id: string) => html.includes(` id="${id}"`);

export function findBrokenLinks(
  clientDir: string,
  { isKnownRoute = isPublicRoute, siteUrl = resolvePublicSiteUrl(process.env.PUBLIC_SITE_URL) } = {},
): BrokenLink[] {
  const pages = prerenderedPages(clientDir);
  const origin = new URL(siteUrl).origin;
  const broken: BrokenLink[] = [];
  for (const [page, html] of pages) {
    for (const href of new Set(internalLinks(html, origin))) {
      const url = new URL(href, `http://site${page}`);
      const path = decodeURIComponent(url.pathname);
      const fragment = decodeURIComponent(url.hash.slice(1));
      const target = pages.get(normalizePath(path));
      const file = join(clientDir, path);
      if (target !== undefined) {
        if (fragment && !hasId(target, fragment)) broken.push({ page, href, reason: `no element with id="${fragment}" on ${normalizePath(path)}` });
      } else if (!(isKnownRoute(path) || (existsSync(file) && statSync(file).isFile()))) {
        broken.push({ page, href, reason: "no page, route or file at this path" });
      }
    }
  }
  return broken.toSorted((a, b) => a.href.localeCompare(b.href) || a.page.localeCompare(b.page));
}

/** One line per broken link, grouped by target: 'href  (reason)  <- on /a, /b'. */
export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  const byHref = new Map<string, { reason: string; pages: string[] }>();
  for (const b of broken) {
    const entry = byHref.get(b.href) ?? { reason: b.reason, pages: [] };
    entry.pages.push(b.page);
    byHref.set(b.href, entry);
  }
  return [...byHref].map(([href, { reason, pages }]) => `${href}  (${reason})  <- on ${pages.join(", ")}`).join("\n");
}

if (import.meta.main) {
  const broken = findBrokenLinks("build/client");
  if (broken.length === 0) {
    console.info("link-check: every internal link resolves");
  } else {
    console.error(`link-check: ${broken.length} broken link(s):\n${formatBrokenLinks(broken)}`);
    process.exitCode = 1;
  }
}
