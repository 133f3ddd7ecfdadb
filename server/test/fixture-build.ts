// A tiny stand-in for build/client, so server tests run without a front-end build.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PRERENDERED_SIGN_IN_URL, RUNTIME_CONFIG_PLACEHOLDER } from "../../contracts/served-page.ts";
import { NOT_FOUND_PRERENDER_PATH } from "../../contracts/routes.ts";

const page = (body: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><script>${RUNTIME_CONFIG_PLACEHOLDER}</script></head><body><header><a href="${PRERENDERED_SIGN_IN_URL}" target="_blank">Login</a></header>${body}</body></html>`;

export const FIXTURE_ASSET = "/assets/entry-Ab12Cd34.js";

export function makeFixtureBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "tramita-build-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, NOT_FOUND_PRERENDER_PATH.slice(1)));
  writeFileSync(join(dir, "index.html"), page("<h1>Página inicial</h1>"));
  writeFileSync(join(dir, NOT_FOUND_PRERENDER_PATH.slice(1), "index.html"), page("<h1>Página não encontrada</h1>"));
  writeFileSync(join(dir, "__spa-fallback.html"), page("<p>Carregando...</p>"));
  writeFileSync(join(dir, FIXTURE_ASSET.slice(1)), `export const x = "${"a".repeat(4096)}";`);
  writeFileSync(join(dir, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  return dir;
}
