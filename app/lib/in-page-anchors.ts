// Sections marked .defer-render keep an estimated height until they are first rendered, so
// a jump to an anchor past them could land in the wrong place. Before any such jump,
// every section is rendered for real (a page opened with a #hash: the head script of
// contracts/head-scripts/render-all.ts).
import { RENDER_ALL_CLASS } from "../../contracts/head-scripts/render-all";

/** Renders every section before the browser follows a link to an anchor on this page. */
export function installInPageAnchorRendering(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.("a[href*='#']");
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, doc.baseURI);
    if (url.hash && url.pathname === doc.location.pathname) doc.documentElement.classList.add(RENDER_ALL_CLASS);
  };
  doc.addEventListener("click", onClick, { capture: true });
  return () => doc.removeEventListener("click", onClick, { capture: true });
}
