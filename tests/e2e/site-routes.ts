// Every route of the route table (app/routes.ts) as a URL a browser test can open: the
// route sweep and the accessibility checks walk the same list.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeTable from "../../app/routes";
import { blogPostPath } from "../../app/features/blog/paths";
import { blogPostSlugs } from "../../app/features/blog/post-files";

export interface SiteRouteUrl {
  pattern: string;
  url: string;
  /** A file-name-safe name of the route (screenshots, test titles). */
  name: string;
}

/** The catch-all route: the not-found page, served with HTTP 404. */
export const NOT_FOUND_PATTERN = "*";

/** A URL for each route pattern that takes a parameter; a new one fails here until given one. */
const SAMPLE_URLS: Record<string, string> = {
  "blog/:slug": blogPostPath(blogPostSlugs()[0]!),
  [NOT_FOUND_PATTERN]: "/pagina-que-nao-existe",
};

function patternsOf(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const pattern = entry.index ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [...(entry.index || entry.path !== undefined ? [pattern] : []), ...patternsOf(entry.children ?? [], pattern)];
  });
}

function routeUrl(pattern: string): SiteRouteUrl {
  const hasParam = pattern.split("/").some((segment) => segment.startsWith(":") || segment === "*");
  const url = hasParam ? SAMPLE_URLS[pattern] : `/${pattern}`;
  if (!url) throw new Error(`site-routes: add a sample URL for the route '${pattern}' to SAMPLE_URLS`);
  const name = pattern === NOT_FOUND_PATTERN ? "nao-encontrada" : url === "/" ? "inicio" : url.slice(1).replaceAll("/", "--");
  return { pattern, url, name };
}

export const SITE_ROUTE_URLS: readonly SiteRouteUrl[] = patternsOf(routeTable).map(routeUrl);
