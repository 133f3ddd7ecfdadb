import { describe, expect, it } from "vitest";
import { ACCOUNT_PAGES, DATA_RIGHTS_PAGE } from "./api-paths";
import { isKnownRoute, isNotFoundPagePath, NOINDEX_PATHS, normalizePath, NOT_FOUND_PRERENDER_PATH, notFoundPagesFor, PRERENDERED_PATHS, SITEMAP_PATHS } from "./routes";

describe("public route table", () => {
  it("knows the landing page, with or without a trailing slash", () => {
    expect(isKnownRoute("/")).toBe(true);
    expect(normalizePath("/sobre/")).toBe("/sobre");
  });

  it("does not treat unknown paths or the not-found page's own path as routes", () => {
    expect(isKnownRoute("/nao-existe")).toBe(false);
    expect(isKnownRoute(NOT_FOUND_PRERENDER_PATH)).toBe(false);
  });
});

describe("not-found pages", () => {
  it("are looked up from the closest section to the whole site", () => {
    expect(notFoundPagesFor("/blog/nao-existe")).toEqual(["/blog/__nao-encontrada", "/__nao-encontrada"]);
    expect(notFoundPagesFor("/nao-existe")).toEqual(["/__nao-encontrada"]);
  });

  it("are never pages of their own", () => {
    expect(isNotFoundPagePath("/blog/__nao-encontrada")).toBe(true);
    expect(isNotFoundPagePath(NOT_FOUND_PRERENDER_PATH)).toBe(true);
    expect(isNotFoundPagePath("/blog/um-artigo")).toBe(false);
  });
});

describe("the route table", () => {
  it("has a page for every link the e-mails send (account and data-rights pages)", () => {
    for (const path of [...Object.values(ACCOUNT_PAGES), DATA_RIGHTS_PAGE]) expect(PRERENDERED_PATHS, path).toContain(path);
  });

  it("prerenders every token and session page but keeps it out of the sitemap", () => {
    for (const path of ["/confirmar-email", "/recuperar-senha", "/assinatura", "/onboarding", "/signup-success"]) {
      expect(PRERENDERED_PATHS, path).toContain(path);
      expect(NOINDEX_PATHS, path).toContain(path);
      expect(SITEMAP_PATHS, path).not.toContain(path);
      expect(isKnownRoute(path), path).toBe(true);
    }
  });

  it("knows a parameterised page only where it is prerendered", () => {
    expect(isKnownRoute("/blog/qualquer-coisa")).toBe(false);
    expect(PRERENDERED_PATHS).not.toContain("/blog/:slug");
  });
});
