// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ResponsiveImage } from "./responsive-image";

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

const cover = { src: "/images/blog/capa.png", intrinsic: { width: 1000, height: 525 }, sizes: "100vw", alt: "Capa", width: 1200, height: 630 };

describe("ResponsiveImage", () => {
  it("serves an uploaded raster image in a production build as AVIF, then WebP, at each width, with the original as the sized fallback", () => {
    vi.stubEnv("PROD", true);
    const { container } = render(<ResponsiveImage {...cover} />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe(
      "/images/blog/capa-160w.avif 160w, /images/blog/capa-320w.avif 320w, /images/blog/capa-640w.avif 640w, /images/blog/capa-960w.avif 960w, /images/blog/capa-1000w.avif 1000w",
    );
    expect(sources[1]!.getAttribute("sizes")).toBe("100vw");
    const img = container.querySelector("picture > img")!;
    expect([img.getAttribute("src"), img.getAttribute("alt"), img.getAttribute("width"), img.getAttribute("height")]).toEqual(["/images/blog/capa.png", "Capa", "1200", "630"]);
  });

  it("serves an SVG as it is", () => {
    vi.stubEnv("PROD", true);
    const { container } = render(<ResponsiveImage {...cover} src="/images/logos/marca.svg" />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")!.getAttribute("src")).toBe("/images/logos/marca.svg");
  });

  it("serves the original outside a production build, where no widths were written", () => {
    vi.stubEnv("PROD", false);
    const { container } = render(<ResponsiveImage {...cover} />);
    expect(container.querySelector("picture")).toBeNull();
  });
});
