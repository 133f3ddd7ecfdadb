import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import compress from "@fastify/compress";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { loadBuiltSite, staticSite } from "./static-site.ts";
import { precompress } from "../scripts/precompress.ts";
import { buildServer } from "./app.ts";
import { COMPRESS_MIN_BYTES } from "./compressed-forms.ts";
import { testConfig, testServer } from "./test/engines.ts";
import { FIXTURE_ASSET, makeFixtureBuild } from "./test/fixture-build.ts";

const html = { accept: "text/html,application/xhtml+xml" };

/** What a browser gets for `url`: the status, the redirect target and the page. */
async function visit(app: FastifyInstance, url: string) {
  const res = await app.inject({ url, headers: html });
  return { status: res.statusCode, location: res.headers.location, body: res.body };
}

describe("the server serving the build", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer("pglite", { CLIENT_DIR: makeFixtureBuild(), SERVE_CLIENT: "true", APP_URL: "https://app.exemplo.test", TRUST_PROXY: "1" }));
  });
  afterAll(() => app.close());

  it("answers GET /healthz with 200 once ready", async () => {
    const res = await app.inject("/healthz");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("serves prerendered HTML with the deployment's runtime config filled in", async () => {
    const res = await app.inject({ url: "/", headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("Página inicial");
    expect(res.body).toContain(`window.__TRAMITA_CONFIG__={"appUrl":"https://app.exemplo.test","pricingOrigin":"","gaMeasurementId":null,"measurement":true,"captcha":{"provider":"altcha"}}`);
    expect(res.body).not.toContain("window.__TRAMITA_CONFIG__=null");
  });

  it("answers unknown paths with the not-found page and HTTP 404", async () => {
    for (const url of ["/nao-existe", "/blog/qualquer/coisa", "/__nao-encontrada"]) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("Página não encontrada");
    }
  });

  it("never serves raw .html files around the page logic", async () => {
    const res = await app.inject({ url: "/__spa-fallback.html", headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("Carregando...");
  });

  it("caches hashed assets for a year, immutable, and other files for a day", async () => {
    const asset = await app.inject(FIXTURE_ASSET);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const favicon = await app.inject("/favicon.svg");
    expect(favicon.headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("compresses responses for clients that accept it", async () => {
    const res = await app.inject({ url: FIXTURE_ASSET, headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers["content-encoding"]).toMatch(/br|gzip/);
    expect(Number(res.headers["content-length"] ?? res.rawPayload.length)).toBeLessThan(4096);
  });

  it("answers a missing asset with a plain 404, not the HTML page", async () => {
    const res = await app.inject({ url: "/assets/sumiu-123.js", headers: { accept: "*/*" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/text\/plain/);
  });

  it("security review: a 404 whose body depends on Accept says Vary: Accept; a missing file's does not", async () => {
    for (const url of ["/nao-existe", "/blog/qualquer/coisa"]) {
      const page = await app.inject({ url, headers: { ...html, "accept-encoding": "br" } });
      const plain = await app.inject({ url, headers: { accept: "application/json" } });
      expect([page.statusCode, plain.statusCode], url).toEqual([404, 404]);
      expect(page.headers["content-type"], url).toMatch(/text\/html/);
      expect(plain.headers["content-type"], url).toMatch(/text\/plain/);
      for (const res of [page, plain]) expect(String(res.headers.vary).split(/\s*,\s*/), url).toContain("accept");
      expect(String(page.headers.vary).split(/\s*,\s*/), url).toContain("accept-encoding");
    }
    const asset = await app.inject({ url: "/assets/sumiu-123.js", headers: html });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers.vary).toBeUndefined();
  });

  it("answers unknown API paths with a pt-BR JSON error", async () => {
    const res = await app.inject({ method: "POST", url: "/api/nada", payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Recurso não encontrado.", code: "NOT_FOUND" });
  });

  it("sets security headers, with a CSP that allows exactly the pages' inline scripts", async () => {
    const res = await app.inject("/");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"))!;
    // WebAssembly only, for the site search (Pagefind): no eval of scripts.
    expect(scriptSrc).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const inline = /<script>([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    const hash = createHash("sha256").update(inline).digest("base64");
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

});

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("security review: the runtime config in the pages", () => {
  it("is inserted as it is, even with a value holding $& or $' (replacement patterns of a string)", () => {
    const appUrl = "https://app.exemplo.test/$&/$'/$`/$$";
    const site = loadBuiltSite(makeFixtureBuild(), { appUrl, pricingOrigin: "", gaMeasurementId: null, captcha: { provider: "altcha" } });
    const served = site.pages.get("/")!.html;
    expect(served).toContain(`<script>window.__TRAMITA_CONFIG__={"appUrl":${JSON.stringify(appUrl)},`);
    expect(served).not.toContain("window.__TRAMITA_CONFIG__=null");
  });

  it("security review: the served sign-in links carry the deployment's APP_URL, not the build's default", async () => {
    const { app } = await testServer("pglite", { CLIENT_DIR: makeFixtureBuild(), SERVE_CLIENT: "true", APP_URL: "https://app.exemplo.test" });
    try {
      for (const url of ["/", "/nao-existe"]) {
        const res = await app.inject({ url, headers: html });
        expect([...res.body.matchAll(/<a href="([^"]+)" target="_blank">/g)].map((m) => m[1]), url).toEqual(["https://app.exemplo.test/login"]);
      }
    } finally {
      await app.close();
    }
  });
});

describe("the CSP's inline-script hashes", () => {
  it("cover every script a page runs and no data block (JSON, JSON-LD), which never runs", () => {
    const dir = makeFixtureBuild();
    const [classic, module, json, jsonLd] = ["window.x=1;", "import('/assets/a.js');", '{"preload":[]}', '{"@context":"https://schema.org"}'];
    writeFileSync(
      join(dir, "index.html"),
      `<!DOCTYPE html><html lang="pt-BR"><head><script>${classic}</script><script type="application/json" id="app-code">${json}</script>` +
        `<script type="module">${module}</script><script type="application/ld+json">${jsonLd}</script><script src="/assets/b.js"></script></head><body></body></html>`,
    );
    const { scriptHashes } = loadBuiltSite(dir, { appUrl: "https://app.exemplo.test", captcha: { provider: "altcha" }, pricingOrigin: "", gaMeasurementId: null });
    expect(scriptHashes).toEqual(expect.arrayContaining([sha(classic!), sha(module!)]));
    expect(scriptHashes).not.toContain(sha(json!));
    expect(scriptHashes).not.toContain(sha(jsonLd!));
  });
});

describe("known client-side routes", () => {
  it("get the SPA fallback with 200", async () => {
    const app = Fastify({ logger: false });
    await app.register(compress);
    const site = loadBuiltSite(makeFixtureBuild(), { appUrl: "https://app.exemplo.test", captcha: { provider: "altcha" }, pricingOrigin: "", gaMeasurementId: null });
    await staticSite(app, site, { isKnownRoute: (path) => path === "/assinatura" });
    const res = await app.inject({ url: "/assinatura", headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Carregando...");
    expect((await app.inject({ url: "/outra", headers: html })).statusCode).toBe(404);
    await app.close();
  });
});

describe("one address per page (trailing slash)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dir = makeFixtureBuild();
    mkdirSync(join(dir, "blog", "um-artigo"), { recursive: true });
    writeFileSync(join(dir, "blog", "um-artigo", "index.html"), "<!DOCTYPE html><html lang=\"pt-BR\"><body><h1>Um artigo</h1></body></html>");
    mkdirSync(join(dir, "blog", "__nao-encontrada"));
    writeFileSync(join(dir, "blog", "__nao-encontrada", "index.html"), "<!DOCTYPE html><html lang=\"pt-BR\"><body><h1>Página não encontrada no blog</h1></body></html>");
    app = Fastify({ logger: false });
    const site = loadBuiltSite(dir, { appUrl: "https://app.exemplo.test", captcha: { provider: "altcha" }, pricingOrigin: "", gaMeasurementId: null });
    await staticSite(app, site, { isKnownRoute: (path) => path === "/assinatura" });
  });
  afterAll(() => app.close());

  it("answers 301 from the trailing-slash variant to the canonical path, keeping the query string", async () => {
    for (const [url, location] of [
      ["/blog/um-artigo/", "/blog/um-artigo"],
      ["/blog/um-artigo/?utm_source=news&x=1", "/blog/um-artigo?utm_source=news&x=1"],
      ["/assinatura/", "/assinatura"],
    ]) {
      expect(await visit(app, url!), url).toMatchObject({ status: 301, location });
    }
    expect((await app.inject({ url: "/blog/um-artigo", headers: html })).statusCode).toBe(200);
  });

  it("does not redirect unknown paths (404) nor other hosts", async () => {
    for (const url of ["/blog/nao-existe/", "/blog/nao-existe"]) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("Página não encontrada");
    }
    for (const url of ["//exemplo.com/", "/__nao-encontrada/"]) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).not.toBe(301);
      expect(res.headers.location, url).toBeUndefined();
    }
  });
});

describe("a section's own not-found page", () => {
  it("answers unknown paths under the section with it, and 404", async () => {
    const dir = makeFixtureBuild();
    mkdirSync(join(dir, "blog", "__nao-encontrada"), { recursive: true });
    writeFileSync(join(dir, "blog", "__nao-encontrada", "index.html"), "<!DOCTYPE html><html lang=\"pt-BR\"><body><h1>Artigo não encontrado</h1></body></html>");
    const app = Fastify({ logger: false });
    await staticSite(app, loadBuiltSite(dir, { appUrl: "https://app.exemplo.test", captcha: { provider: "altcha" }, pricingOrigin: "", gaMeasurementId: null }));
    for (const [url, text] of [
      ["/blog/nao-existe", "Artigo não encontrado"],
      ["/blog/__nao-encontrada", "Artigo não encontrado"],
      ["/outra-coisa", "Página não encontrada"],
    ]) {
      expect(await visit(app, url!), url).toMatchObject({ status: 404, body: expect.stringContaining(text!) });
    }
    await app.close();
  });
});

describe("configuration", () => {
  it("fails fast with a clear message on a bad value", () => {
    expect(() => loadConfig({ PORT: "porta" })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_URL: "não é url" })).toThrow(/APP_URL/);
  });

  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe("https://app.tramita.com.br");
  });
});

const accept = (encoding: string) => ({ ...html, "accept-encoding": encoding });

/** Text files of several kinds, one of them below the compression threshold, for the precompression tests. */
const TEXT_FILES: Record<string, string> = {
  "assets/app-Zz99Yy88.css": `body{margin:0}${"x".repeat(3000)}`,
  "assets/icons-Qq11Ww22.svg": `<svg xmlns="http://www.w3.org/2000/svg"><!--${"x".repeat(3000)}--></svg>`,
  "blog.data": `[{"_1":2},"${"x".repeat(3000)}"]`,
  "sitemap.xml": `<?xml version="1.0"?><urlset>${"x".repeat(3000)}</urlset>`,
  "assets/tiny-Aa00Bb11.js": "export const y = 1;",
};
const FONT = "assets/font-Cc22Dd33.woff2";

describe("delivery without per-request work", () => {
  let app: FastifyInstance;
  let build: string;
  const lines: string[] = [];
  beforeAll(async () => {
    build = makeFixtureBuild();
    for (const [name, text] of Object.entries(TEXT_FILES)) writeFileSync(join(build, name), text);
    writeFileSync(join(build, FONT), Buffer.alloc(4096, 7));
    precompress(build);
    const config = testConfig("pglite", { CLIENT_DIR: build, SERVE_CLIENT: "true", LOG_LEVEL: "info" });
    config.logStream = { write: (line) => void lines.push(line) };
    app = await buildServer(config);
  });
  afterAll(() => app.close());

  it("writes .br and .gz twins of assets above COMPRESS_MIN_BYTES only, and serves them as they are", async () => {
    const dir = makeFixtureBuild();
    precompress(dir);
    expect(existsSync(join(dir, `${FIXTURE_ASSET.slice(1)}.br`))).toBe(true);
    expect(existsSync(join(dir, `${FIXTURE_ASSET.slice(1)}.gz`))).toBe(true);
    expect(existsSync(join(dir, "favicon.svg.br"))).toBe(false);

    const original = (await app.inject({ url: FIXTURE_ASSET })).rawPayload;
    const br = await app.inject({ url: FIXTURE_ASSET, headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload)).toEqual(original);
    const gz = await app.inject({ url: FIXTURE_ASSET, headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload)).toEqual(original);
    expect((await app.inject({ url: FIXTURE_ASSET, headers: { "accept-encoding": "identity" } })).headers["content-encoding"]).toBeUndefined();
  });

  it("has a .br and a .gz twin for every text file of the build above COMPRESS_MIN_BYTES, each sent with its content-encoding and vary", async () => {
    const names = [FIXTURE_ASSET.slice(1), ...Object.keys(TEXT_FILES)];
    const small = names.filter((name) => statSync(join(build, name)).size <= COMPRESS_MIN_BYTES);
    expect(small).toEqual(["assets/tiny-Aa00Bb11.js"]);
    for (const name of small) {
      expect(existsSync(join(build, `${name}.br`)), name).toBe(false);
      expect((await app.inject({ url: `/${name}`, headers: { "accept-encoding": "gzip, br" } })).headers["content-encoding"], name).toBeUndefined();
    }
    for (const name of names.filter((n) => !small.includes(n))) {
      const url = `/${name}`;
      const plain = await app.inject({ url, headers: { "accept-encoding": "identity" } });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      const br = await app.inject({ url, headers: { "accept-encoding": "gzip, br" } });
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(br.rawPayload, url).toEqual(readFileSync(join(build, `${name}.br`)));
      expect(brotliDecompressSync(br.rawPayload), url).toEqual(plain.rawPayload);
      const gz = await app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(gz.headers["content-encoding"], url).toBe("gzip");
      expect(gz.rawPayload, url).toEqual(readFileSync(join(build, `${name}.gz`)));
      for (const res of [plain, br, gz]) expect(res.headers.vary, url).toBe("accept-encoding");
    }
    // Already compressed formats are sent as they are.
    const font = await app.inject({ url: `/${FONT}`, headers: { "accept-encoding": "gzip, br" } });
    expect(existsSync(join(build, `${FONT}.br`))).toBe(false);
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.headers["content-encoding"]).toBeUndefined();
  });

  it("answers an asset's revalidation with 304 and sends the security headers with it", async () => {
    const first = await app.inject({ url: FIXTURE_ASSET, headers: { "accept-encoding": "br" } });
    expect(first.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(first.headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
    const again = await app.inject({ url: FIXTURE_ASSET, headers: { "accept-encoding": "br", "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await app.inject({ method: "HEAD", url: FIXTURE_ASSET })).statusCode).toBe(200);
  });

  it("sends pages compressed once at start-up, with a strong ETag answered by 304", async () => {
    const plain = await app.inject({ url: "/", headers: accept("identity") });
    const br = await app.inject({ url: "/", headers: accept("br;q=1, gzip;q=0.5") });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("accept-encoding");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: "/", headers: accept("gzip, br;q=0") });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(plain.headers.etag).toBe(etag);
    const again = await app.inject({ url: "/", headers: { ...accept("br"), "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect((await app.inject({ url: "/", headers: { ...accept("br"), "if-none-match": '"outro"' } })).statusCode).toBe(200);
  });

  it("logs API calls and failures, not every page and asset that went well", async () => {
    lines.length = 0;
    await app.inject({ url: "/", headers: accept("br") });
    await app.inject({ url: FIXTURE_ASSET });
    expect(lines.filter((l) => l.includes("request completed"))).toEqual([]);
    await app.inject({ url: "/healthz" });
    await app.inject({ url: "/api/nada?token=segredo" });
    await app.inject({ url: "/nao-existe", headers: html });
    const logged = lines.filter((l) => l.includes("request completed")).map((l) => JSON.parse(l) as { req: { path: string }; statusCode: number });
    expect(logged.map((l) => [l.req.path, l.statusCode])).toEqual([["/api/nada", 404], ["/nao-existe", 404]]);
  });
});
