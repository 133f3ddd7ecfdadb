// Title, description, canonical URL and Open Graph / Twitter card tags for a page.
// Canonical URLs come from PUBLIC_SITE_URL, read at build time.
import type { MetaDescriptor } from "react-router";
import { absoluteUrl } from "../../contracts/site-url";
import { site } from "../../contracts/site";
import { SHARE_CARD_SIZE, shareCardAlt, shareCardPath } from "./share-card";

/** The brand's share card (1200 x 630), for pages that are not indexed and have none of their own. */
const OG_IMAGE_PATH = "/images/brand/og-image.png";

/** The public base URL of this build, no trailing slash (vite.config.ts resolves PUBLIC_SITE_URL). */
const publicSiteUrl: string = (import.meta.env.PUBLIC_SITE_URL as string | undefined) ?? site.url;

/** Absolute public URL of a site path. */
export function canonicalUrl(path: string): string {
  return absoluteUrl(publicSiteUrl, path);
}

/** A <title> longer than this is cut short in search results (html-validate's long-title). */
export const MAX_TITLE_LENGTH = 70;

/** The first of `candidates`, longest first, that fits in MAX_TITLE_LENGTH; else the last one. */
export function fittingTitle(...candidates: string[]): string {
  return candidates.find((title) => title.length <= MAX_TITLE_LENGTH) ?? candidates.at(-1)!;
}

export interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** Open Graph type: "article" for a blog post (add its article:* tags beside). */
  type?: "website" | "article";
  /** Indexed pages get a share card of their own (scripts/share-cards.ts); the others the brand's. */
  ownShareCard?: boolean;
}

export function pageMeta({ title, description, path, type = "website", ownShareCard = true }: PageMetaInput): MetaDescriptor[] {
  const url = canonicalUrl(path);
  const image = canonicalUrl(ownShareCard ? shareCardPath(path) : OG_IMAGE_PATH);
  const imageAlt = ownShareCard ? shareCardAlt(title) : `${site.name}: ${site.tagline}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_CARD_SIZE.width) },
    { property: "og:image:height", content: String(SHARE_CARD_SIZE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    ...Object.entries({ title, description, image, "image:alt": imageAlt }).map(([key, content]) => ({ name: `twitter:${key}`, content })),
  ];
}
