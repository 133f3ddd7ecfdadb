// Vite (and Vitest) plugin: a data file of app/content/data is checked against its schema
// and its {placeholders} are resolved when it is imported, so pages get plain, typed data
// and ship neither zod nor the placeholder table. A bad file fails the build (and shows in
// the dev overlay) with the check's one-line message. The loaders' resolver
// (app/content/resolved.ts) then has nothing left to do: it becomes an identity function.
// The width and height of every image a file names are written beside its data
// (`imageSizes`, read by app/content/image-sizes.ts), so pages reserve the images' space.
// Entries marked as drafts leave the data here unless the build previews them (app/content/drafts.ts).
import { basename, dirname, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { fillPlaceholders } from "../../app/content/placeholders.ts";
import { previewsUnpublished, withoutDrafts } from "../../app/content/drafts.ts";
import { readFileSync } from "node:fs";
import { checkDataFile, collectionOf, CONTENT_DATA_DIR, imageFields, PUBLIC_DIR, type Json } from "./check.ts";
import { imageSize, type ImageSize } from "./image-size.ts";

const RESOLVER = resolve("app/content/resolved");
const IDENTITY_RESOLVER = "\0tramita-content-resolved";

export function contentData(): Plugin {
  const dataDir = `${sep}${CONTENT_DATA_DIR.split("/").join(sep)}${sep}`;
  return {
    name: "tramita-content-data",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !source.startsWith(".")) return undefined;
      return resolve(dirname(importer.split("?")[0]!), source).replace(/\.ts$/, "") === RESOLVER ? IDENTITY_RESOLVER : undefined;
    },
    load(id) {
      return id === IDENTITY_RESOLVER ? "export const resolved = (value) => value;" : undefined;
    },
    transform(source, id) {
      const path = id.split("?")[0]!;
      if (!path.includes(dataDir) || !path.endsWith(".json")) return undefined;
      const file = relative(process.cwd(), path);
      const name = collectionOf(basename(path));
      if (!name) this.error(`${file}: arquivo fora das coleções conhecidas`);
      try {
        const data = checkDataFile(file, name, source) as Json;
        const imageSizes: Record<string, ImageSize> = {};
        for (const [, src] of imageFields(data)) {
          const imagePath = resolve(PUBLIC_DIR, src.slice(1));
          this.addWatchFile(imagePath);
          imageSizes[src] = imageSize(readFileSync(imagePath), src);
        }
        const published = withoutDrafts(fillPlaceholders(data as Record<string, Json>), previewsUnpublished());
        return { code: JSON.stringify({ ...published, imageSizes }), map: null };
      } catch (error) {
        this.error((error as Error).message);
      }
    },
  };
}
