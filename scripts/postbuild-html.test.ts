import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inlineStylesheet } from "../contracts/served-page.ts";
import { APP_CODE_ID, BootstrapShapeError, deferAppCode, installedReactRouter, loaderDataAsBlocks, UNDERSTOOD_REACT_ROUTER } from "./postbuild-html.ts";

// A page exactly as React Router 8.4.0 prerendered it (the SPA fallback of a real build).
const page = readFileSync(new URL("fixtures/react-router-page.html", import.meta.url), "utf8");
const withoutAppCode = (html: string) =>
  html.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(/<script type="application\/json" id="app-code">[^<]*<\/script>/, "").replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/, "");
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(page)![1]!;
const loaderOf = (html: string) => /<script type="module">([\s\S]*?)<\/script>/.exec(deferAppCode(html))![1];
const appCodeOf = (html: string) => JSON.parse(new RegExp(`id="${APP_CODE_ID}">([^<]*)<`).exec(deferAppCode(html))![1]!) as { routes: Record<string, string> };

describe("the build step that defers React Router's bootstrap", () => {
  it("is pinned to the installed React Router: an upgrade must re-check the fixture and this step", () => {
    expect(installedReactRouter(), "React Router was upgraded: rebuild, compare a page with scripts/fixtures/react-router-page.html, then update the fixture and UNDERSTOOD_REACT_ROUTER").toBe(
      UNDERSTOOD_REACT_ROUTER,
    );
  });

  it("replaces the module preloads and the bootstrap with a loader that starts after the first paint, reading what to load from a data block", () => {
    const html = deferAppCode(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('async=""');
    const loaders = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(loaders).toHaveLength(1);
    expect(loaders[0]).toMatch(/^requestAnimationFrame\(function\(\)\{setTimeout\(async function\(\)\{var b=document\.querySelector\('script\[type="application\/json"\]#app-code'\)/);
    const block = new RegExp(`<script type="application/json" id="${APP_CODE_ID}">([^<]*)</script><script type="module">`).exec(html);
    expect(JSON.parse(block![1]!)).toEqual({
      preload: ["/assets/manifest-cdf6968e.js", "/assets/entry.client-CX-zwFJr.js", "/assets/rolldown-runtime-WkwZ5CU-.js", "/assets/react-ClMAnR2J.js", "/assets/root-3E7FCJDh.js", "/assets/api-paths-D7_EZaCa.js", "/assets/spinner-IFOVGXgQ.js", "/assets/contact-modal-provider-DG7jGlWv.js", "/assets/consent-CWFhaH6T.js", "/assets/url-secrets-lWBNgg2d.js", "/assets/use-hydrated-DleaKCdD.js"],
      sideEffects: ["/assets/manifest-cdf6968e.js"],
      routes: { root: "/assets/root-3E7FCJDh.js" },
      entry: "/assets/entry.client-CX-zwFJr.js",
    });
    // Everything else of the page is left as it was.
    expect(withoutAppCode(html)).toBe(withoutAppCode(page));
  });

  it("writes the same loader on every page, so the CSP needs one hash for it", () => {
    const otherPage = page
      .replace(bootstrap, bootstrap.replace('window.__reactRouterRouteModules = {"root":route0}', 'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1}').replace('import * as route0 from "/assets/root-3E7FCJDh.js";', 'import * as route0 from "/assets/root-3E7FCJDh.js";\nimport * as route1 from "/assets/home-Xy12.js";'))
      .replace("</head>", '<link rel="modulepreload" href="/assets/home-Xy12.js"/></head>');
    expect(appCodeOf(otherPage).routes).toEqual({ root: "/assets/root-3E7FCJDh.js", "routes/home": "/assets/home-Xy12.js" });
    expect(loaderOf(otherPage)).toBe(loaderOf(page));
  });

  it("moves the prerendered loader data into a data block read by a script that is the same on every page", () => {
    const enqueue = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("[^<]*")\);<\/script>/.exec(page)!;
    const withData = page.replace(enqueue[1]!, JSON.stringify('[{"_1":2},"loaderData",{"posts":"</script>"}]\n').replace(/</g, "\\u003c"));
    for (const html of [page, withData]) {
      const original = JSON.parse(/streamController\.enqueue\(("[^<]*")\);/.exec(html)![1]!) as string;
      const rewritten = loaderDataAsBlocks(html);
      const [, data, reader] = /<script type="application\/json">([^<]*)<\/script><script>([^<]*)<\/script>/.exec(rewritten)!;
      expect(JSON.parse(data!)).toBe(original);
      expect(reader).toBe("window.__reactRouterContext.streamController.enqueue(JSON.parse(document.currentScript.previousElementSibling.textContent));");
      expect(rewritten).not.toMatch(/streamController\.enqueue\("/);
    }
    expect(() => loaderDataAsBlocks(page.replace(enqueue[0], ""))).toThrow(/no window\.__reactRouterContext\.streamController\.enqueue/);
  });

  it("fills the stylesheet placeholder, never letting the CSS close the <style> early", () => {
    const html = inlineStylesheet(page, (href) => `/* ${href} */ a::after{content:"</style>"}`);
    expect(html).toContain('<style data-inline-href="/assets/app-CTcnApRJ.css">/* /assets/app-CTcnApRJ.css */ a::after{content:"<\\/style>"}</style>');
  });

  it.each([
    ["an unknown line in the bootstrap", page.replace(bootstrap, `${bootstrap}\nwindow.__reactRouterHydrate();`), /unexpected line in the bootstrap script: window\.__reactRouterHydrate\(\);/],
    ["a bootstrap without its entry import", page.replace(/\nimport\("[^"]+"\);/, ""), /imports no entry module/],
    ["route modules set another way", page.replace("window.__reactRouterRouteModules = ", "window.__reactRouterRouteModules ||= "), /unexpected line/],
    ["a bootstrap loaded with type=module and no async", page.replace('<script type="module" async="">', '<script type="module">'), /expected one <script type="module" async=""> bootstrap, found 0/],
    ["two bootstraps", page.replace("</body>", `<script type="module" async="">${bootstrap}</script></body>`), /found 2/],
    ["no module preloads", page.replace(/<link rel="modulepreload"[^>]*>/g, ""), /no <link rel="modulepreload"/],
    ["a route module that was not imported", page.replace('{"root":route0}', '{"root":route0,"routes/home":route9}'), /unexpected entry in window\.__reactRouterRouteModules: "routes\/home":route9/],
  ])("stops the build, naming the React Router version, on %s", (_name, changed) => {
    expect(changed).not.toBe(page);
    expect(() => deferAppCode(changed)).toThrow(BootstrapShapeError);
    expect(() => deferAppCode(changed)).toThrow(new RegExp(`React Router ${installedReactRouter().replaceAll(".", "\\.")} generated a page`));
    expect(() => deferAppCode(changed)).toThrow(/written for React Router 8\.4\.0/);
  });
});
