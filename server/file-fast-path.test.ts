// The build's files are answered before Fastify on a listening server; app.inject goes
// through Fastify's routes. Both must give the same answer, byte for byte and header for
// header, whatever the request asks.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileResponder } from "./file-fast-path.ts";
import { loadBuiltSite } from "./static-site.ts";
import { testServer } from "./test/engines.ts";
import { FIXTURE_ASSET, makeFixtureBuild } from "./test/fixture-build.ts";
import { precompress } from "../scripts/precompress.ts";

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** Headers the socket adds to every answer, which an injected one lacks. */
const CONNECTION_HEADERS = ["date", "connection", "keep-alive"];

const comparable = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.includes(name)).toSorted(([a], [b]) => a.localeCompare(b)));

/** One request over a real socket, the body as received (not decompressed). */
function overTheWire(port: number, method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: comparable(res.headers), body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the build's files on a listening server", () => {
  let app: FastifyInstance;
  let port: number;
  let etag: string;
  beforeAll(async () => {
    const build = makeFixtureBuild();
    precompress(build);
    ({ app } = await testServer("pglite", { CLIENT_DIR: build, SERVE_CLIENT: "true" }));
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
    etag = String((await app.inject(FIXTURE_ASSET)).headers.etag);
  });
  afterAll(() => app.close());

  const injected = async (method: "GET" | "HEAD", path: string, headers: Record<string, string>): Promise<Answer> => {
    const res = await app.inject({ method, url: path, headers });
    return { status: res.statusCode, headers: comparable(res.headers), body: res.rawPayload };
  };

  const cases: [string, "GET" | "HEAD", string, () => Record<string, string>][] = [
    ["brotli", "GET", FIXTURE_ASSET, () => ({ "accept-encoding": "gzip, deflate, br" })],
    ["gzip", "GET", FIXTURE_ASSET, () => ({ "accept-encoding": "gzip" })],
    ["no encoding asked", "GET", FIXTURE_ASSET, () => ({})],
    ["brotli refused", "GET", FIXTURE_ASSET, () => ({ "accept-encoding": "br;q=0, gzip;q=0.5" })],
    ["a revalidation", "GET", FIXTURE_ASSET, () => ({ "accept-encoding": "br", "if-none-match": etag })],
    ["a stale revalidation", "GET", FIXTURE_ASSET, () => ({ "accept-encoding": "br", "if-none-match": '"outro"' })],
    ["HEAD", "HEAD", FIXTURE_ASSET, () => ({ "accept-encoding": "br" })],
    ["a file with no compressed form", "GET", "/favicon.svg", () => ({ "accept-encoding": "br" })],
    ["a query string (left to Fastify)", "GET", `${FIXTURE_ASSET}?v=2`, () => ({ "accept-encoding": "br" })],
  ];

  it.each(cases)("gives Fastify's answer to %s", async (_name, method, path, headers) => {
    const wire = await overTheWire(port, method, path, headers());
    expect(wire).toEqual(await injected(method, path, headers()));
    expect(wire.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("sends what each request asked for", async () => {
    const br = await overTheWire(port, "GET", FIXTURE_ASSET, { "accept-encoding": "gzip, br" });
    expect([br.status, br.headers["content-encoding"], br.headers.vary]).toEqual([200, "br", "accept-encoding"]);
    const again = await overTheWire(port, "GET", FIXTURE_ASSET, { "accept-encoding": "br", "if-none-match": etag });
    expect([again.status, again.body.length, again.headers.etag]).toEqual([304, 0, etag]);
    const head = await overTheWire(port, "HEAD", FIXTURE_ASSET, { "accept-encoding": "br" });
    expect([head.body.length, head.headers["content-length"]]).toEqual([0, String(br.body.length)]);
  });

  it("leaves other methods, pages and unknown paths to Fastify", async () => {
    const post = await overTheWire(port, "POST", FIXTURE_ASSET, {});
    expect(post.status).toBe(405);
    expect(post.headers["content-security-policy"]).toContain("default-src 'self'");
    expect((await overTheWire(port, "GET", "/", { accept: "text/html" })).body.toString()).toContain("Página inicial");
    expect((await overTheWire(port, "GET", "/assets/sumiu-123.js", {})).status).toBe(404);
  });
});

describe("fileResponder", () => {
  it("takes GET and HEAD of the build's files by their exact path, and nothing else", async () => {
    const site = loadBuiltSite(makeFixtureBuild(), { appUrl: "https://app.exemplo.test", captcha: { provider: "altcha" }, pricingOrigin: "", gaMeasurementId: null });
    const respond = fileResponder(site.files, { "x-frame-options": "DENY" });
    const server = createServer((request, response) => {
      if (respond(request, response)) return;
      response.writeHead(418);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const file = await overTheWire(port, "GET", "/favicon.svg", {});
      expect([file.status, file.headers["x-frame-options"], file.headers["content-type"], file.body.toString()]).toEqual([200, "DENY", "image/svg+xml", `<svg xmlns="http://www.w3.org/2000/svg"/>`]);
      expect((await overTheWire(port, "HEAD", "/favicon.svg", {})).status).toBe(200);
      for (const [method, path] of [["POST", "/favicon.svg"], ["GET", "/favicon.svg?v=1"], ["GET", "/favicon.svg/"], ["GET", "/"], ["GET", "/index.html"], ["GET", "/nada.js"]] as const) {
        expect((await overTheWire(port, method, path, {})).status, `${method} ${path}`).toBe(418);
      }
    } finally {
      server.close();
    }
  });
});
