// Runs at the end of `npm run build` (scripts/build-end.ts): writes a brotli (.br) and a
// gzip (.gz) copy of every compressible file of build/client above 256 bytes (COMPRESS_MIN_BYTES), at the highest
// levels, once. The server loads them with the files and sends them as they are instead of
// compressing per request. HTML pages are compressed by the server when it loads them,
// because it fills in the runtime config first (server/static-site.ts).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipAsync } from "@gfx/zopfli";
import { compressedForms, isCompressible } from "../server/compressed-forms.ts";

/**
 * Zopfli's passes over each script. Past a handful, the framework chunk shrinks by a few
 * bytes more for seconds more of build.
 */
const ZOPFLI_ITERATIONS = 5;
/**
 * Zopfli's output per script content (a build writes the same chunks again as long as their
 * source did not change): a rebuild, the degraded build and the tests' builds reuse it.
 */
export const ZOPFLI_CACHE = join("node_modules", ".cache", "zopfli");

function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(full);
    return !entry.name.endsWith(".html") && isCompressible(entry.name, statSync(full).size) ? [full] : [];
  });
}

export function precompress(dir: string): number {
  const files = compressibleFiles(dir);
  for (const file of files) {
    const { br, gzip } = compressedForms(readFileSync(file));
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzip);
  }
  return files.length;
}

/**
 * Rewrites the gzip twin of every script under `assets/` with zopfli: the same gzip format any
 * client and nginx's gzip_static read, about 3% smaller than zlib's best level, for the
 * JavaScript budget's gzip bytes (scripts/bench/javascript-by-idle.ts). Zopfli is too slow
 * for every file the build compresses, so the scripts only. Returns how many it rewrote.
 */
export async function precompressScriptsHarder(dir: string): Promise<number> {
  const assets = join(dir, "assets");
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js") && isCompressible(name, statSync(join(assets, name)).size));
  let rewritten = 0;
  mkdirSync(ZOPFLI_CACHE, { recursive: true });
  for (const name of scripts) {
    const file = join(assets, name);
    const source = readFileSync(file);
    const cached = join(ZOPFLI_CACHE, `${createHash("sha256").update(source).digest("hex")}-${ZOPFLI_ITERATIONS}.gz`);
    const hit = existsSync(cached);
    const smaller = hit ? readFileSync(cached) : await gzipAsync(source, { numiterations: ZOPFLI_ITERATIONS });
    if (!hit) writeFileSync(cached, smaller);
    if (smaller.length >= statSync(`${file}.gz`).size) continue;
    writeFileSync(`${file}.gz`, smaller);
    rewritten++;
  }
  return rewritten;
}
