// The public origin canonical URLs, Open Graph tags and the sitemap are built from
// (PUBLIC_SITE_URL, read at build time; the server validates the same variable at start).
import { site } from "./site.ts";

/** `value` as an origin-like base without a trailing slash; the brand's URL when unset. */
export function resolvePublicSiteUrl(value: string | undefined): string {
  const raw = value?.trim() || site.url;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`PUBLIC_SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** Absolute URL of a site path (`/blog`) under the public base. */
export function absoluteUrl(base: string, path: string): string {
  return path === "/" ? `${base}/` : `${base}${path}`;
}
