// Trims React Router's browser manifest (assets/manifest-*.js, `window.__reactRouterManifest`),
// which every page loads before it hydrates. For each route it lists every chunk the route
// imports; the browser reads those lists only to render <link rel="modulepreload"> in a server
// render and for <Link prefetch>. This site has neither (its pages are prerendered, their
// preloads set by scripts/postbuild-html.ts, and no link prefetches), yet the lists are two
// thirds of the file: about 2 KB gzip on every page. The entry's own list is kept (React
// Router's <Scripts> reads it unguarded). The file keeps its name: its hash still names one
// content, as the trimming is a pure function of what React Router wrote.
// The shape is checked against what React Router 8.4 emits (postbuild-html.ts's BootstrapShapeError).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { BootstrapShapeError } from "./postbuild-html.ts";

const PREFIX = "window.__reactRouterManifest=";
const MANIFEST_FILE = /^manifest-[\w-]+\.js$/;

interface RouteEntry {
  id: string;
  module: string;
  imports?: unknown;
  [flag: string]: unknown;
}

/** The manifest's source without the routes' import lists. */
export function trimManifest(source: string): string {
  const text = source.trim();
  if (!text.startsWith(PREFIX) || !text.endsWith(";")) throw new BootstrapShapeError(`the manifest does not read ${PREFIX}{...};`);
  let manifest: { entry?: { module?: unknown; imports?: unknown }; routes?: Record<string, RouteEntry> };
  try {
    manifest = JSON.parse(text.slice(PREFIX.length, -1));
  } catch {
    throw new BootstrapShapeError("the manifest is not a JSON object after its assignment");
  }
  const routes = manifest.routes;
  if (typeof manifest.entry?.module !== "string" || !Array.isArray(manifest.entry.imports)) throw new BootstrapShapeError("the manifest's entry has no module and imports");
  if (!routes || typeof routes !== "object" || !routes.root) throw new BootstrapShapeError("the manifest has no routes with a root");
  for (const [id, route] of Object.entries(routes)) {
    if (route.id !== id || typeof route.module !== "string") throw new BootstrapShapeError(`the manifest's route ${id} has no id and module`);
    if (route.imports !== undefined && !Array.isArray(route.imports)) throw new BootstrapShapeError(`the manifest's route ${id} lists its imports as something other than an array`);
    delete route.imports;
  }
  return `${PREFIX}${JSON.stringify(manifest)};`;
}

/** The client build's manifest file. */
export function builtManifestFile(clientDir: string): string {
  const assets = join(clientDir, "assets");
  const files = readdirSync(assets).filter((name) => MANIFEST_FILE.test(name));
  if (files.length !== 1) throw new BootstrapShapeError(`expected one assets/manifest-*.js, found ${files.length}`);
  return join(assets, files[0]!);
}

/** The client build's manifest file and its trimmed source, to be written with the deferred pages. */
export function trimmedBuiltManifest(clientDir: string): { file: string; source: string } {
  const file = builtManifestFile(clientDir);
  return { file, source: trimManifest(readFileSync(file, "utf8")) };
}
