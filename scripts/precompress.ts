// Runs at the end of `npm run build` (scripts/build-end.ts): writes a brotli (.br) and a
// gzip (.gz) copy of every compressible file of build/client above 1 KB, at the highest
// levels, once. The server then sends these copies as they are (@fastify/static's
// preCompressed) instead of compressing every response on the fly. HTML pages are
// compressed by the server when it loads them, because it fills in the runtime config
// first (server/static-site.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Smaller files gain nothing worth a second request header. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|xml|txt|map|webmanifest|ico|woff)$/i;

export function compressibleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(full);
    return COMPRESSIBLE.test(entry.name) && statSync(full).size > PRECOMPRESS_MIN_BYTES ? [full] : [];
  });
}

export function precompress(dir: string): number {
  const files = compressibleFiles(dir);
  for (const file of files) {
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
  }
  return files.length;
}
