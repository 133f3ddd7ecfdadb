// schema.org objects for JSON-LD, each built from the data it describes (the site identity,
// the price table, the pages' names, the FAQ, the post). Typed with schema-dts, so a property
// schema.org does not define fails `npm run typecheck`; the build validates the output
// against Google's rich-result rules (scripts/structured-data-check.ts). Call sites pass
// `import.meta.env.SSR ? builder() : null` to JsonLd: none of this reaches the browser.
import { numbers } from "../content/numbers";
import type { Article, BreadcrumbList, FAQPage, Offer, Organization, Product, WebSite, WithContext } from "schema-dts";
import { site } from "../../contracts/site";
import type { Plan } from "../../contracts/plans";
// The price table itself, not pricing-options.ts: a JSON module of literals is dropped from
// the browser's bundle with the builders (vite.config.ts checks the file before each build).
import priceTable from "../../contracts/price-table.json";
import { canonicalUrl } from "./seo";
import { shareCardPath } from "./share-card";

const LOGO_PATH = "/images/brand/tramita-mark.svg";
const CONTEXT = "https://schema.org";

function organizationRef() {
  return { "@type": "Organization", "@id": canonicalUrl("/#organizacao"), name: site.name, url: canonicalUrl("/"), logo: canonicalUrl(LOGO_PATH) } as const satisfies Organization;
}

/** The company, on the landing page. */
export function organizationJsonLd(): WithContext<Organization> {
  return {
    "@context": CONTEXT,
    ...organizationRef(),
    legalName: site.legalName,
    description: site.tagline,
    foundingDate: String(numbers.foundedYear),
    email: site.email,
    telephone: site.phone.href.replace(/^tel:/, ""),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.postalCode,
      addressCountry: "BR",
    },
    sameAs: site.social.map((s) => s.href),
  };
}

/** The site itself, on the landing page. */
export function websiteJsonLd(): WithContext<WebSite> {
  return { "@context": CONTEXT, "@type": "WebSite", name: site.name, url: canonicalUrl("/"), inLanguage: "pt-BR", publisher: { "@id": canonicalUrl("/#organizacao") } };
}

/** A price in reais as schema.org writes it ('149.00'), from integer centavos. */
const schemaPrice = (cents: number) => (cents / 100).toFixed(2);

/**
 * The product with one Offer per plan, priced from the price table (contracts/price-table.json)
 * as a monthly fee, on the pages that show the plans and their prices. The plans come from
 * the caller, which holds them already: an import here would carry them into every page's
 * first load (contracts/plans.ts is not free of side effects for the bundler).
 */
export function productJsonLd(plans: readonly Pick<Plan, "id" | "name" | "description">[], pagePath: string): WithContext<Product> {
  const offers: Offer[] = plans.map((plan) => ({
    "@type": "Offer",
    name: `Plano ${plan.name}`,
    description: plan.description,
    url: canonicalUrl(pagePath),
    price: schemaPrice(priceTable.tier_monthly_fee_cents[plan.id]),
    priceCurrency: "BRL",
    availability: "https://schema.org/InStock",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price: schemaPrice(priceTable.tier_monthly_fee_cents[plan.id]),
      priceCurrency: "BRL",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
    },
  }));
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: site.name,
    description: site.tagline,
    image: canonicalUrl(LOGO_PATH),
    brand: { "@type": "Brand", name: site.name },
    offers,
  };
}

/** A trail of pages from the home page, the last one being the current page. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: canonicalUrl(item.path) })),
  };
}

export function faqPageJsonLd(questions: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: questions.map((q) => ({ "@type": "Question", name: q.question, acceptedAnswer: { "@type": "Answer", text: q.answer } })),
  };
}

export interface ArticleJsonLdInput {
  title: string;
  description: string;
  path: string;
  imagePath: string;
  datePublished: string;
  dateModified: string;
  author: { name: string; role: string };
  section: string;
  tags: readonly string[];
  wordCount: number;
}

export function articleJsonLd(post: ArticleJsonLdInput): WithContext<Article> {
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline: post.title,
    description: post.description,
    // The cover as drawn, and the post's 1200 x 630 share card for the rich results' raster image.
    image: [canonicalUrl(post.imagePath), canonicalUrl(shareCardPath(post.path))],
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    author: { "@type": "Person", name: post.author.name, jobTitle: post.author.role },
    publisher: organizationRef(),
    mainEntityOfPage: { "@type": "WebPage", "@id": canonicalUrl(post.path) },
    articleSection: post.section,
    keywords: post.tags.join(", "),
    wordCount: post.wordCount,
    inLanguage: "pt-BR",
  };
}
