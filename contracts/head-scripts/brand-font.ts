// Loads the brand font without ever re-laying out a page the visitor is already reading.
// On the first page of a visit the text paints in the metric-matched fallback and stays in
// it; once the page has loaded, the font file is prefetched into the cache. Inter then
// applies at the first client-side navigation (the page changes anyway) or on the next
// page load. Pages opened after that in the same visit apply it at once.
// Serialised into the page by contracts/served-page.ts: it reads nothing but its arguments
// and the browser's globals.

export const FONT_FAMILY = "Inter Variable";
/** The function the head script leaves on window; app/lib/font-loading.ts calls it. */
export const APPLY_BRAND_FONT = "__tramitaApplyFont";

export interface BrandFont {
  family: string;
  url: string;
  /** sessionStorage key: set once the font is in the cache, so later pages apply it at once. */
  cachedKey: string;
  applyFunction: string;
}

export const brandFont = (url: string): BrandFont => ({ family: FONT_FAMILY, url, cachedKey: "tramita:font-loaded", applyFunction: APPLY_BRAND_FONT });

export function loadBrandFont(font: BrandFont): void {
  if (!window.FontFace || !document.fonts) return;
  let applied = false;
  const cached = () => {
    try {
      sessionStorage.setItem(font.cachedKey, "1");
    } catch {
      // Storage refused: the font applies at the next navigation instead.
    }
  };
  const apply = () => {
    if (applied) return;
    applied = true;
    const face = new FontFace(font.family, `url(${font.url}) format("woff2")`, { weight: "100 900", display: "swap" });
    document.fonts.add(face);
    face.load().then(cached, () => {});
  };
  (window as unknown as Record<string, unknown>)[font.applyFunction] = apply;
  try {
    if (sessionStorage.getItem(font.cachedKey)) {
      apply();
      return;
    }
  } catch {
    // Storage refused: prefetch as on a first visit.
  }
  addEventListener("load", () => {
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.as = "font";
    link.type = "font/woff2";
    link.crossOrigin = "anonymous";
    link.href = font.url;
    link.addEventListener("load", cached);
    document.head.appendChild(link);
  });
}
