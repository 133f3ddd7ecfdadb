// Build-time output checked end to end: the sitemap, robots.txt and the blog's feed the server hands out,
// and every internal link of every prerendered page (scripts/link-check.ts).
import { parseFeed } from "@rowanmanning/feed-parser";
import { expect, test } from "@playwright/test";
import { isNotFoundPagePath, NOINDEX_PATHS, SITEMAP_PATHS } from "../../contracts/routes";
import { blogPostPath } from "../../app/features/blog/paths";
import { blogPostSlugs } from "../../app/features/blog/post-files";
import { findBrokenLinks, formatBrokenLinks, prerenderedPages } from "../../scripts/link-check";
import { structuredDataItems } from "../../scripts/structured-data-check";

const SITE = "https://tramita.com.br";
const publicPaths = [...SITEMAP_PATHS, ...blogPostSlugs().map(blogPostPath)].toSorted();

test("the sitemap lists exactly the public routes and every post, with last-modified dates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>\s*<\/url>/g)];
  expect(urls.map((m) => m[1]!.slice(SITE.length) || "/").toSorted()).toEqual(publicPaths);
  expect(xml.match(/<url>/g)).toHaveLength(publicPaths.length);
});

test("the sitemap matches the prerendered pages of the build (nothing public left out, no token page in)", () => {
  const built = [...prerenderedPages("build/client").keys()].filter((p) => !isNotFoundPagePath(p)).toSorted();
  expect(built).toEqual([...publicPaths, ...NOINDEX_PATHS].toSorted());
});

test("robots.txt points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("the blog's feed is served, parses and lists every post; every page's head and /blog link to it", async ({ request }) => {
  const response = await request.get("/blog/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const feed = parseFeed(await response.text());
  expect(feed.items.map((item) => item.url).toSorted()).toEqual(blogPostSlugs().map((slug) => `${SITE}${blogPostPath(slug)}`).toSorted());
  for (const [path, html] of prerenderedPages("build/client")) {
    expect(html, path).toContain('<link rel="alternate" type="application/atom+xml" title="Blog do Tramita" href="/blog/feed.xml"/>');
  }
  expect(await (await request.get("/blog")).text()).toMatch(/<a href="\/blog\/feed.xml" type="application\/atom\+xml"/);
});

test("every internal link on every prerendered page resolves to a page, route or file", () => {
  const broken = findBrokenLinks("build/client");
  // One line per broken target: the href, why, and every page it is on.
  expect(formatBrokenLinks(broken), `${broken.length} broken link(s)`).toBe("");
});

test("every page has a unique title, a description, a canonical URL and share tags with an image", () => {
  const titles = new Map<string, string>();
  for (const [path, html] of prerenderedPages("build/client")) {
    if (isNotFoundPagePath(path)) continue;
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    expect(titles.get(title!), `${path} repeats the title of ${titles.get(title!)}`).toBeUndefined();
    titles.set(title!, path);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path === "/" ? "/" : path}"/>`);
    // Which card: tests/e2e/share-cards.spec.ts.
    expect(html, path).toMatch(/<meta property="og:image" content="https:\/\/tramita\.com\.br\/images\/[^"]+\.png"\/>/);
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html, path).toMatch(/<html lang="pt-BR"/);
  }
});

test("the landing page carries the Organization data", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const data = structuredDataItems(html).find((item) => item["@type"] === "Organization");
  expect(data).toMatchObject({ "@type": "Organization", name: "Tramita", url: `${SITE}/`, foundingDate: "2014" });
});
