// Loads the brand font without ever re-laying out a page the visitor is already reading.
// On the first page of a visit the text paints in the metric-matched fallback and stays in
// it; once the page has loaded, the font file is prefetched into the cache. Inter then
// applies at the first client-side navigation (the page changes anyway) or on the next
// page load. Pages opened after that apply it at once: whether the file is already in the
// browser's HTTP cache is asked of the cache itself (fetch with `only-if-cached`, which
// answers from the cache or fails, and never reaches the network), so nothing is stored on
// the device to remember it (no storage before consent).
// Serialised into the page by contracts/served-page.ts: it reads nothing but its arguments
// and the browser's globals.

export const FONT_FAMILY = "Inter Variable";
/** The function the head script leaves on window; app/lib/font-loading.ts calls it. */
export const APPLY_BRAND_FONT = "__tramitaApplyFont";

export interface BrandFont {
  family: string;
  /** Same-origin (`only-if-cached` needs it). */
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
  // In the cache already: apply now; otherwise prefetch once the page has loaded.
  fetch(font.url, { cache: "only-if-cached", mode: "same-origin" }).then((response) => (response.ok ? apply() : prefetchAfterLoad()), prefetchAfterLoad);
}
