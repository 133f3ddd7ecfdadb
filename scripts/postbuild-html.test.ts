import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inlineStylesheet } from "../contracts/served-page.ts";
import { APP_CODE_ID, BootstrapShapeError, deferAppCode, installedReactRouter, loaderDataAsBlocks, UNDERSTOOD_REACT_ROUTER } from "./postbuild-html.ts";

// A page exactly as React Router prerendered it (the SPA fallback of a real build), captured
// by `npm run fixture:react-router` with the version it came from.
const page = readFileSync(new URL("fixtures/react-router-page.html", import.meta.url), "utf8");
const captured = JSON.parse(readFileSync(new URL("fixtures/react-router-version.json", import.meta.url), "utf8")) as { reactRouter: string };
const withoutAppCode = (html: string) =>
  html.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(/<script type="application\/json" id="app-code">[^<]*<\/script>/, "").replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/, "");
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(page)![1]!;
const loaderOf = (html: string) => /<script type="module">([\s\S]*?)<\/script>/.exec(deferAppCode(html))![1];
/** The root route's module, as the fixture's bootstrap imports it. */
const rootModule = /import \* as route0 from \x22([^\x22]+)\x22;/.exec(bootstrap)![1]!;
/** A line of React Router's bootstrap importing a route module. */
const routeImport = (name: string, url: string) => `import * as ${name} from ${JSON.stringify(url)};`;
const appCodeOf = (html: string) => JSON.parse(new RegExp(`id="${APP_CODE_ID}">([^<]*)<`).exec(deferAppCode(html))![1]!) as { routes: Record<string, string> };

describe("the build step that defers React Router's bootstrap", () => {
  it("is checked against a page of the installed React Router: an upgrade must regenerate the fixture", () => {
    expect(captured.reactRouter, "React Router was upgraded: run `npm run fixture:react-router`, then make these tests pass and update UNDERSTOOD_REACT_ROUTER").toBe(installedReactRouter());
    expect(UNDERSTOOD_REACT_ROUTER).toBe(captured.reactRouter);
  });

  it("replaces the module preloads and the bootstrap with a loader that starts after the first paint, reading what to load from a data block", () => {
    const html = deferAppCode(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('async=""');
    const loaders = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(loaders).toHaveLength(1);
    expect(loaders[0]).toMatch(/^requestAnimationFrame\(function\(\)\{setTimeout\(async function\(\)\{var b=document\.querySelector\('script\[type="application\/json"\]#app-code'\)/);
    const block = new RegExp(`<script type="application/json" id="${APP_CODE_ID}">([^<]*)</script><script type="module">`).exec(html);
    // What React Router's bootstrap and preloads named, in their order.
    const imports = [...bootstrap.matchAll(/^import (?:\* as (\w+) from )?\x22([^\x22]+)\x22;$/gm)];
    const byName = new Map(imports.flatMap((m) => (m[1] ? [[m[1], m[2]!] as const] : [])));
    const routes = Object.fromEntries([.../"([^"]+)":(\w+)/g[Symbol.matchAll](/__reactRouterRouteModules = (\{[^}]*\})/.exec(bootstrap)![1]!)].map((m) => [m[1]!, byName.get(m[2]!)!]));
    expect(Object.keys(routes)).toContain("root");
    expect(JSON.parse(block![1]!)).toEqual({
      preload: [...page.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1]),
      sideEffects: imports.filter((m) => !m[1]).map((m) => m[2]),
      routes,
      entry: /import\("([^"]+)"\);/.exec(bootstrap)![1],
    });
    // Everything else of the page is left as it was.
    expect(withoutAppCode(html)).toBe(withoutAppCode(page));
  });

  it("writes the same loader on every page, so the CSP needs one hash for it", () => {
    const otherPage = page
      .replace(bootstrap, bootstrap.replace('window.__reactRouterRouteModules = {"root":route0}', 'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1}').replace(routeImport("route0", rootModule), `${routeImport("route0", rootModule)}\n${routeImport("route1", "/assets/home-Xy12.js")}`))
      .replace("</head>", '<link rel="modulepreload" href="/assets/home-Xy12.js"/></head>');
    expect(appCodeOf(otherPage).routes).toEqual({ root: rootModule, "routes/home": "/assets/home-Xy12.js" });
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
    const href = /<style data-inline-href="(\/assets\/app-[\w-]+\.css)"><\/style>/.exec(page)![1]!;
    const html = inlineStylesheet(page, (asset) => `/* ${asset} */ a::after{content:"</style>"}`);
    expect(html).toContain(`<style data-inline-href="${href}">/* ${href} */ a::after{content:"<\\/style>"}</style>`);
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
