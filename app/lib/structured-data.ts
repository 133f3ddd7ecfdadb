// schema.org objects for JSON-LD (rendered by pageMeta's `structuredData`).
import { numbers } from "../content/numbers";
import { site } from "../../contracts/site";
import { canonicalUrl } from "./seo";

const LOGO_PATH = "/images/brand/tramita-mark.svg";

function organizationRef() {
  return { "@type": "Organization", name: site.name, url: canonicalUrl("/"), logo: canonicalUrl(LOGO_PATH) };
}

/** The company, on the landing page. */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    ...organizationRef(),
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

/** A trail of pages from the home page, the last one being the current page. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: canonicalUrl(item.path) })),
  };
}

export function faqPageJsonLd(questions: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
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

export function articleJsonLd(post: ArticleJsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.description,
    image: [canonicalUrl(post.imagePath)],
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
