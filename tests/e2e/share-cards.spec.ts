// Each indexed page's share card and structured data, read from the build the server hands out.
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { NOINDEX_PATHS, SITEMAP_PATHS } from "../../contracts/routes";
import { breadcrumbTrail } from "../../contracts/page-names";
import { plans } from "../../contracts/plans";
import { TIER_BASE_FEE_CENTS } from "../../contracts/pricing-options";
import { BLOG_PATH, blogPostPath } from "../../app/features/blog/paths";
import { blogPostSlugs } from "../../app/features/blog/post-files";
import { SHARE_CARD_SIZE, shareCardAlt, shareCardPath } from "../../app/lib/share-card";
import { decodeEntities, metaContent } from "../../scripts/html-meta";
import { prerenderedPages } from "../../scripts/link-check";
import { SHARE_CARD_MAX_BYTES } from "../../scripts/share-cards";
import { checkStructuredData, structuredDataItems } from "../../scripts/structured-data-check";

const SITE = "https://tramita.com.br";
const CLIENT_DIR = "build/client";
const postPaths = blogPostSlugs().map(blogPostPath);
const indexedPaths = [...SITEMAP_PATHS, ...postPaths];
const pages = prerenderedPages(CLIENT_DIR);
const pageHtml = (path: string) => pages.get(path) ?? "";

/** Width and height from a PNG's IHDR chunk, after checking the PNG signature. */
function pngSize(file: Buffer) {
  expect(file.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

test("every indexed page and post has its own 1200x630 PNG card of at most 300 KB, in og:image and twitter:image with its size and alt", () => {
  const seen = new Set<string>();
  for (const path of indexedPaths) {
    const html = pageHtml(path);
    const image = `${SITE}${shareCardPath(path)}`;
    expect(metaContent(html, "og:image"), path).toBe(image);
    expect(metaContent(html, "twitter:image"), path).toBe(image);
    expect(metaContent(html, "og:image:width"), path).toBe(String(SHARE_CARD_SIZE.width));
    expect(metaContent(html, "og:image:height"), path).toBe(String(SHARE_CARD_SIZE.height));
    // The alt names the headline the card shows: the page's title without the brand.
    const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)![1]!);
    expect(metaContent(html, "og:image:alt"), path).toBe(shareCardAlt(title));
    expect(metaContent(html, "og:image:alt"), path).not.toMatch(/^Tramita:/);
    expect(metaContent(html, "twitter:image:alt"), path).toBe(metaContent(html, "og:image:alt"));
    expect(metaContent(html, "twitter:card"), path).toBe("summary_large_image");
    expect(seen.has(image), `${path} shares another page's card`).toBe(false);
    seen.add(image);
    const file = join(CLIENT_DIR, shareCardPath(path));
    expect(statSync(file).size, path).toBeLessThanOrEqual(SHARE_CARD_MAX_BYTES);
    expect(pngSize(readFileSync(file)), path).toEqual(SHARE_CARD_SIZE);
  }
});

test("pages that are not indexed keep the brand's card and get none of their own", () => {
  for (const path of NOINDEX_PATHS) {
    expect(metaContent(pageHtml(path), "og:image"), path).toBe(`${SITE}/images/brand/og-image.png`);
  }
});

test("the server hands out a page's card as a PNG", async ({ request }) => {
  const response = await request.get(shareCardPath("/faq"));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await response.body())).toEqual(SHARE_CARD_SIZE);
});

test("every indexed page's JSON-LD passes the rich-result rules, with a breadcrumb trail below the home page", async () => {
  const indexed = new Map(indexedPaths.map((path) => [path, pageHtml(path)]));
  expect(await checkStructuredData(indexed)).toEqual([]);
  for (const path of indexedPaths.filter((p) => p !== "/")) {
    const trail = structuredDataItems(pageHtml(path)).find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { item: string; position: number }[] };
    const items = trail.itemListElement;
    expect(items[0]!.item, path).toBe(`${SITE}/`);
    expect(items.at(-1)!.item, path).toBe(`${SITE}${path}`);
    expect(items.map((i) => i.position), path).toEqual(items.map((_, i) => i + 1));
  }
  expect(breadcrumbTrail("/privacidade/meus-dados")!.map((step) => step.path)).toEqual(["/", "/privacidade", "/privacidade/meus-dados"]);
});

const typesOn = (path: string) => structuredDataItems(pageHtml(path)).map((item) => item["@type"]);

test("the home page describes the company, the site and the product; the FAQ its questions; each post its article", () => {
  expect(typesOn("/")).toEqual(expect.arrayContaining(["Organization", "WebSite", "Product"]));
  expect(typesOn("/faq")).toContain("FAQPage");
  for (const path of postPaths) expect(typesOn(path).toSorted(), path).toEqual(["Article", "BreadcrumbList"]);
  expect(typesOn(BLOG_PATH)).toEqual(["BreadcrumbList"]);
});

test("the pricing pages offer each plan at its monthly fee from the price table", () => {
  for (const path of ["/", "/calculadora"]) {
    const product = structuredDataItems(pageHtml(path)).find((item) => item["@type"] === "Product") as { offers: { name: string; price: string; priceCurrency: string }[] };
    expect(product.offers, path).toEqual(
      plans.map((plan) => expect.objectContaining({ name: `Plano ${plan.name}`, price: (TIER_BASE_FEE_CENTS[plan.id] / 100).toFixed(2), priceCurrency: "BRL" })),
    );
  }
});
