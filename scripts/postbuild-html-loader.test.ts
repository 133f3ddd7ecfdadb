// @vitest-environment jsdom
// The loader postbuild-html.ts writes into every page, run in a DOM: it reads only the data
// block and loads only the build's own /assets/ URLs. Its import() calls are recorded
// instead of fetched.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_CODE_ID, deferAppCode } from "./postbuild-html.ts";

const page = deferAppCode(readFileSync(join(import.meta.dirname, "fixtures", "react-router-page.html"), "utf8"));
const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(page)![1]!;
const ownCode = JSON.parse(new RegExp(`<script type="application/json" id="${APP_CODE_ID}">([^<]*)</script>`).exec(page)![1]!) as AppCode;

interface AppCode {
  preload: string[];
  sideEffects: string[];
  routes: Record<string, string>;
  entry: string;
}

const FOREIGN = ["https://evil.example/assets/x.js", "//evil.example/assets/y.js", "/api/z.js", "/assets/../api/w.js", "data:text/javascript,alert(1)", "javascript:alert(1)"];

/** What the loader hands React Router: window.__reactRouterRouteModules. */
const ROUTE_MODULES = "__reactRouterRouteModules";
const routeModules = () => Reflect.get(window, ROUTE_MODULES) as Record<string, unknown> | undefined;

const dataBlock = (code: AppCode) => `<script type="application/json" id="${APP_CODE_ID}">${JSON.stringify(code)}</script>`;

/** Runs the loader on a page whose body is `html`; resolves with what it preloaded and imported once it is done. */
async function runLoader(html: string) {
  document.head.innerHTML = "";
  document.body.innerHTML = html;
  const imported: string[] = [];
  // oxlint-disable-next-line no-new-func -- the loader's own text, as the page runs it
  new Function("load", loader.replace(/\bimport\(/g, "load("))(async (url: string) => {
    imported.push(url);
    return {};
  });
  // Done when the route modules are set and the task after them (the entry's) has run.
  await vi.waitFor(() => expect(routeModules()).toBeDefined(), { timeout: 5000 });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const preloaded = [...document.head.querySelectorAll("link[rel=modulepreload]")].map((l) => l.getAttribute("href"));
  return { preloaded, imported };
}

afterEach(() => {
  Reflect.deleteProperty(window, ROUTE_MODULES);
});

describe("security review: the page loader", () => {
  it("reads the JSON data block, never an element of another kind that took its id first", async () => {
    const foreign = `<div id="${APP_CODE_ID}">${JSON.stringify({ preload: ["/assets/alheio.js"], sideEffects: [], routes: { root: "/assets/alheio.js" }, entry: "/assets/alheio.js" })}</div>`;
    const { preloaded, imported } = await runLoader(foreign + dataBlock(ownCode));
    expect(preloaded).toEqual(ownCode.preload);
    expect(imported).toEqual([...ownCode.sideEffects, ...Object.values(ownCode.routes), ownCode.entry]);
  });

  it("loads only same-origin /assets/ URLs: any other in the block is skipped", async () => {
    const mixed: AppCode = {
      preload: [...FOREIGN, ...ownCode.preload],
      sideEffects: [...FOREIGN, ...ownCode.sideEffects],
      routes: { ...ownCode.routes, ...Object.fromEntries(FOREIGN.map((url, i) => [`routes/foreign-${i}`, url])) },
      entry: ownCode.entry,
    };
    const { preloaded, imported } = await runLoader(dataBlock(mixed));
    expect(preloaded).toEqual(ownCode.preload);
    expect(imported).toEqual([...ownCode.sideEffects, ...Object.values(ownCode.routes), ownCode.entry]);
    expect(Object.keys(routeModules()!)).toEqual(Object.keys(ownCode.routes));
  });

  it("does not import an entry outside /assets/", async () => {
    const { imported } = await runLoader(dataBlock({ ...ownCode, entry: "https://evil.example/assets/entry.js" }));
    expect(imported).toEqual([...ownCode.sideEffects, ...Object.values(ownCode.routes)]);
  });
});
