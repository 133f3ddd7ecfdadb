// The name of each indexed page below '/' in its breadcrumb trail (structured data), by path.
// A plain object, apart from the route table: the pages' shell reads it while prerendering,
// and a module of literals leaves nothing in the browser's bundle when that code is dropped.
// scripts/structured-data-check.ts stops the build when an indexed page has no trail.
export const PAGE_NAMES: Readonly<Record<string, string>> = {
  "/": "Início",
  "/calculadora": "Calculadora de preços",
  "/correspondencias": "Correspondências",
  "/fluxo-documentos": "Fluxo de documentos",
  "/sobre": "Sobre nós",
  "/carreiras": "Carreiras",
  "/cases": "Cases",
  "/ajuda": "Central de ajuda",
  "/privacidade": "Privacidade",
  "/privacidade/meus-dados": "Meus dados (LGPD)",
  "/termos-de-uso": "Termos de uso",
  "/calculadora-roi-digitalizacao-documentos": "Calculadora de ROI",
  "/avaliacao-maturidade-digital": "Avaliação de maturidade digital",
  "/agendamento": "Agendar demonstração",
  "/signup": "Criar conta",
  "/login": "Login",
  "/blog": "Blog",
  "/faq": "Perguntas frequentes",
  "/acessibilidade": "Acessibilidade",
};

/**
 * The trail from the home page to a named page ('/privacidade/meus-dados': Início,
 * Privacidade, Meus dados), or null for the home page itself and for a page without a name
 * (one not indexed, or a post, whose route writes its own trail).
 */
export function breadcrumbTrail(pathname: string): { name: string; path: string }[] | null {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return null;
  const prefixes = ["/", ...segments.map((_, i) => `/${segments.slice(0, i + 1).join("/")}`)];
  if (!prefixes.every((prefix) => prefix in PAGE_NAMES)) return null;
  return prefixes.map((prefix) => ({ name: PAGE_NAMES[prefix]!, path: prefix }));
}
