// The brotli and gzip forms of the site's files, made once at the highest levels: by the
// build for assets (scripts/precompress.ts), by the server at start-up for pages and for any
// file a build left without them (server/static-site.ts).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Smaller files gain less than the encoding's own overhead. Above it even a small module
 * shrinks by a third or more, which adds up over the score of them a page loads.
 */
export const COMPRESS_MIN_BYTES = 256;
/** Text formats; images and woff2 fonts are compressed already. `.data` is React Router's prerendered loader data. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|map|webmanifest|ico|woff|data)$/i;

export const isCompressible = (fileName: string, size: number) => COMPRESSIBLE.test(fileName) && size > COMPRESS_MIN_BYTES;

export function compressedForms(body: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
  };
}
