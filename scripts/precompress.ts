// Runs at the end of `npm run build` (scripts/build-end.ts): writes a brotli (.br) and a
// gzip (.gz) copy of every compressible file of build/client above 256 bytes (COMPRESS_MIN_BYTES), at the highest
// levels, once. The server loads them with the files and sends them as they are instead of
// compressing per request. HTML pages are compressed by the server when it loads them,
// because it fills in the runtime config first (server/static-site.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compressedForms, isCompressible } from "../server/compressed-forms.ts";

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
