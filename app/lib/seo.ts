// Title, description, canonical URL and Open Graph tags for a page.
import type { MetaDescriptor } from "react-router";
import { site } from "../content/site";

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
    { property: "og:image", content: new URL("/images/brand/og-image.png", site.url).toString() },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
