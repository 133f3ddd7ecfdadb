import type { ReactNode } from "react";
import { HydrateWhenNear } from "./hydrate-when-near";
import { SiteHeader } from "./site-header";

// The footer is rarely in the first viewport: its code loads as the visitor nears it.
const loadSiteFooter = () => import("./site-footer");

/** Header, main landmark and footer around a page's content. */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      {/* The site search indexes this landmark only (scripts/search-index.ts). */}
      <main id="conteudo" tabIndex={-1} className="focus:outline-none" data-pagefind-body="">
        {children}
      </main>
      <HydrateWhenNear name="footer" load={loadSiteFooter} fallback={<div className="min-h-96 bg-slate-950" />} />
    </>
  );
}
