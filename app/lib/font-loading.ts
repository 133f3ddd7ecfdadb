// Loads the brand font without ever re-laying out a page the visitor is already reading.
// On the first page of a visit the text paints in the metric-matched fallback and stays in
// it; once the page has loaded, the font file is prefetched into the cache. Inter then
// applies at the first client-side navigation (the page changes anyway) or on the next
// page load. Pages opened after that in the same visit apply it at once.
// Returned as the source of an inline <script> for the document head.

export const FONT_FAMILY = "Inter Variable";
const CACHED_KEY = "tramita:font-loaded";
const APPLY_FUNCTION = "__tramitaApplyFont";

export function fontLoadingScript(fontUrl: string): string {
  const face = JSON.stringify(FONT_FAMILY);
  const src = JSON.stringify(`url(${fontUrl}) format("woff2")`);
  const key = JSON.stringify(CACHED_KEY);
  const url = JSON.stringify(fontUrl);
  return (
    `(function(){if(!window.FontFace||!document.fonts)return;var applied=false;` +
    `function cached(){try{sessionStorage.setItem(${key},"1")}catch(e){}}` +
    `function apply(){if(applied)return;applied=true;var f=new FontFace(${face},${src},{weight:"100 900",display:"swap"});document.fonts.add(f);f.load().then(cached,function(){})}` +
    `window.${APPLY_FUNCTION}=apply;` +
    `try{if(sessionStorage.getItem(${key})){apply();return}}catch(e){}` +
    `addEventListener("load",function(){var l=document.createElement("link");l.rel="prefetch";l.as="font";l.type="font/woff2";l.crossOrigin="anonymous";l.href=${url};l.onload=cached;document.head.appendChild(l)})})()`
  );
}

/** Applies the brand font now (the head script defines how); a no-op once it is applied. */
export function applyBrandFont(): void {
  (window as unknown as Record<string, (() => void) | undefined>)[APPLY_FUNCTION]?.();
}
