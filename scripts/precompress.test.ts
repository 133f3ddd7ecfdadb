// The build's gzip twins of the scripts: zopfli's, still plain gzip, and never larger than zlib's.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, expect, it } from "vitest";
import { precompress, precompressScriptsHarder, ZOPFLI_CACHE } from "./precompress.ts";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function buildWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "precompress-"));
  dirs.push(dir);
  mkdirSync(join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const script = Array.from({ length: 400 }, (_, i) => `export function step${i}(value){return value.map((item)=>item*${i % 17}+${i});}`).join("\n");

it("rewrites a script's .gz smaller than zlib's best level, and it still gunzips to the script", async () => {
  const dir = buildWith({ "assets/app-Ab12.js": script });
  precompress(dir);
  const zlibSize = statSync(join(dir, "assets/app-Ab12.js.gz")).size;
  expect(await precompressScriptsHarder(dir)).toBe(1);
  const twin = readFileSync(join(dir, "assets/app-Ab12.js.gz"));
  expect(twin.length).toBeLessThan(zlibSize);
  expect(gunzipSync(twin).toString()).toBe(script);
});

it("leaves other files and scripts outside assets/ as precompress wrote them", async () => {
  const css = script.replaceAll("export function", ".rule");
  const dir = buildWith({ "assets/app-Ab12.css": css, "sw.js": script });
  precompress(dir);
  const before = [readFileSync(join(dir, "assets/app-Ab12.css.gz")), readFileSync(join(dir, "sw.js.gz"))];
  expect(await precompressScriptsHarder(dir)).toBe(0);
  expect([readFileSync(join(dir, "assets/app-Ab12.css.gz")), readFileSync(join(dir, "sw.js.gz"))]).toEqual(before);
});

it("keeps zopfli's twin per script content, and a later build of the same script takes it from there", async () => {
  const first = buildWith({ "assets/app-Ab12.js": script });
  precompress(first);
  await precompressScriptsHarder(first);
  const cached = join(ZOPFLI_CACHE, `${createHash("sha256").update(script).digest("hex")}-5.gz`);
  expect(readFileSync(cached)).toEqual(readFileSync(join(first, "assets/app-Ab12.js.gz")));
  // What the cache holds is what a later build serves: here a copy with another modification
  // time in its gzip header (bytes 4-7), to tell it from a fresh compression.
  const marked = Buffer.from(readFileSync(cached));
  marked.writeUInt32LE(1_700_000_000, 4);
  writeFileSync(cached, marked);
  const later = buildWith({ "assets/app-Cd34.js": script });
  precompress(later);
  await precompressScriptsHarder(later);
  expect(readFileSync(join(later, "assets/app-Cd34.js.gz"))).toEqual(marked);
  rmSync(cached);
});
