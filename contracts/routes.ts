// spec §2: the site's one route table, as data. app/routes.ts maps it into React Router's
// route config, react-router.config.ts prerenders from it, the sitemap lists its indexed
// pages, and the server answers 404 for any path it does not know.

export interface SiteRoute {
  /** URL pattern; ':param' marks a segment, '*' is the catch-all not-found route. */
  readonly path: string;
  /** The route module, relative to app/. */
  readonly file: string;
  /**
   * Indexed pages are listed in the sitemap; the others (token links, session pages) get a
   * 'noindex' robots meta. Every route without a parameter is prerendered either way, so its
   * served HTML has its own title, description, canonical URL and <h1>.
   */
  readonly indexed: boolean;
}

const page = (path: string, file: string): SiteRoute => ({ path, file, indexed: true });
/** Opened from an e-mailed link or with a session: prerendered as a shell, never indexed. */
const privatePage = (path: string, file: string): SiteRoute => ({ path, file, indexed: false });

export const SITE_ROUTES: readonly SiteRoute[] = [
  page("/", "routes/marketing/home.tsx"),
  page("/calculadora", "routes/tools/calculadora.tsx"),
  page("/correspondencias", "routes/marketing/correspondencias.tsx"),
  page("/fluxo-documentos", "routes/marketing/fluxo-documentos.tsx"),
  page("/sobre", "routes/marketing/sobre.tsx"),
  page("/carreiras", "routes/marketing/carreiras.tsx"),
  page("/cases", "routes/marketing/cases.tsx"),
  page("/ajuda", "routes/marketing/ajuda.tsx"),
  page("/privacidade", "routes/legal/privacidade.tsx"),
  page("/privacidade/meus-dados", "routes/legal/meus-dados.tsx"),
  page("/termos-de-uso", "routes/legal/termos-de-uso.tsx"),
  page("/acessibilidade", "routes/legal/acessibilidade.tsx"),
  page("/calculadora-roi-digitalizacao-documentos", "routes/tools/calculadora-roi.tsx"),
  page("/avaliacao-maturidade-digital", "routes/tools/avaliacao-maturidade.tsx"),
  page("/agendamento", "routes/marketing/agendamento.tsx"),
  privatePage("/agendamento/resultado", "routes/marketing/agendamento-resultado.tsx"),
  page("/signup", "routes/account/signup.tsx"),
  privatePage("/signup-success", "routes/account/signup-success.tsx"),
  privatePage("/confirmar-email", "routes/account/confirmar-email.tsx"),
  privatePage("/recuperar-senha", "routes/account/recuperar-senha.tsx"),
  page("/login", "routes/account/login.tsx"),
  privatePage("/onboarding", "routes/account/onboarding.tsx"),
  privatePage("/assinatura", "routes/account/assinatura.tsx"),
  page("/blog", "routes/marketing/blog.tsx"),
  // Prerendered per post from app/content/blog (react-router.config.ts).
  page("/blog/:slug", "routes/marketing/blog-post.tsx"),
  page("/faq", "routes/marketing/faq.tsx"),
  privatePage("/newsletter/confirmar", "routes/marketing/newsletter-confirmar.tsx"),
  privatePage("/newsletter/cancelar", "routes/marketing/newsletter-cancelar.tsx"),
  { path: "*", file: "routes/not-found.tsx", indexed: false },
];

const isStatic = (route: SiteRoute) => !route.path.split("/").some((segment) => segment.startsWith(":") || segment === "*");

/** Every route without a parameter, prerendered to its own static HTML at build time. */
export const PRERENDERED_PATHS: readonly string[] = SITE_ROUTES.filter(isStatic).map((route) => route.path);

/** The prerendered pages the sitemap lists (blog posts are added from their files). */
export const SITEMAP_PATHS: readonly string[] = SITE_ROUTES.filter((route) => isStatic(route) && route.indexed).map((route) => route.path);

/** Pages that are never indexed nor listed in the sitemap: token links and session pages. */
export const NOINDEX_PATHS: readonly string[] = SITE_ROUTES.filter((route) => isStatic(route) && !route.indexed).map((route) => route.path);

/**
 * True when `pathname` is a page of the route table. Pages with a parameter (blog posts)
 * exist only where prerendered, so they are not matched here.
 */
export function isKnownRoute(pathname: string): boolean {
  return PRERENDERED_PATHS.includes(normalizePath(pathname));
}

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
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
