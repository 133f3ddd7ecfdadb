// Brand and contact details (BRAND.md): a deployment rebrands by editing this one file.
export const site = {
  name: "Tramita",
  /** The company behind the site: the data controller named in /privacidade and /termos-de-uso. */
  legalName: "Tramita Tecnologia Ltda.",
  /** Formatted as printed in the legal pages. */
  cnpj: "20.731.465/0001-20",
  tagline: "Protocolos, documentos e correspondências sob controle",
  url: "https://tramita.com.br",
  /** The brand's icon (public/), linked by the site's pages and /painel's. */
  icon: { href: "/favicon.svg", type: "image/svg+xml" },
  /** Default for APP_URL, the external application (sign-in lives there). */
  appUrl: "https://app.tramita.com.br",
  /** External terms-of-use page the cookie banner links to (spec §2). */
  externalTermsUrl: "https://app.tramita.com.br/termos",
  email: "contato@tramita.com.br",
  /** The data protection officer (encarregado, LGPD art. 41): published name and e-mail. */
  privacyOfficer: "Mariana Teixeira",
  privacyEmail: "privacidade@tramita.com.br",
  /** Where job applications go (/carreiras). */
  careersEmail: "carreiras@tramita.com.br",
  /** Forum named in the terms of use. */
  forumCity: "São Paulo/SP",
  phone: { display: "(11) 4003-2014", href: "tel:+551140032014" },
  whatsapp: { display: "(11) 99720-2014", href: "https://wa.me/5511997202014" },
  address: {
    street: "Av. Paulista, 1842, conj. 155",
    city: "São Paulo",
    state: "SP",
    postalCode: "01310-200",
  },
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/tramita" },
    { name: "Instagram", href: "https://www.instagram.com/tramita.digital" },
    { name: "YouTube", href: "https://www.youtube.com/@tramita" },
  ],
} as const;

/** The sign-in page of the external application. */
export function signInUrl(appUrl: string): string {
  return new URL("/login", appUrl).toString();
}
