// Loads the brand font without ever re-laying out a page the visitor is already reading.
// On the first page of a visit the text paints in the metric-matched fallback and stays in
// it; once the page has loaded, the font file is prefetched into the cache. Inter then
// applies at the first client-side navigation (the page changes anyway) or on the next
// page load. A page reached from another page of this site applies it at once: that page
// prefetched the file into the HTTP cache after it loaded. Nothing is stored on the device to
// remember it (no storage before consent), and nothing probes the cache (a cache-only fetch
// that misses is logged as a console error).
// Serialised into the page by contracts/served-page.ts: it reads nothing but its arguments
// and the browser's globals.

export const FONT_FAMILY = "Inter Variable";
/** The function the head script leaves on window; app/lib/font-loading.ts calls it. */
export const APPLY_BRAND_FONT = "__tramitaApplyFont";

export interface BrandFont {
  family: string;
  url: string;
  applyFunction: string;
}

export const brandFont = (url: string): BrandFont => ({ family: FONT_FAMILY, url, applyFunction: APPLY_BRAND_FONT });

export function loadBrandFont(font: BrandFont): void {
  if (!window.FontFace || !document.fonts) return;
  let applied = false;
  const apply = () => {
    if (applied) return;
    applied = true;
    const face = new FontFace(font.family, `url(${font.url}) format("woff2")`, { weight: "100 900", display: "swap" });
    document.fonts.add(face);
    face.load().catch(() => {});
  };
  (window as unknown as Record<string, unknown>)[font.applyFunction] = apply;
  const prefetch = () => {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.as = "font";
    link.type = "font/woff2";
    link.crossOrigin = "anonymous";
    link.href = font.url;
    document.head.appendChild(link);
  };
  const prefetchAfterLoad = () => (document.readyState === "complete" ? prefetch() : addEventListener("load", prefetch));
  // Came from a page of this site, which prefetched the file: apply now; otherwise prefetch once loaded.
  let fromOwnPage = false;
  try {
    fromOwnPage = document.referrer !== "" && new URL(document.referrer).origin === location.origin;
  } catch {
    // An unreadable referrer counts as another site.
  }
  if (fromOwnPage) apply();
  else prefetchAfterLoad();
}
