// Runs after `react-router build`: fills each page's empty
// <style data-inline-href="/assets/x.css"></style> (rendered by app/root.tsx) with that
// stylesheet, so pages paint without waiting for a CSS request.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const CLIENT_DIR = "build/client";
const EMPTY_STYLE = /<style data-inline-href="(\/assets\/[^"]+\.css)"><\/style>/g;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

let inlined = 0;
for (const file of htmlFiles(CLIENT_DIR)) {
  const html = readFileSync(file, "utf8");
  const filled = html.replace(EMPTY_STYLE, (_match, href: string) => {
    const css = readFileSync(join(CLIENT_DIR, href), "utf8").replace(/<\/style/gi, "<\\/style");
    inlined++;
    return `<style data-inline-href="${href}">${css}</style>`;
  });
  if (filled === html && !html.includes("data-inline-href")) {
    throw new Error(`${file} has no stylesheet placeholder: is app/root.tsx still rendering it?`);
  }
  writeFileSync(file, filled);
}
console.info(`inline-css: stylesheet inlined into ${inlined} page(s)`);
