// Public paths of the site (spec §2), as data both the React route table and the server
// read: the server answers 404 for anything not listed here.

/**
 * Paths prerendered to static HTML at build time: the public pages the sitemap lists.
 * Blog posts are prerendered too, from their files (react-router.config.ts).
 */
export const PRERENDERED_PATHS = [
  "/",
  "/calculadora",
  "/correspondencias",
  "/fluxo-documentos",
  "/sobre",
  "/carreiras",
  "/cases",
  "/ajuda",
  "/privacidade",
  "/privacidade/meus-dados",
  "/termos-de-uso",
  "/calculadora-roi-digitalizacao-documentos",
  "/avaliacao-maturidade-digital",
  "/agendamento",
  "/signup",
  "/login",
  "/blog",
  "/faq",
] as const;

/**
 * Known client-side routes that are not prerendered (served with the SPA fallback).
 * Patterns use ':param' for a path segment.
 */
export const SPA_ROUTE_PATTERNS: readonly string[] = ["/signup-success", "/confirmar-email", "/recuperar-senha", "/onboarding", "/assinatura"];

/** True when `pathname` is a route the site knows (prerendered or client-side). */
export function isKnownRoute(pathname: string): boolean {
  const path = normalizePath(pathname);
  return (
    (PRERENDERED_PATHS as readonly string[]).includes(path) ||
    SPA_ROUTE_PATTERNS.some((pattern) => matchPattern(pattern, path))
  );
}

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function matchPattern(pattern: string, path: string): boolean {
  const a = pattern.split("/");
  const b = path.split("/");
  return a.length === b.length && a.every((seg, i) => seg.startsWith(":") ? b[i] !== "" : seg === b[i]);
}

/**
 * The not-found page is prerendered at this path (it matches the catch-all route) so the
 * server can answer unknown URLs with its full HTML and status 404. It is not a public
 * route: requested directly, it is not found like any other unknown path.
 */
export const NOT_FOUND_PRERENDER_PATH = "/__nao-encontrada";

/**
 * A section with dynamic pages (the blog) prerenders its own not-found page under it
 * ('/blog/__nao-encontrada'), rendered by its own route, so an unknown '/blog/x' hydrates
 * with the route the browser matches. These are the candidates for `path`, closest first.
 */
export function notFoundPagesFor(path: string): string[] {
  const segments = normalizePath(path).split("/").filter(Boolean);
  return segments.map((_, i) => `/${segments.slice(0, segments.length - 1 - i).join("/")}`.replace(/\/$/, "") + NOT_FOUND_PRERENDER_PATH);
}

/** True for a not-found page's own path, which is never a page of its own. */
export function isNotFoundPagePath(path: string): boolean {
  return normalizePath(path).endsWith(NOT_FOUND_PRERENDER_PATH);
}
