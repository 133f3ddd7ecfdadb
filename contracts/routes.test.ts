import { describe, expect, it } from "vitest";
import { isKnownRoute, normalizePath, NOT_FOUND_PRERENDER_PATH } from "./routes";

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
