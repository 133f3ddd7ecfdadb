import { describe, expect, it } from "vitest";
import { site } from "./site";
import { absoluteUrl, resolvePublicSiteUrl } from "./site-url";

describe("PUBLIC_SITE_URL", () => {
  it("defaults to the brand's site URL", () => {
    expect(resolvePublicSiteUrl(undefined)).toBe(site.url);
    expect(resolvePublicSiteUrl("  ")).toBe(site.url);
  });

  it("is normalised without a trailing slash, keeping a sub-path", () => {
    expect(resolvePublicSiteUrl("https://exemplo.com.br/")).toBe("https://exemplo.com.br");
    expect(resolvePublicSiteUrl("https://exemplo.com.br/site/")).toBe("https://exemplo.com.br/site");
  });

  it("fails fast with a clear message on a bad value", () => {
    expect(() => resolvePublicSiteUrl("tramita.com.br")).toThrow(/PUBLIC_SITE_URL/);
    expect(() => resolvePublicSiteUrl("ftp://tramita.com.br")).toThrow(/PUBLIC_SITE_URL/);
  });

  it("makes absolute URLs of site paths", () => {
    expect(absoluteUrl("https://exemplo.com.br", "/")).toBe("https://exemplo.com.br/");
    expect(absoluteUrl("https://exemplo.com.br", "/blog/x")).toBe("https://exemplo.com.br/blog/x");
  });
});
