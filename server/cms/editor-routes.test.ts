// The content editor exists only where the operator turns it on (contracts/cms.ts): with
// CMS_MODE=local the server answers Keystatic's API from the working copy and serves the
// editor page with its own CSP; without it, /keystatic and /api/keystatic answer 404.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { ConfigError } from "../config-error.ts";
import { testServer } from "../test/engines.ts";
import { makeFixtureBuild } from "../test/fixture-build.ts";

const HTML = { accept: "text/html" };

describe("with CMS_MODE=local", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer("pglite", { CMS_MODE: "local", SERVE_CLIENT: "true", CLIENT_DIR: makeFixtureBuild() }));
  });
  afterAll(() => app.close());

  it("lists the working copy's content files to the editor", async () => {
    const res = await app.inject({ url: "/api/keystatic/tree", headers: { "no-cors": "1" } });
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { path: string }[]).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(["app/content/data/faq.json", "app/content/blog/malote-digital-o-que-e.md"]));
  });

  it("serves the editor page, under a policy that lets it preview uploads", async () => {
    const res = await app.inject({ url: "/keystatic/singleton/faq", headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Carregando...");
    expect(res.headers["content-security-policy"]).toMatch(/img-src 'self' data: blob:/);
  });

  it("keeps the visitor pages' policy elsewhere", async () => {
    const res = await app.inject({ url: "/", headers: HTML });
    expect(res.headers["content-security-policy"]).toMatch(/img-src 'self' data:;/);
  });
});

describe("without an editor configured (production)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer("pglite", { SERVE_CLIENT: "true", CLIENT_DIR: makeFixtureBuild() }));
  });
  afterAll(() => app.close());

  it("answers 404 for the editor and its API", async () => {
    expect((await app.inject({ url: "/keystatic", headers: HTML })).statusCode).toBe(404);
    expect((await app.inject({ url: "/keystatic/singleton/faq", headers: HTML })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/keystatic/tree", headers: { "no-cors": "1" } })).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: "/api/keystatic/update", payload: {} })).statusCode).toBe(404);
  });
});

describe("the editor's configuration", () => {
  it("refuses an unknown CMS_MODE and a GitHub mode without its credentials", () => {
    expect(() => loadConfig({ CMS_MODE: "remoto" })).toThrow(ConfigError);
    expect(() => loadConfig({ KEYSTATIC_GITHUB_REPO: "tramita/site" })).toThrow(/KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET are not/);
    const secret = "c".repeat(32);
    expect(loadConfig({ KEYSTATIC_GITHUB_REPO: "tramita/site", KEYSTATIC_GITHUB_CLIENT_ID: "a", KEYSTATIC_GITHUB_CLIENT_SECRET: "b", KEYSTATIC_SECRET: secret }).cms)
      .toEqual({ kind: "github", repo: "tramita/site", clientId: "a", clientSecret: "b", secret });
  });
});
