// Runs after `react-router build` on every prerendered page: fills the empty
// <style data-inline-href="/assets/x.css"></style> (rendered by app/root.tsx) with that
// stylesheet, so the page paints without waiting for a CSS request.
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

let pages = 0;
for (const file of htmlFiles(CLIENT_DIR)) {
  const html = readFileSync(file, "utf8");
  if (!html.includes("data-inline-href")) {
    throw new Error(`${file} has no stylesheet placeholder: is app/root.tsx still rendering it?`);
  }
  const done = html.replace(EMPTY_STYLE, (_match, href: string) => {
    const css = readFileSync(join(CLIENT_DIR, href), "utf8").replace(/<\/style/gi, "<\\/style");
    return `<style data-inline-href="${href}">${css}</style>`;
  });
  writeFileSync(file, done);
  pages++;
}
console.info(`postbuild-html: ${pages} page(s) given their stylesheet inline`);
