// Title, description, canonical URL and Open Graph tags for a page.
import type { MetaDescriptor } from "react-router";
import { site } from "../content/site";

/** The share card, made for Open Graph's 1200 x 630. */
export const OG_IMAGE_PATH = "/images/brand/og-image.png";

export function pageMeta({ title, description, path }: { title: string; description: string; path: string }): MetaDescriptor[] {
  const url = new URL(path, site.url).toString();
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: new URL(OG_IMAGE_PATH, site.url).toString() },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
