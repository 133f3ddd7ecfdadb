// Loads the brand font without holding up the first paint. On the first page of a visit
// the text paints at once in the metric-matched fallback and Inter swaps in after the
// page has loaded; later pages of the same visit (font already cached) use it at once.
// Returned as the source of an inline <script> for the document head.

export const FONT_FAMILY = "Inter Variable";
const LOADED_KEY = "tramita:font-loaded";

export function fontLoadingScript(fontUrl: string): string {
  const face = JSON.stringify(FONT_FAMILY);
  const src = JSON.stringify(`url(${fontUrl}) format("woff2")`);
  const key = JSON.stringify(LOADED_KEY);
  return `(function(){if(!window.FontFace||!document.fonts)return;function load(){var f=new FontFace(${face},${src},{weight:"100 900",display:"swap"});document.fonts.add(f);f.load().then(function(){try{sessionStorage.setItem(${key},"1")}catch(e){}},function(){})}try{if(sessionStorage.getItem(${key})){load();return}}catch(e){}addEventListener("load",function(){setTimeout(load,0)})})()`;
}
