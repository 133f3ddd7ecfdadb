// Navigation as data (STYLE.md): the header and the footer render these lists.

export interface NavLink {
  label: string;
  href: string;
  /** spec §2: sign-in lives on the external application (LoginLink). */
  external?: "app-login";
}

/** Links written as [label, href] pairs, one a line. */
function links(pairs: [label: string, href: string][]): NavLink[] {
  return pairs.map(([label, href]) => ({ label, href }));
}

export const loginLink: NavLink = { label: "Login", href: "/login", external: "app-login" };

/** spec §2: header anchors on the landing page. */
export const headerAnchors = links([
  ["Funcionalidades", "#funcionalidades"],
  ["Segmentos", "#segmentos"],
  ["Planos", "#planos"],
]);

/** spec §2: header links to other pages. */
export const headerPages = links([
  ["Sobre", "/sobre"],
  ["Blog", "/blog"],
  ["FAQ", "/faq"],
]);

export interface FooterColumn {
  title: string;
  links: NavLink[];
}

/** spec §2: the footer's four columns (product, company, useful links, contact). */
export const footerColumns: { product: FooterColumn; company: FooterColumn; useful: FooterColumn } = {
  product: {
    title: "Produto",
    links: links([
      ["Funcionalidades", "/#funcionalidades"],
      ["Correspondências", "/correspondencias"],
      ["Fluxo de documentos", "/fluxo-documentos"],
      ["Planos e preços", "/#planos"],
      ["Calculadora de preços", "/calculadora"],
      ["Calculadora de ROI", "/calculadora-roi-digitalizacao-documentos"],
      ["Avaliação de maturidade digital", "/avaliacao-maturidade-digital"],
    ]),
  },
  company: {
    title: "Empresa",
    links: links([
      ["Sobre nós", "/sobre"],
      ["Cases", "/cases"],
      ["Blog", "/blog"],
      ["Carreiras", "/carreiras"],
      ["Privacidade", "/privacidade"],
      ["Termos de uso", "/termos-de-uso"],
    ]),
  },
  useful: {
    title: "Links úteis",
    links: [
      loginLink,
      ...links([
        ["Criar conta", "/signup"],
        ["Recuperar senha", "/recuperar-senha"],
        ["Confirmar e-mail", "/confirmar-email"],
        ["Central de ajuda", "/ajuda"],
        ["Perguntas frequentes", "/faq"],
        ["Meus dados (LGPD)", "/privacidade/meus-dados"],
      ]),
    ],
  },
};
