import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { RESPONSIVE_FORMATS, responsiveWidths, variantPath, variantSrcSet } from "../app/lib/responsive-image.ts";
import { writeResponsiveImages } from "./responsive-images.ts";

const work = mkdtempSync(join(tmpdir(), "responsive-images-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A blue picture with a teal disc, `width` x `height`. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 29, g: 78, b: 216 } } }).composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#14b8a6"/></svg>`) }]);

/** A built site with one uploaded PNG cover 1000 px wide, one JPEG avatar and an SVG logo. */
async function site(dir: string) {
  mkdirSync(join(dir, "images", "blog"), { recursive: true });
  mkdirSync(join(dir, "images", "avatars"), { recursive: true });
  mkdirSync(join(dir, "images", "logos"), { recursive: true });
  mkdirSync(join(dir, "images", "compartilhar"), { recursive: true });
  writeFileSync(join(dir, "images", "blog", "capa.png"), await picture(1000, 525).png().toBuffer());
  writeFileSync(join(dir, "images", "avatars", "ana.jpg"), await picture(96, 96).jpeg().toBuffer());
  writeFileSync(join(dir, "images", "logos", "marca.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"/>');
  writeFileSync(join(dir, "images", "compartilhar", "inicio.png"), await picture(1200, 630).png().toBuffer());
}

describe("responsive images", () => {
  test("an image is offered at the widths below its own and at its own, never enlarged", () => {
    expect(responsiveWidths(1000)).toEqual([160, 320, 640, 960, 1000]);
    expect(responsiveWidths(96)).toEqual([96]);
    expect(variantSrcSet("/images/blog/capa.png", 400, "avif")).toBe("/images/blog/capa-160w.avif 160w, /images/blog/capa-320w.avif 320w, /images/blog/capa-400w.avif 400w");
  });

  test("each uploaded raster image is written as AVIF and WebP at each width, true to its name; SVG and share cards are left alone", { timeout: 60_000 }, async () => {
    const dir = join(work, "build");
    await site(dir);
    const cache = join(work, "cache");
    expect(await writeResponsiveImages(dir, cache)).toEqual({ images: 2, encoded: 12, cached: 0 });
    for (const format of RESPONSIVE_FORMATS) {
      for (const width of responsiveWidths(1000)) {
        const meta = await sharp(readFileSync(join(dir, variantPath("/images/blog/capa.png", width, format)))).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: format === "avif" ? "heif" : format, width, height: Math.round((width * 525) / 1000) });
      }
    }
    expect(existsSync(join(dir, "images", "avatars", "ana-96w.webp"))).toBe(true);
    expect(existsSync(join(dir, "images", "compartilhar", "inicio-160w.webp"))).toBe(false);
    expect(existsSync(join(dir, "images", "logos", "marca-160w.webp"))).toBe(false);

    const again = join(work, "again");
    await site(again);
    expect(await writeResponsiveImages(again, cache)).toEqual({ images: 2, encoded: 0, cached: 12 });
    expect(readFileSync(join(again, "images", "blog", "capa-640w.avif"))).toEqual(readFileSync(join(dir, "images", "blog", "capa-640w.avif")));
  });
});
