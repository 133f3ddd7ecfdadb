import { describe, expect, it } from "vitest";
import { isKnownRoute, isNotFoundPagePath, normalizePath, NOT_FOUND_PRERENDER_PATH, notFoundPagesFor } from "./routes";

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
