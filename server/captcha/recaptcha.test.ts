// reCAPTCHA against a local server that answers like Google's siteverify (request as a
// form POST with secret, response and remoteip; JSON answer with success and error-codes).
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sendJson, serveOnLoopback } from "../../tests/support/loopback-server.ts";
import { describeEachEngine, testServer } from "../test/engines.ts";
import { validFields } from "../test/demo-request-fixtures.ts";
import { makeFixtureBuild } from "../test/fixture-build.ts";

const SECRET = "segredo-de-teste";
const VERIFY_PATH = "/recaptcha/api/siteverify";
const seen = new Set<string>();
const requests: URLSearchParams[] = [];

const google = serveOnLoopback((req, body, res) => {
  const form = new URLSearchParams(body);
  requests.push(form);
  const token = form.get("response") ?? "";
  let answer: object;
  if (req.method !== "POST" || req.url !== VERIFY_PATH) answer = { success: false, "error-codes": ["bad-request"] };
  else if (form.get("secret") !== SECRET) answer = { success: false, "error-codes": ["invalid-input-secret"] };
  else if (!token) answer = { success: false, "error-codes": ["missing-input-response"] };
  else if (!token.startsWith("humano-")) answer = { success: false, "error-codes": ["invalid-input-response"] };
  else if (seen.has(token)) answer = { success: false, "error-codes": ["timeout-or-duplicate"] };
  else {
    seen.add(token);
    answer = { success: true, challenge_ts: new Date().toISOString(), hostname: "localhost" };
  }
  sendJson(res, 200, answer);
});
const verifyUrl = () => `${google.origin}${VERIFY_PATH}`;

describeEachEngine("demo requests with reCAPTCHA v2", (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer(engine, { RECAPTCHA_SITE_KEY: "site-key", RECAPTCHA_SECRET_KEY: SECRET, RECAPTCHA_VERIFY_URL: verifyUrl() }));
  });
  afterAll(() => app.close());

  const post = (captchaToken: string) => app.inject({ method: "POST", url: "/api/demo-request", payload: { ...validFields(), captchaToken } });

  it("accepts a token siteverify confirms, sending the secret and the client IP", async () => {
    const token = `humano-${engine}-1`;
    expect((await post(token)).statusCode).toBe(201);
    const sent = requests.find((r) => r.get("response") === token)!;
    expect(sent.get("secret")).toBe(SECRET);
    expect(sent.get("remoteip")).toBe("127.0.0.1");
  });

  it("maps Google's error codes to pt-BR refusals", async () => {
    const invalid = await post("robo");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe("CAPTCHA_INVALID");
    const token = `humano-${engine}-2`;
    expect((await post(token)).statusCode).toBe(201);
    const duplicate = await post(token);
    expect(duplicate.json()).toMatchObject({ code: "CAPTCHA_REUSED" });
    expect(duplicate.json().error).toMatch(/já foi usada/);
  });

  it("answers a retry, whose token Google calls a duplicate, with its first attempt's answer", async () => {
    const token = `humano-${engine}-3`;
    const headers = { "idempotency-key": randomUUID() };
    const first = await app.inject({ method: "POST", url: "/api/demo-request", headers, payload: { ...validFields(), captchaToken: token } });
    const retry = await app.inject({ method: "POST", url: "/api/demo-request", headers, payload: { ...validFields(), captchaToken: token } });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replay"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    // Without the key, the same duplicate is refused.
    expect((await post(token)).json()).toMatchObject({ code: "CAPTCHA_REUSED" });
  });

  it("answers 503, not 500, when siteverify cannot be reached", async () => {
    const { app: offline } = await testServer(engine, {
      RECAPTCHA_SITE_KEY: "site-key",
      RECAPTCHA_SECRET_KEY: SECRET,
      RECAPTCHA_VERIFY_URL: "http://127.0.0.1:9/recaptcha/api/siteverify",
    });
    const res = await offline.inject({ method: "POST", url: "/api/demo-request", payload: { ...validFields(), captchaToken: "humano-x" } });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe("CAPTCHA_UNAVAILABLE");
    await offline.close();
  });

  it("hands the site key, never the secret, to the browser", async () => {
    const { app: site } = await testServer(engine, {
      SERVE_CLIENT: "true",
      CLIENT_DIR: makeFixtureBuild(),
      RECAPTCHA_SITE_KEY: "chave-publica",
      RECAPTCHA_SECRET_KEY: SECRET,
      RECAPTCHA_VERIFY_URL: verifyUrl(),
    });
    const page = await site.inject({ url: "/", headers: { accept: "text/html" } });
    expect(page.body).toContain('"captcha":{"provider":"recaptcha","siteKey":"chave-publica"}');
    expect(page.body).not.toContain(SECRET);
    expect(String(page.headers["content-security-policy"])).toContain("https://www.google.com/recaptcha/");
    await site.close();
  });
});
