import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BootstrapShapeError, deferAppCode, inlineStylesheet, installedReactRouter, UNDERSTOOD_REACT_ROUTER } from "./postbuild-html.ts";

// A page exactly as React Router 8.4.0 prerendered it (the SPA fallback of a real build).
const page = readFileSync(new URL("fixtures/react-router-page.html", import.meta.url), "utf8");
const withoutAppCode = (html: string) => html.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/, "");
const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(page)![1]!;

describe("the build step that defers React Router's bootstrap", () => {
  it("is pinned to the installed React Router: an upgrade must re-check the fixture and this step", () => {
    expect(installedReactRouter(), "React Router was upgraded: rebuild, compare a page with scripts/fixtures/react-router-page.html, then update the fixture and UNDERSTOOD_REACT_ROUTER").toBe(
      UNDERSTOOD_REACT_ROUTER,
    );
  });

  it("replaces the module preloads and the bootstrap with one loader that starts after the first paint", () => {
    const html = deferAppCode(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('async=""');
    const loaders = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(loaders).toHaveLength(1);
    expect(loaders[0]).toBe(
      'requestAnimationFrame(function(){setTimeout(async function(){' +
        'var p=["/assets/manifest-cdf6968e.js","/assets/entry.client-CX-zwFJr.js","/assets/rolldown-runtime-WkwZ5CU-.js","/assets/react-ClMAnR2J.js","/assets/root-3E7FCJDh.js","/assets/api-paths-D7_EZaCa.js","/assets/spinner-IFOVGXgQ.js","/assets/contact-modal-provider-DG7jGlWv.js","/assets/consent-CWFhaH6T.js","/assets/url-secrets-lWBNgg2d.js","/assets/use-hydrated-DleaKCdD.js"]' +
        ";for(var i=0;i<p.length;i++){if(i)await new Promise(function(r){setTimeout(r,0)});" +
        'var l=document.createElement("link");l.rel="modulepreload";l.href=p[i];document.head.appendChild(l)}' +
        'await import("/assets/manifest-cdf6968e.js");' +
        'var [route0]=await Promise.all(["/assets/root-3E7FCJDh.js"].map(function(u){return import(u)}));' +
        'window.__reactRouterRouteModules={"root":route0};' +
        "await new Promise(function(r){setTimeout(r,0)});" +
        'import("/assets/entry.client-CX-zwFJr.js");' +
        "},0)});",
    );
    // Everything else of the page is left as it was.
    expect(withoutAppCode(html)).toBe(withoutAppCode(page));
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
  ])("stops the build, naming the React Router version, on %s", (_name, changed) => {
    expect(changed).not.toBe(page);
    expect(() => deferAppCode(changed)).toThrow(BootstrapShapeError);
    expect(() => deferAppCode(changed)).toThrow(new RegExp(`React Router ${installedReactRouter().replaceAll(".", "\\.")} generated a page`));
    expect(() => deferAppCode(changed)).toThrow(/written for React Router 8\.4\.0/);
  });
});
