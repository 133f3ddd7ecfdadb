import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FIXTURE_FILES } from "./react-router-fixture.ts";
import { BootstrapShapeError } from "./postbuild-html.ts";
import { trimManifest } from "./trim-manifest.ts";

// The shape React Router 8.4.0 writes (two of a real build's routes, flags as it writes them).
const manifest = {
  entry: { module: "/assets/entry.client-Cz2gM6cK.js", imports: ["/assets/rolldown-runtime-XKyaHtl9.js", "/assets/react-s41D3tVI.js"], css: [] },
  routes: {
    root: {
      id: "root", path: "", hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false,
      hasDefaultExport: true, hasErrorBoundary: true, module: "/assets/root-CK0RIFMM.js", imports: ["/assets/react-s41D3tVI.js", "/assets/api-paths-DpezpYqz.js"], css: [],
    },
    "routes/account/assinatura": {
      id: "routes/account/assinatura", parentId: "root", path: "assinatura", hasAction: false, hasLoader: false, hasClientAction: true, hasClientLoader: true,
      hasClientMiddleware: false, hasDefaultExport: true, hasErrorBoundary: false, module: "/assets/assinatura-D1.js", imports: ["/assets/card-D6F6fU05.js"], css: [],
    },
  },
  url: "/assets/manifest-1531fabc.js",
  version: "1531fabc",
};
const parsed = (text: string) => JSON.parse(text.trim().slice("window.__reactRouterManifest=".length, -1)) as { entry: { imports: string[] }; routes: Record<string, { imports?: string[] }> };
const source = (value: unknown) => `window.__reactRouterManifest=${JSON.stringify(value)};`;

describe("the build step that trims React Router's browser manifest", () => {
  it("drops each route's import list and keeps everything else, the entry's list included", () => {
    const trimmed = trimManifest(source(manifest));
    expect(trimmed.startsWith("window.__reactRouterManifest={")).toBe(true);
    const read = JSON.parse(trimmed.slice("window.__reactRouterManifest=".length, -1)) as typeof manifest;
    const expected = structuredClone(manifest) as { routes: Record<string, { imports?: string[] }> } & typeof manifest;
    for (const route of Object.values(expected.routes)) delete route.imports;
    expect(read).toEqual(expected);
    expect(read.entry.imports).toEqual(manifest.entry.imports);
    expect(trimmed.length).toBeLessThan(source(manifest).length);
  });

  it("trims the manifest of the installed React Router, as `npm run fixture:react-router` captured it", () => {
    const captured = readFileSync(join(import.meta.dirname, "fixtures", FIXTURE_FILES.manifest), "utf8");
    const trimmed = trimManifest(captured);
    expect(Object.values(parsed(captured).routes).some((route) => route.imports?.length)).toBe(true);
    expect(Object.values(parsed(trimmed).routes).filter((route) => route.imports)).toEqual([]);
    expect(parsed(trimmed).entry.imports).toEqual(parsed(captured).entry.imports);
  });

  it.each([
    ["another assignment", source(manifest).replace("__reactRouterManifest", "__reactRouterRouteModules"), /does not read window\.__reactRouterManifest/],
    ["a manifest that is not JSON", "window.__reactRouterManifest={routes:{}};", /not a JSON object/],
    ["an entry without its imports", source({ ...manifest, entry: { module: "/assets/entry.js" } }), /entry has no module and imports/],
    ["routes without a root", source({ ...manifest, routes: {} }), /no routes with a root/],
    ["a route whose id is not its key", source({ ...manifest, routes: { ...manifest.routes, root: { ...manifest.routes.root, id: "app" } } }), /route root has no id and module/],
    ["imports that are not a list", source({ ...manifest, routes: { ...manifest.routes, root: { ...manifest.routes.root, imports: "/assets/a.js" } } }), /other than an array/],
  ])("stops the build on %s", (_case, changed, message) => {
    expect(() => trimManifest(changed)).toThrow(BootstrapShapeError);
    expect(() => trimManifest(changed)).toThrow(message);
  });
});
