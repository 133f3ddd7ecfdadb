import { describe, expect, it } from "vitest";
import { NOINDEX_PATHS, SITEMAP_PATHS } from "../contracts/routes";
import { blogPostSlugs } from "../app/features/blog/post-files";
import { robotsTxt, sitemapEntries, sitemapXml } from "./seo-files";

describe("the sitemap", () => {
  const posts = blogPostSlugs().map((slug) => ({ slug, updated: "2026-03-04" }));
  const entries = sitemapEntries("2026-11-20", posts);

  it("lists exactly the indexed pages of the route table plus every blog post", () => {
    expect(entries.map((e) => e.path).toSorted()).toEqual([...SITEMAP_PATHS, ...posts.map((p) => `/blog/${p.slug}`)].toSorted());
  });

  it("never lists token or session pages (e-mail confirmation, onboarding, subscription...)", () => {
    expect(NOINDEX_PATHS).toEqual(expect.arrayContaining(["/confirmar-email", "/recuperar-senha", "/assinatura", "/onboarding", "/signup-success"]));
    expect(entries.map((e) => e.path).filter((p) => NOINDEX_PATHS.includes(p))).toEqual([]);
  });

  it("dates posts by their own update and other pages by the source", () => {
    expect(entries.find((e) => e.path === "/faq")?.lastmod).toBe("2026-11-20");
    expect(entries.find((e) => e.path === `/blog/${posts[0]!.slug}`)?.lastmod).toBe("2026-03-04");
  });

  it("is sitemaps.org XML with absolute URLs under the public base", () => {
    const xml = sitemapXml("https://exemplo.com.br", [{ path: "/", lastmod: "2026-01-02" }, { path: "/blog?a=1&b=2", lastmod: "2026-01-03" }]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain("<loc>https://exemplo.com.br/</loc>\n    <lastmod>2026-01-02</lastmod>");
    expect(xml).toContain("<loc>https://exemplo.com.br/blog?a=1&amp;b=2</loc>");
  });
});

describe("robots.txt", () => {
  it("allows crawling, keeps the API out and points to the sitemap", () => {
    expect(robotsTxt("https://exemplo.com.br")).toBe("User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://exemplo.com.br/sitemap.xml\n");
  });
});
