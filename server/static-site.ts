// Serves the built front end: prerendered HTML for prerendered paths, the SPA fallback for
// the other known routes, the not-found page with 404 for everything else, hashed assets
// cached for a year. Nothing is compressed per request: assets have .br/.gz twins written
// by the build (scripts/precompress.ts), pages are compressed once when loaded, and both
// carry a validator, so a revalidation costs a 304.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  isKnownRoute as isPublicRoute,
  isNotFoundPagePath,
  normalizePath,
  NOT_FOUND_PRERENDER_PATH,
  notFoundPagesFor,
} from "../contracts/routes.ts";
import {
  RUNTIME_CONFIG_PLACEHOLDER,
  runtimeConfigScript,
  type RuntimeConfig,
} from "../contracts/runtime-config.ts";

const SPA_FALLBACK_FILE = "__spa-fallback.html";
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE_DAILY = "public, max-age=86400";
const HTML_CACHE = "no-cache";

export interface StaticSiteOptions {
  /** Which paths the client-side router knows (default: the public route table). */
  isKnownRoute?: (path: string) => boolean;
}

/** A page as sent: its HTML, its compressed forms and its strong validator. */
export interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

function compressPage(html: string): Page {
  const body = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
  };
}

/** Every HTML page of the build, keyed by URL path, with the runtime config filled in. */
function loadPages(clientDir: string, runtimeConfig: RuntimeConfig): Map<string, string> {
  const pages = new Map<string, string>();
  const script = runtimeConfigScript(runtimeConfig);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html" || entry.name === SPA_FALLBACK_FILE) {
        const rel = relative(clientDir, full).split(sep).join("/");
        const key = entry.name === SPA_FALLBACK_FILE ? SPA_FALLBACK_FILE : normalizePath(`/${rel.slice(0, -"index.html".length)}`);
        pages.set(key, readFileSync(full, "utf8").replace(RUNTIME_CONFIG_PLACEHOLDER, script));
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** CSP source expressions ('sha256-...') for every inline script of every page. */
export function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      if (body) hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  }
  return [...hashes].toSorted();
}

/** The best encoding the client accepts among ours ('br' over 'gzip'), or null. */
function preferredEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, status: number, page: Page) {
  reply.type("text/html; charset=utf-8").header("cache-control", HTML_CACHE).header("vary", "accept-encoding").header("etag", page.etag);
  if (status === 200 && request.headers["if-none-match"]?.split(/\s*,\s*/).includes(page.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.code(status).send(page.html);
  return reply.code(status).header("content-encoding", encoding).send(encoding === "br" ? page.br : page.gzip);
}

export interface BuiltSite {
  clientDir: string;
  pages: Map<string, Page>;
  /** For the Content-Security-Policy's script-src. */
  scriptHashes: string[];
}

/** Reads the build once at start-up. */
export function loadBuiltSite(clientDir: string, runtimeConfig: RuntimeConfig): BuiltSite {
  if (!existsSync(join(clientDir, "index.html"))) {
    throw new Error(`No build found in ${clientDir}: run "npm run build" first.`);
  }
  const html = loadPages(clientDir, runtimeConfig);
  const pages = new Map([...html].map(([path, text]) => [path, compressPage(text)] as const));
  return { clientDir, pages, scriptHashes: inlineScriptHashes(html.values()) };
}

export async function staticSite(app: FastifyInstance, site: BuiltSite, options: StaticSiteOptions = {}) {
  const { isKnownRoute = isPublicRoute } = options;
  const { clientDir, pages } = site;
  const notFoundPage = pages.get(NOT_FOUND_PRERENDER_PATH);
  const spaFallback = pages.get(SPA_FALLBACK_FILE);
  if (!notFoundPage || !spaFallback) {
    throw new Error(`The build in ${clientDir} lacks the not-found page or the SPA fallback.`);
  }

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    // HTML always goes through the page logic below (runtime config, status codes).
    allowedPath: (pathName) => !pathName.endsWith(".html"),
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply: { header: (name: string, value: string) => unknown }, filePath: string) {
      const isHashedAsset = filePath.startsWith(join(clientDir, "assets") + sep);
      reply.header("cache-control", isHashedAsset ? IMMUTABLE : REVALIDATE_DAILY);
    },
  });

  // One address per page: '/blog/' answers 301 to '/blog', keeping the query string. Only
  // pages that exist are redirected (so '//host/' can never become an open redirect).
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const queryStart = request.url.indexOf("?");
    const pathname = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    if (pathname.length < 2 || !pathname.endsWith("/") || pathname.startsWith("/api/")) return;
    const canonical = normalizePath(pathname);
    if (isNotFoundPagePath(canonical) || !(pages.has(canonical) || isKnownRoute(canonical))) return;
    return reply.redirect(queryStart === -1 ? canonical : canonical + request.url.slice(queryStart), 301);
  });

  // Prerendered pages get routes of their own (the static plugin serves files only).
  for (const [path, page] of pages) {
    if (path === SPA_FALLBACK_FILE || isNotFoundPagePath(path)) continue;
    app.get(path, (request, reply) => sendPage(request, reply, 200, page));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = normalizePath(new URL(request.url, "http://x").pathname);
    if (path.startsWith("/api/")) {
      return reply.code(404).send({ error: "Recurso não encontrado.", code: "NOT_FOUND" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(405).header("allow", "GET, HEAD").send({ error: "Método não permitido.", code: "METHOD_NOT_ALLOWED" });
    }
    if (isKnownRoute(path)) return sendPage(request, reply, 200, spaFallback);
    const wantsHtml = /\btext\/html\b|\*\/\*/.test(request.headers.accept ?? "") && !/\.[a-z0-9]+$/i.test(path);
    if (!wantsHtml) return reply.code(404).type("text/plain; charset=utf-8").send("Arquivo não encontrado.");
    const sectionNotFound = notFoundPagesFor(path).find((candidate) => pages.has(candidate));
    return sendPage(request, reply, 404, sectionNotFound ? pages.get(sectionNotFound)! : notFoundPage);
  });
}
