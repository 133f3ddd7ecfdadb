// Runs after `react-router build` on every prerendered page, to make the first paint wait
// for nothing but the HTML:
// 1. the empty <style data-inline-href="/assets/x.css"></style> rendered by app/root.tsx
//    is filled with that stylesheet (no CSS request before the first paint);
// 2. React Router's module preloads and bootstrap script are replaced by one that starts
//    downloading the app's code after the first paint. The prerendered HTML is complete
//    and readable; the code only makes it interactive, so it must not compete with it.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const CLIENT_DIR = "build/client";
const EMPTY_STYLE = /<style data-inline-href="(\/assets\/[^"]+\.css)"><\/style>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^}]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

function inlineStylesheet(html: string): string {
  if (!html.includes("data-inline-href")) throw new Error("no stylesheet placeholder: is app/root.tsx still rendering it?");
  return html.replace(EMPTY_STYLE, (_match, href: string) => {
    const css = readFileSync(join(CLIENT_DIR, href), "utf8").replace(/<\/style/gi, "<\\/style");
    return `<style data-inline-href="${href}">${css}</style>`;
  });
}

/** React Router's bootstrap, read line by line; anything unexpected stops the build. */
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
    else if (mods) routeModules = mods[1]!;
    else if (ent) entry = ent[1]!;
    else throw new Error(`unexpected line in React Router's bootstrap script: ${line}`);
  }
  if (!entry || !routeModules) throw new Error("React Router's bootstrap script has no entry or route modules");
  return { sideEffects, routeImports, routeModules, entry };
}

function deferBootstrap(html: string): string {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const script = BOOTSTRAP.exec(html);
  if (!script || preloads.length === 0) throw new Error("React Router's module preloads or bootstrap script not found");
  const { sideEffects, routeImports, routeModules, entry } = parseBootstrap(script[1]!);
  const imports = JSON.stringify(routeImports.map((r) => r.url));
  const names = routeImports.map((r) => r.name).join(",");
  const loader =
    `requestAnimationFrame(function(){setTimeout(async function(){` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});` +
    sideEffects.map((url) => `await import(${JSON.stringify(url)});`).join("") +
    `var [${names}]=await Promise.all(${imports}.map(function(u){return import(u)}));` +
    `window.__reactRouterRouteModules=${routeModules};` +
    // Yield between evaluating the route modules and the entry (which starts hydration), so
    // the browser gets the main thread back in between instead of one long task.
    `await new Promise(function(r){setTimeout(r,0)});` +
    `import(${JSON.stringify(entry)});` +
    `},0)});`;
  return html.replace(MODULE_PRELOAD, "").replace(BOOTSTRAP, `<script type="module">${loader}</script>`);
}

let pages = 0;
for (const file of htmlFiles(CLIENT_DIR)) {
  try {
    writeFileSync(file, deferBootstrap(inlineStylesheet(readFileSync(file, "utf8"))));
  } catch (error) {
    throw new Error(`postbuild-html: ${file}: ${(error as Error).message}`, { cause: error });
  }
  pages++;
}
console.info(`postbuild-html: ${pages} page(s): stylesheet inlined, app code deferred past the first paint`);
