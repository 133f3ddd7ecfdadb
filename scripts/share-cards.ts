// Draws each indexed page's share card (1200 x 630 PNG, at most 300 KB) at build time, from
// what the built page says: its og:title (the headline, as pageMeta's alt text reads it), the
// section it belongs to and the brand. satori lays the card out as SVG with the Inter the site
// ships (static WOFF: satori cannot read WOFF2), resvg rasterises it. A card whose inputs and
// drawing code did not change is copied from the cache instead of drawn again.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { createElement as h } from "react";
import satori from "satori";
import { PAGE_NAMES } from "../contracts/page-names.ts";
import { site } from "../contracts/site.ts";
import { footerColumns } from "../app/content/navigation.ts";
import { BLOG_TITLE } from "../app/features/blog/paths.ts";
import { SHARE_CARD_DIR, SHARE_CARD_SIZE, shareCardTitle } from "../app/lib/share-card.ts";
import { decodeEntities, metaContent } from "./html-meta.ts";

/** LinkedIn's and WhatsApp's previews load slowly past this, and some refuse larger files. */
export const SHARE_CARD_MAX_BYTES = 300 * 1024;

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
const MARK_FILE = join(import.meta.dirname, "..", "public", "images", "brand", "tramita-mark.svg");

/** Bumps every cached card when the drawing code, the fonts or the mark change. */
const DRAWING_VERSION = createHash("sha256")
  .update(readFileSync(import.meta.filename))
  .update(readFileSync(fontFile(400)))
  .update(readFileSync(fontFile(700)))
  .update(readFileSync(MARK_FILE))
  .digest("hex");

export interface ShareCard {
  title: string;
  section: string;
}

/** The section a page's card names: a post's category, the footer column that links the page, or the page's own name. */
export function cardSection(path: string, html: string): string {
  const category = metaContent(html, "article:section");
  if (category) return `${BLOG_TITLE} · ${category}`;
  const column = Object.values(footerColumns).find((c) => c.links.some((link) => link.href === path));
  return column?.title ?? PAGE_NAMES[path] ?? site.name;
}

/** What the card of a built page shows, or null for a page without its own card. */
export function shareCardOf(path: string, html: string): { file: string; card: ShareCard } | null {
  const image = metaContent(html, "og:image");
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (!image || !title) return null;
  const imagePath = new URL(image).pathname;
  if (!imagePath.startsWith(`${SHARE_CARD_DIR}/`)) return null;
  return { file: imagePath, card: { title: shareCardTitle(decodeEntities(title)), section: cardSection(path, html) } };
}

function layout({ title, section }: ShareCard, mark: string) {
  const host = new URL(site.url).host;
  return h(
    "div",
    { style: { width: SHARE_CARD_SIZE.width, height: SHARE_CARD_SIZE.height, display: "flex", background: "#172554", color: "#ffffff", fontFamily: "Inter" } },
    h("div", { style: { width: 24, height: "100%", background: "#14b8a6" } }),
    h(
      "div",
      { style: { flex: 1, display: "flex", flexDirection: "column", justifyContent: "space-between", padding: "64px 80px 56px 72px" } },
      h("div", { style: { fontSize: 30, fontWeight: 700, color: "#99f6e4", textTransform: "uppercase", letterSpacing: 2 } }, section),
      h("div", { style: { display: "flex", fontSize: title.length > 70 ? 54 : 66, fontWeight: 700, lineHeight: 1.15 } }, title),
      h(
        "div",
        { style: { display: "flex", alignItems: "center", justifyContent: "space-between", fontSize: 30 } },
        h("div", { style: { display: "flex", alignItems: "center" } }, h("img", { src: mark, width: 64, height: 64, style: { marginRight: 20 } }), h("span", { style: { fontWeight: 700, fontSize: 40 } }, site.name)),
        h("span", { style: { color: "#bfdbfe" } }, host),
      ),
    ),
  );
}

/** One card drawn as PNG. */
export async function drawShareCard(card: ShareCard): Promise<Buffer> {
  const mark = `data:image/svg+xml;base64,${readFileSync(MARK_FILE).toString("base64")}`;
  const svg = await satori(layout(card, mark), {
    ...SHARE_CARD_SIZE,
    fonts: [
      { name: "Inter", data: readFileSync(fontFile(400)), weight: 400, style: "normal" },
      { name: "Inter", data: readFileSync(fontFile(700)), weight: 700, style: "normal" },
    ],
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: SHARE_CARD_SIZE.width } }).render().asPng();
}

/** The cache of drawn cards, kept between builds (the build folder is emptied by each build). */
export const SHARE_CARD_CACHE = join("node_modules", ".cache", "share-cards");

/**
 * Writes the card of every page of `pages` (URL path to built HTML) that references one;
 * returns how many were drawn and how many came from the cache. Fails the build on a card
 * over the size limit.
 */
export async function writeShareCards(clientDir: string, pages: Map<string, string>, cacheDir = SHARE_CARD_CACHE) {
  mkdirSync(cacheDir, { recursive: true });
  let drawn = 0;
  let cached = 0;
  for (const [path, html] of pages) {
    const found = shareCardOf(path, html);
    if (!found) continue;
    const key = createHash("sha256").update(DRAWING_VERSION).update(JSON.stringify(found.card)).digest("hex");
    const cacheFile = join(cacheDir, `${key}.png`);
    let png: Buffer;
    if (existsSync(cacheFile)) {
      png = readFileSync(cacheFile);
      cached++;
    } else {
      png = await drawShareCard(found.card);
      if (png.length > SHARE_CARD_MAX_BYTES) throw new Error(`share-cards: the card of ${path} has ${png.length} bytes, over ${SHARE_CARD_MAX_BYTES}`);
      writeFileSync(cacheFile, png);
      drawn++;
    }
    const target = join(clientDir, found.file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, png);
  }
  return { drawn, cached };
}
