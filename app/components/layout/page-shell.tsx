import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { breadcrumbTrail } from "../../../contracts/page-names";
import { breadcrumbJsonLd } from "../../lib/structured-data";
import { HydrateWhenNear } from "./hydrate-when-near";
import { JsonLd } from "./json-ld";
import { SiteHeader } from "./site-header";

// The footer is rarely in the first viewport: its code loads as the visitor nears it.
const loadSiteFooter = () => import("./site-footer");

/**
 * The BreadcrumbList of an indexed page below '/', from the pages' names; an empty
 * list elsewhere, so the element the browser hydrates is there on every page and holds JSON.
 */
function breadcrumbData(pathname: string) {
  const trail = breadcrumbTrail(pathname);
  return trail ? [breadcrumbJsonLd(trail)] : [];
}

/** Header, main landmark and footer around a page's content. */
export function PageShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      {/* Prerendered HTML only, as every JsonLd: the names stay out of the browser's bundle. */}
      <JsonLd data={import.meta.env.SSR ? breadcrumbData(pathname) : null} />
      <SiteHeader />
      {/* The site search indexes this landmark only (scripts/search-index.ts). */}
      <main id="conteudo" tabIndex={-1} className="focus:outline-none" data-pagefind-body="">
        {children}
      </main>
      <HydrateWhenNear name="footer" load={loadSiteFooter} fallback={<div className="min-h-96 bg-slate-950" />} />
    </>
  );
}
