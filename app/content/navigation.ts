// Navigation as data (STYLE.md): the header and the footer render these lists.
import { DATA_RIGHTS_PAGE } from "../../contracts/api-paths";

export interface NavLink {
  label: string;
  href: string;
}

/** spec §2: header anchors on the landing page. */
export const headerAnchors: NavLink[] = [
  { label: "Funcionalidades", href: "#funcionalidades" },
  { label: "Segmentos", href: "#segmentos" },
  { label: "Planos", href: "#planos" },
];

/** spec §2: header links to other pages. */
export const headerPages: NavLink[] = [
  { label: "Sobre", href: "/sobre" },
  { label: "Blog", href: "/blog" },
  { label: "FAQ", href: "/faq" },
];

export interface FooterColumn {
  title: string;
  links: (NavLink & { external?: "app-login" })[];
}

/** spec §2: the footer's four columns (product, company, useful links, contact). */
export const footerColumns: { product: FooterColumn; company: FooterColumn; useful: FooterColumn } = {
  product: {
    title: "Produto",
    links: [
      { label: "Funcionalidades", href: "/#funcionalidades" },
      { label: "Correspondências", href: "/correspondencias" },
      { label: "Fluxo de documentos", href: "/fluxo-documentos" },
      { label: "Planos e preços", href: "/#planos" },
      { label: "Calculadora de preços", href: "/calculadora" },
      { label: "Calculadora de ROI", href: "/calculadora-roi-digitalizacao-documentos" },
      { label: "Avaliação de maturidade digital", href: "/avaliacao-maturidade-digital" },
    ],
  },
  company: {
    title: "Empresa",
    links: [
      { label: "Sobre nós", href: "/sobre" },
      { label: "Cases", href: "/cases" },
      { label: "Blog", href: "/blog" },
      { label: "Carreiras", href: "/carreiras" },
      { label: "Privacidade", href: "/privacidade" },
      { label: "Termos de uso", href: "/termos-de-uso" },
    ],
  },
  useful: {
    title: "Links úteis",
    links: [
      { label: "Login", href: "/login", external: "app-login" },
      { label: "Criar conta", href: "/signup" },
      { label: "Recuperar senha", href: "/recuperar-senha" },
      { label: "Confirmar e-mail", href: "/confirmar-email" },
      { label: "Central de ajuda", href: "/ajuda" },
      { label: "Perguntas frequentes", href: "/faq" },
      { label: "Meus dados (LGPD)", href: DATA_RIGHTS_PAGE },
    ],
  },
};
