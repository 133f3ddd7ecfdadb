import { lazy, Suspense, type ReactNode } from "react";
import { SiteHeader } from "./site-header";

// The footer is never in the first viewport: its code loads after the page's own.
const SiteFooter = lazy(() => import("./site-footer"));

/** Header, main landmark and footer around a page's content. */
export function PageShell({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <Suspense fallback={<div className="min-h-96 bg-slate-950" />}>
        <SiteFooter />
      </Suspense>
    </>
  );
}
