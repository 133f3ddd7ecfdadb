// Rewrites every prerendered page once React Router has written it (called from the
// buildEnd hook, scripts/build-end.ts), so the first paint waits for nothing but the HTML:
// 1. the empty stylesheet placeholder rendered by app/root.tsx is filled with that
//    stylesheet (contracts/served-page.ts; no CSS request before the first paint);
// 2. React Router's module preloads and bootstrap script are replaced by one that starts
//    downloading the app's code after the first paint. The prerendered HTML is complete
//    and readable; the code only makes it interactive, so it must not compete with it.
// 3. What varies between pages (the code to load, the loader data) moves into data blocks
//    (<script type="application/json">), read by scripts that are the same on every page,
//    so the Content-Security-Policy sent with every response carries a few hashes, not
//    two per page.
// Steps 2 and 3 depend on the exact code React Router generates, which no API exposes: every
// piece is checked against the shape React Router 8.4 emits (scripts/fixtures/, regenerated
// by `npm run fixture:react-router`), and anything else throws a BootstrapShapeError naming
// the installed version, on which the build leaves React Router's bootstrap alone
// (scripts/build-end.ts): an upgrade ships slower, never broken.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { minifySync } from "vite";
import { inlineStylesheet, minifyHeadScripts, scriptJson } from "../contracts/served-page.ts";

/** The React Router whose generated bootstrap this module was written against. */
export const UNDERSTOOD_REACT_ROUTER = "8.4.0";

export const installedReactRouter = (): string =>
  (createRequire(import.meta.url)("react-router/package.json") as { version: string }).version;

/** React Router generated something other than what this module understands. */
export class BootstrapShapeError extends Error {
  constructor(detail: string) {
    super(
      `React Router ${installedReactRouter()} generated a page this build step does not understand (written for React Router ${UNDERSTOOD_REACT_ROUTER}): ${detail}. ` +
        "Run `npm run fixture:react-router`, then update scripts/postbuild-html.ts until its tests pass; until then the build keeps React Router's own bootstrap.",
    );
    this.name = "BootstrapShapeError";
  }
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^}]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;
const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
/** Enqueues the data block just before it, as React Router's own script would have. */
const ENQUEUE_BLOCK = "window.__reactRouterContext.streamController.enqueue(JSON.parse(document.currentScript.previousElementSibling.textContent));";

/** React Router's bootstrap, read line by line; any line of another shape stops the build. */
function parseBootstrap(source: string) {
  const sideEffects: string[] = [];
  const routeImports: { name: string; url: string }[] = [];
  let routeModules = "";
  let entry = "";
  for (const line of source.split("\n").map((l) => l.trim()).filter(Boolean)) {
    const imp = STATIC_IMPORT.exec(line);
    const mods = ROUTE_MODULES.exec(line);
    const ent = ENTRY_IMPORT.exec(line);
    if (imp && imp[1]) routeImports.push({ name: imp[1], url: imp[2]! });
    else if (imp) sideEffects.push(imp[2]!);
    else if (mods && !routeModules) routeModules = mods[1]!;
    else if (ent && !entry) entry = ent[1]!;
    else throw new BootstrapShapeError(`unexpected line in the bootstrap script: ${line}`);
  }
  if (!entry) throw new BootstrapShapeError("the bootstrap script imports no entry module");
  if (!routeModules) throw new BootstrapShapeError("the bootstrap script sets no window.__reactRouterRouteModules");
  if (routeImports.length === 0) throw new BootstrapShapeError("the bootstrap script imports no route module");
  return { sideEffects, routeImports, routeModules, entry };
}

/** The id of the data block that tells the loader what to load. */
export const APP_CODE_ID = "app-code";

/**
 * The loader: the same text on every page, so the Content-Security-Policy allows it with one
 * hash (server/static-site.ts hashes each page's inline scripts); what it loads comes from
 * the page's data block, which is never executed and needs no hash. It reads that block only
 * (an element of another kind that took its id, in a post's HTML say, is never read), and
 * loads only the site's own build: a URL of another origin, or outside /assets/, is skipped.
 */
const LOADER =
  `requestAnimationFrame(function(){setTimeout(async function(){` +
  `var b=document.querySelector('script[type="application/json"]#${APP_CODE_ID}');if(!b)return;` +
  `var o=function(u){try{var x=new URL(u,location.href);return x.origin===location.origin&&x.pathname.indexOf("/assets/")===0}catch(e){return false}},` +
  `c=JSON.parse(b.textContent),p=c.preload.filter(o),s=c.sideEffects.filter(o);` +
  // Each inserted preload starts a fetch, several ms of main thread apiece on a phone: a
  // score of them in one task is a long task, so each goes in a task of its own.
  `for(var i=0;i<p.length;i++){` +
  `if(i)await new Promise(function(r){setTimeout(r,0)});` +
  `var l=document.createElement("link");l.rel="modulepreload";l.href=p[i];document.head.appendChild(l)}` +
  `for(var j=0;j<s.length;j++)await import(s[j]);` +
  `var ids=Object.keys(c.routes).filter(function(id){return o(c.routes[id])}),m=await Promise.all(ids.map(function(id){return import(c.routes[id])})),r={};` +
  `for(var k=0;k<ids.length;k++)r[ids[k]]=m[k];` +
  `window.__reactRouterRouteModules=r;` +
  // Yield between evaluating the route modules and the entry (which starts hydration), so
  // the browser gets the main thread back in between instead of one long task.
  `await new Promise(function(r){setTimeout(r,0)});` +
  `if(o(c.entry))import(c.entry)},0)});`;

/** What the loader of one page loads, in the order React Router's bootstrap did. */
interface AppCode {
  preload: string[];
  sideEffects: string[];
  /** Route id -> module URL, as window.__reactRouterRouteModules maps them. */
  routes: Record<string, string>;
  entry: string;
}

/** `{"root":route0,"routes/home":route1}` with the bootstrap's imports -> route id -> module URL. */
function routeUrls(routeModules: string, routeImports: { name: string; url: string }[]): Record<string, string> {
  const urls = new Map(routeImports.map((r) => [r.name, r.url]));
  const routes: Record<string, string> = {};
  for (const entry of routeModules.slice(1, -1).split(",")) {
    const match = /^"([^"]+)":(\w+)$/.exec(entry);
    const url = match && urls.get(match[2]!);
    if (!url) throw new BootstrapShapeError(`unexpected entry in window.__reactRouterRouteModules: ${entry}`);
    routes[match[1]!] = url;
  }
  return routes;
}

/** Replaces the module preloads and the bootstrap with the loader, which starts after the first paint. */
export function deferAppCode(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const scripts = [...html.matchAll(BOOTSTRAP)];
  if (scripts.length !== 1) throw new BootstrapShapeError(`expected one <script type="module" async=""> bootstrap, found ${scripts.length}`);
  if (preloads.length === 0) throw new BootstrapShapeError('no <link rel="modulepreload" href="..."/> found');
  const { sideEffects, routeImports, routeModules, entry } = parseBootstrap(scripts[0]![1]!);
  const appCode: AppCode = { preload: preloads, sideEffects, routes: routeUrls(routeModules, routeImports), entry };
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(BOOTSTRAP, () => `<script type="application/json" id="${APP_CODE_ID}">${scriptJson(appCode)}</script><script type="module">${LOADER}</script>`);
}

/**
 * React Router's prerendered loader data, which it writes as a script per page
 * (`...streamController.enqueue("<JSON string>");`), becomes a data block read by a script
 * that is the same on every page: one hash in the CSP instead of one per page with data.
 */
export function loaderDataAsBlocks(html: string): string {
  const found = [...html.matchAll(ENQUEUE)];
  if (found.length === 0) throw new BootstrapShapeError("no window.__reactRouterContext.streamController.enqueue(...) script found");
  return html.replace(ENQUEUE, (_match, literal: string) => {
    if (typeof JSON.parse(literal) !== "string") throw new BootstrapShapeError("the loader data enqueued is not a JSON string");
    return `<script type="application/json">${literal}</script><script>${ENQUEUE_BLOCK}</script>`;
  });
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** A head script as small as the build's minifier makes it. */
export function minifyScript(source: string): string {
  const result = minifySync("head-script.js", source, {});
  if (result.errors.length) throw new Error(`a head script does not minify: ${result.errors.map((e) => e.message).join("; ")}`);
  return result.code;
}

/**
 * Every page of the client build, file -> HTML, after the safe steps (whatever React Router
 * wrote): its stylesheet inlined and its head scripts minified.
 */
export function styledPages(clientDir: string): Map<string, string> {
  const readAsset = (href: string) => readFileSync(join(clientDir, href), "utf8");
  return new Map(htmlFiles(clientDir).map((file) => [file, atFile(file, () => minifyHeadScripts(inlineStylesheet(readFileSync(file, "utf8"), readAsset), minifyScript))]));
}

/** The pages with React Router's bootstrap deferred and its loader data in blocks; a page of another shape throws BootstrapShapeError. */
export function deferredPages(pages: Map<string, string>): Map<string, string> {
  return new Map([...pages].map(([file, html]) => [file, atFile(file, () => loaderDataAsBlocks(deferAppCode(html)))]));
}

/** Runs a step on one page, naming the page in what it throws (a BootstrapShapeError stays one). */
function atFile(file: string, step: () => string): string {
  try {
    return step();
  } catch (error) {
    if (error instanceof Error) error.message = `${file}: ${error.message}`;
    throw error;
  }
}
