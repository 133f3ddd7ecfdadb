// Serves the built front end: prerendered HTML for prerendered paths, the SPA fallback for
// the other known routes, the not-found page with 404 for everything else, hashed assets
// cached for a year. Nothing is read, compressed or hashed per request: every file of the
// build is held in memory from start-up with its headers worked out once, assets with the
// .br/.gz twins the build wrote (scripts/precompress.ts), pages compressed once when loaded
// (they carry the deployment's runtime config), and every answer carries a strong ETag, so
// a revalidation costs a 304. The build is a few MB and never changes while the server runs.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import {
  isKnownRoute as isPublicRoute,
  isNotFoundPagePath,
  normalizePath,
  NOT_FOUND_PRERENDER_PATH,
  notFoundPagesFor,
} from "../contracts/routes.ts";
import type { RuntimeConfig } from "../contracts/runtime-config.ts";
import { scriptHashSources, servedPage } from "../contracts/served-page.ts";
import { compressedForms, isCompressible } from "./compressed-forms.ts";

const SPA_FALLBACK_FILE = "__spa-fallback.html";
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE_DAILY = "public, max-age=86400";
const HTML_CACHE = "no-cache";
const HTML_TYPE = "text/html; charset=utf-8";
const FILE_NOT_FOUND = "Arquivo não encontrado.";
const PRECOMPRESSED = [".br", ".gz"];

/** Media types of the files a build holds; anything else is sent as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

export interface StaticSiteOptions {
  /** Which paths the client-side router knows (default: the public route table). */
  isKnownRoute?: (path: string) => boolean;
}

/** A file as sent: its bytes, their compressed forms if any, and its headers, all worked out once. */
export interface SiteFile {
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
  /** content-type, cache-control, etag and, when compressed forms exist, vary. */
  headers: Record<string, string>;
}

/** A page: a file whose text is also kept, for the CSP's inline-script hashes. */
interface Page extends SiteFile {
  html: string;
}

const strongEtag = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

function siteFile(body: Buffer, br: Buffer | null, gzip: Buffer | null, contentType: string, cacheControl: string): SiteFile {
  const etag = strongEtag(body);
  const headers: Record<string, string> = { "content-type": contentType, "cache-control": cacheControl, etag };
  if (br || gzip) headers.vary = "accept-encoding";
  return { body, br, gzip, etag, headers };
}

/**
 * `file` as the answer the request's Accept chose (the not-found page, against a plain
 * text): caches must keep one answer per Accept, so its Vary names Accept too.
 */
const chosenByAccept = <F extends SiteFile>(file: F): F => ({ ...file, headers: { ...file.headers, vary: file.headers.vary ? `${file.headers.vary}, accept` : "accept" } });

function compressPage(html: string): Page {
  const body = Buffer.from(html);
  const { br, gzip } = compressedForms(body);
  return { ...siteFile(body, br, gzip, HTML_TYPE, HTML_CACHE), html };
}

/**
 * Every file of the build that is not a page, keyed by URL path, with the .br/.gz twins the
 * build wrote (made here if a build lacks them). HTML is left out: pages always go through
 * the page logic (runtime config, status codes).
 */
function loadFiles(clientDir: string): Map<string, SiteFile> {
  const files = new Map<string, SiteFile>();
  const assetsDir = join(clientDir, "assets") + sep;
  for (const entry of readdirSync(clientDir, { withFileTypes: true, recursive: true })) {
    const ext = extname(entry.name);
    if (!entry.isFile() || ext === ".html" || PRECOMPRESSED.includes(ext)) continue;
    const full = join(entry.parentPath, entry.name);
    const body = readFileSync(full);
    const twins = existsSync(`${full}.br`) && existsSync(`${full}.gz`)
      ? { br: readFileSync(`${full}.br`), gzip: readFileSync(`${full}.gz`) }
      : isCompressible(entry.name, body.length) ? compressedForms(body) : { br: null, gzip: null };
    const urlPath = `/${relative(clientDir, full).split(sep).join("/")}`;
    const cacheControl = full.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE_DAILY;
    files.set(urlPath, siteFile(body, twins.br, twins.gzip, CONTENT_TYPES[ext] ?? "application/octet-stream", cacheControl));
  }
  return files;
}

/** Every HTML page of the build, keyed by URL path, as this deployment serves it (contracts/served-page.ts). */
function loadPages(clientDir: string, runtimeConfig: RuntimeConfig): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html" || entry.name === SPA_FALLBACK_FILE) {
        const rel = relative(clientDir, full).split(sep).join("/");
        const key = entry.name === SPA_FALLBACK_FILE ? SPA_FALLBACK_FILE : normalizePath(`/${rel.slice(0, -"index.html".length)}`);
        pages.set(key, servedPage(readFileSync(full, "utf8"), runtimeConfig));
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** CSP source expressions ('sha256-...') for every inline script of every page that runs. */
const inlineScriptHashes = (pages: Iterable<string>) => scriptHashSources(pages, (text) => createHash("sha256").update(text).digest("base64"));

/** The best encoding the client accepts among ours ('br' over 'gzip'), or null. */
function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
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

export type Encoding = "br" | "gzip";

/**
 * How to answer a GET or HEAD of `file` meant to answer `status`: 304 when the client's copy
 * is current, else in the best encoding the client accepts among the file's forms.
 */
export function answerFor(file: SiteFile, status: number, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): { status: number; encoding: Encoding | null } {
  if (status === 200 && ifNoneMatch?.split(/\s*,\s*/).includes(file.etag)) return { status: 304, encoding: null };
  const encoding = file.br || file.gzip ? preferredEncoding(acceptEncoding) : null;
  return { status, encoding: encoding && file[encoding] ? encoding : null };
}

/** Sends `file` in the best form the client accepts, or 304 when its copy is current. */
function sendFile(request: FastifyRequest, reply: FastifyReply, status: number, file: SiteFile) {
  reply.headers(file.headers);
  const answer = answerFor(file, status, request.headers["if-none-match"], request.headers["accept-encoding"]);
  if (answer.status === 304) return reply.code(304).send();
  if (!answer.encoding) return reply.code(status).send(file.body);
  return reply.code(status).header("content-encoding", answer.encoding).send(file[answer.encoding]);
}

export interface BuiltSite {
  clientDir: string;
  pages: Map<string, Page>;
  /** Every other file of the build (assets, images, robots.txt...), by URL path. */
  files: Map<string, SiteFile>;
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
  return { clientDir, pages, files: loadFiles(clientDir), scriptHashes: inlineScriptHashes(html.values()) };
}

/** The pages answered 200 at their own address: all but the SPA fallback and the not-found pages. */
export function pagesAtTheirAddress(site: BuiltSite): [string, SiteFile][] {
  return [...site.pages].filter(([path]) => path !== SPA_FALLBACK_FILE && !isNotFoundPagePath(path));
}

export async function staticSite(app: FastifyInstance, site: BuiltSite, options: StaticSiteOptions = {}) {
  const { isKnownRoute = isPublicRoute } = options;
  const { clientDir, pages, files } = site;
  const spaFallback = pages.get(SPA_FALLBACK_FILE);
  if (!pages.has(NOT_FOUND_PRERENDER_PATH) || !spaFallback) {
    throw new Error(`The build in ${clientDir} lacks the not-found page or the SPA fallback.`);
  }
  // The not-found pages (the site's and each section's), answered only to a request that accepts HTML.
  const notFoundPages = new Map([...pages].filter(([path]) => isNotFoundPagePath(path)).map(([path, page]) => [path, chosenByAccept(page)] as const));

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

  // A route per page and per file: the router's lookup is all a request costs. Their bodies
  // are compressed already, so the compression plugin stays out of their way.
  const routeOptions: RouteShorthandOptions = { compress: false };
  for (const [path, page] of pagesAtTheirAddress(site)) app.get(path, routeOptions, (request, reply) => sendFile(request, reply, 200, page));
  for (const [path, file] of files) app.get(path, routeOptions, (request, reply) => sendFile(request, reply, 200, file));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = normalizePath(new URL(request.url, "http://x").pathname);
    if (path.startsWith("/api/")) {
      return reply.code(404).send({ error: "Recurso não encontrado.", code: "NOT_FOUND" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(405).header("allow", "GET, HEAD").send({ error: "Método não permitido.", code: "METHOD_NOT_ALLOWED" });
    }
    if (isKnownRoute(path)) return sendFile(request, reply, 200, spaFallback);
    // A missing file is a plain 404 whatever the client accepts; a missing page, the HTML page
    // to a client that accepts HTML and a plain 404 to others: an answer that depends on Accept.
    const missingFile = /\.[a-z0-9]+$/i.test(path);
    if (missingFile || !/\btext\/html\b|\*\/\*/.test(request.headers.accept ?? "")) {
      if (!missingFile) reply.header("vary", "accept");
      return reply.code(404).type("text/plain; charset=utf-8").send(FILE_NOT_FOUND);
    }
    const page = notFoundPagesFor(path).find((candidate) => notFoundPages.has(candidate)) ?? NOT_FOUND_PRERENDER_PATH;
    return sendFile(request, reply, 404, notFoundPages.get(page)!);
  });
}
