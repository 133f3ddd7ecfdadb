// Converts the raster images uploaded through the editor (avatars, logos and blog covers:
// contracts/content/fields-from-schema.ts and keystatic.config.ts name their folders) to AVIF
// and WebP at the widths app/lib/responsive-image.ts names, with sharp, into the build. The
// pages offer them through <picture> (app/components/ui/responsive-image.tsx). A variant whose
// source file and settings did not change is copied from the cache instead of encoded again.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { isRaster, RESPONSIVE_FORMATS, responsiveWidths, variantPath, type ResponsiveFormat } from "../app/lib/responsive-image.ts";

/** The folders the editor uploads images to, under the build's root. */
export const UPLOAD_DIRS = ["images/avatars", "images/logos", "images/blog"];

/** Encoder settings; changing them (or the widths) re-encodes every cached variant. */
const QUALITY = { avif: { quality: 55, effort: 4 }, webp: { quality: 78 } } as const;
const ENCODERS: Record<ResponsiveFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif(QUALITY.avif),
  webp: (image) => image.webp(QUALITY.webp),
};
const SETTINGS = JSON.stringify({ QUALITY, widths: responsiveWidths(Number.MAX_SAFE_INTEGER) });

export const RESPONSIVE_IMAGE_CACHE = join("node_modules", ".cache", "responsive-images");

function rasterFiles(clientDir: string): string[] {
  return UPLOAD_DIRS.flatMap((dir) => {
    const full = join(clientDir, dir);
    if (!existsSync(full)) return [];
    return readdirSync(full, { recursive: true, encoding: "utf8" })
      .filter((name) => isRaster(name))
      .map((name) => `/${dir}/${name.split("\\").join("/")}`);
  });
}

/** Writes every variant of every uploaded raster image of `clientDir`; returns the counts. */
export async function writeResponsiveImages(clientDir: string, cacheDir = RESPONSIVE_IMAGE_CACHE) {
  mkdirSync(cacheDir, { recursive: true });
  const counts = { images: 0, encoded: 0, cached: 0 };
  for (const src of rasterFiles(clientDir)) {
    const source = readFileSync(join(clientDir, src));
    const { width } = await sharp(source).metadata();
    if (!width) throw new Error(`responsive-images: ${src} has no width`);
    const sourceHash = createHash("sha256").update(source).update(SETTINGS).digest("hex");
    counts.images++;
    for (const size of responsiveWidths(width)) {
      for (const format of RESPONSIVE_FORMATS) {
        const cacheFile = join(cacheDir, `${sourceHash}-${size}.${format}`);
        let bytes: Buffer;
        if (existsSync(cacheFile)) {
          bytes = readFileSync(cacheFile);
          counts.cached++;
        } else {
          bytes = await ENCODERS[format](sharp(source).resize({ width: size, withoutEnlargement: true })).toBuffer();
          writeFileSync(cacheFile, bytes);
          counts.encoded++;
        }
        const target = join(clientDir, variantPath(src, size, format));
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, bytes);
      }
    }
  }
  return counts;
}
