import "./lib/zod-jitless";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { Suspense, useEffect, useRef, type ReactNode } from "react";
import type { Route } from "./+types/root";
import { HEAD_SCRIPT_NAMES, headScripts, STYLESHEET_ATTRIBUTE } from "../contracts/served-page";
import { markPageHydrated } from "./lib/page-hydrated";
import { Button } from "./components/ui/button";
import { LoadingSpinner } from "./components/ui/spinner";
import { ContactModalProvider } from "./features/contact-form/contact-modal-provider";
import { CookieConsent } from "./features/cookie-consent/cookie-consent";
import { site } from "../contracts/site";
import { BLOG_FEED_PATH, BLOG_TITLE } from "./features/blog/paths";
import stylesheetUrl from "./app.css?url";
import fontUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { applyBrandFont } from "./lib/font-loading";
import { installInPageAnchorRendering } from "./lib/in-page-anchors";
import { ScrollPositionsNotKept } from "./lib/scroll-positions";
import { countPage } from "./features/measurement/beacon";

// In production the stylesheet is inlined into every HTML page after the build
// (contracts/served-page.ts): no render-blocking request before the first paint.
export const links: Route.LinksFunction = () => [
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheetUrl }] : []),
  { rel: "icon", ...site.icon },
  // Feed readers find the blog's feed from any page.
  { rel: "alternate", type: "application/atom+xml", title: BLOG_TITLE, href: BLOG_FEED_PATH },
];

export const meta: Route.MetaFunction = () => [
  { title: `${site.name} | ${site.tagline}` },
  { name: "description", content: "Protocolo digital, fluxo de documentos, correspondências e malote digital para empresas." },
];

/**
 * The head scripts' sources, written into the prerendered pages only. They run from that HTML
 * before any module loads, and hydration keeps an element's prerendered inner HTML (as it keeps
 * the inlined stylesheet's), so the browser's bundle carries their names and not their code.
 */
const headScriptSources = import.meta.env.SSR ? headScripts({ fontUrl }) : null;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        {/* contracts/served-page.ts: the head scripts, in order, and the stylesheet placeholder. */}
        {HEAD_SCRIPT_NAMES.map((name) => (
          <script key={name} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: headScriptSources?.[name] ?? "" }} />
        ))}
        {!import.meta.env.DEV && (
          <style {...{ [STYLESHEET_ATTRIBUTE]: stylesheetUrl }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <ScrollPositionsNotKept />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const navigation = useNavigation();
  useEffect(() => installInPageAnchorRendering(), []);
  useBrandFontAfterFirstNavigation();
  usePageCount();
  return (
    <ContactModalProvider>
      {navigation.state === "loading" && <NavigationSpinner />}
      {/* A boundary around the page's content: React hydrates what is inside it apart from the
          root and in slices it yields between, not in one task as long as the page is big. */}
      <Suspense>
        <Outlet />
        <PageHydrated />
      </Suspense>
      <CookieConsent />
    </ContactModalProvider>
  );
}

/** Marks the page hydrated (app/lib/page-hydrated.ts) once the content beside it is. */
function PageHydrated() {
  useEffect(markPageHydrated, []);
  return null;
}

/** The first page of a visit keeps the fallback font (app/lib/font-loading.ts); the brand
 *  font applies when the visitor moves to another page, as the content changes anyway. */
function useBrandFontAfterFirstNavigation() {
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPathname.current) applyBrandFont();
  }, [pathname]);
}

/** Aggregate measurement: one beacon per page, the document load's and each navigation's (app/features/measurement/). */
function usePageCount() {
  const { pathname } = useLocation();
  useEffect(() => countPage(pathname), [pathname]);
}

/** Shown while the next page's code loads; fades in late so fast loads do not flash. */
function NavigationSpinner() {
  return (
    <div className="fixed inset-x-0 top-20 z-50 flex justify-center motion-safe:animate-[fade-in_200ms_ease-out_150ms_both]">
      <LoadingSpinner className="rounded-full bg-white px-4 py-2 shadow-lg ring-1 ring-slate-200" />
    </div>
  );
}

/** The SPA fallback shows this until the page's code has loaded. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <LoadingSpinner />
    </div>
  );
}

/** spec §2, §8: the top-level error screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="flex min-h-screen items-center justify-center px-6">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-2xl font-bold">Algo deu errado</h1>
        <p className="mt-2 text-slate-700">Por favor, recarregue a página.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Recarregar
        </Button>
      </div>
    </main>
  );
}
