// sendDemoRequest against a real HTTP server (node:http), not a fetch mock: what is sent,
// and how every kind of answer (or none) maps to what the form shows (spec §8).
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { demoRequestBodySchema, type DemoRequestFields } from "../../../contracts/demo-request";
import { DEMO_REQUEST_MESSAGES } from "../../../contracts/demo-request-options";
import { sendJson, serveOnLoopback } from "../../../tests/support/loopback-server";
import { newIdempotencyKey, sendDemoRequest, toRequestBody, type DemoRequestOutcome } from "./use-demo-request";

interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

const received: Received[] = [];
/** Per path: how many connections it dropped so far (for the retry test). */
const dropped = new Map<string, number>();

const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
  "/created": (_, res) => sendJson(res, 201, { id: "lead-123" }),
  "/server-error": (_, res) => sendJson(res, 422, { error: "Mensagem do servidor", code: "X", fields: { name: "Informe seu nome.", phone: 7 } }),
  "/rate-limited": (_, res) => sendJson(res, 429, { error: "Tente novamente em 2 minutos.", code: "RATE_LIMITED" }),
  "/no-error-text": (_, res) => sendJson(res, 400, { code: "X" }),
  "/not-json": (_, res) => res.writeHead(500, { "content-type": "text/html" }).end("<html>Internal Server Error</html>"),
  "/empty-502": (_, res) => res.writeHead(502, { "content-type": "application/json" }).end(),
  "/drop": (req) => req.socket.destroy(),
  "/drop-once": (req, res) => {
    const n = dropped.get(req.url!) ?? 0;
    dropped.set(req.url!, n + 1);
    if (n === 0) req.socket.destroy();
    else sendJson(res, 201, { id: "lead-after-retry" });
  },
};

const api = serveOnLoopback((request, body, response) => {
  received.push({ path: request.url!, headers: request.headers, body: body ? JSON.parse(body) : null });
  routes[request.url!]!(request, response);
});

const fields: DemoRequestFields = {
  name: "Mariana Souza",
  email: "mariana@exemplo.com.br",
  phone: "+55 (11) 98765-4321",
  company: "Contábil Horizonte",
  solution: "protocolos",
  details: "Protocolos entre três filiais.",
  protocolUsers: "11-20",
  volume: "151-500",
  preferredDay: "qqdia",
  preferredTime: "10h-12h",
};
const attribution = { last: { landing_path: "/contato", utm_source: "google" } };
const body = toRequestBody(fields, { captchaToken: "captcha-token", website: "", attribution, mailingConsent: true });
const options = (path: string) => ({ url: `${api.origin}${path}`, retryDelayMs: 10 });
/** What the form shows of an outcome: its text and per-field texts. */
const shown = (outcome: DemoRequestOutcome) => (outcome.ok ? outcome : { ok: false, message: outcome.message, fields: outcome.fields });

describe("toRequestBody", () => {
  it("adds the token, the honeypot, the attribution and the mailing opt-in, leaves out an empty `users`, and matches the API's schema", () => {
    expect(body).toEqual({ ...fields, captchaToken: "captcha-token", website: "", attribution, mailingConsent: true });
    expect("users" in body).toBe(false);
    expect(demoRequestBodySchema.safeParse(body).success).toBe(true);
    expect(toRequestBody({ ...fields, users: 40 }, { captchaToken: "t", website: "bot", attribution: {}, mailingConsent: false })).toMatchObject({ users: 40, website: "bot", mailingConsent: false });
  });
});

describe("newIdempotencyKey", () => {
  it("makes a fresh v4 UUID each time, with or without crypto.randomUUID", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
      for (let i = 0; i < 50; i++) expect(newIdempotencyKey()).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: randomUUID, configurable: true });
    }
  });
});

describe("sendDemoRequest against a real server", () => {
  it("POSTs JSON with the idempotency key and returns the created lead", async () => {
    const key = newIdempotencyKey();
    expect(await sendDemoRequest(body, key, options("/created"))).toEqual({ ok: true, created: { id: "lead-123" } });
    const request = received.findLast((r) => r.path === "/created")!;
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.headers["idempotency-key"]).toBe(key);
    expect(request.body).toEqual(body);
  });

  it("shows the server's `error` text and its string field messages", async () => {
    expect(shown(await sendDemoRequest(body, newIdempotencyKey(), options("/server-error")))).toEqual({
      ok: false,
      message: "Mensagem do servidor",
      fields: { name: "Informe seu nome." },
    });
    expect(shown(await sendDemoRequest(body, newIdempotencyKey(), options("/rate-limited")))).toEqual({
      ok: false,
      message: "Tente novamente em 2 minutos.",
      fields: {},
    });
  });

  it("falls back to 'Erro ao enviar solicitação' when the answer carries no error text", async () => {
    for (const path of ["/no-error-text", "/not-json", "/empty-502"]) {
      expect(shown(await sendDemoRequest(body, newIdempotencyKey(), options(path))), path).toEqual({
        ok: false,
        message: DEMO_REQUEST_MESSAGES.serverErrorFallback,
        fields: {},
      });
    }
  });

  it("says 'Tente novamente' when no answer comes back, after one retry with the same key", async () => {
    const before = received.filter((r) => r.path === "/drop").length;
    expect(shown(await sendDemoRequest(body, newIdempotencyKey(), options("/drop")))).toEqual({
      ok: false,
      message: DEMO_REQUEST_MESSAGES.networkError,
      fields: {},
    });
    expect(received.filter((r) => r.path === "/drop").length - before).toBe(2);
    expect(shown(await sendDemoRequest(body, newIdempotencyKey(), { url: "http://127.0.0.1:1/nothing-listens", networkRetries: 0 }))).toEqual({
      ok: false,
      message: DEMO_REQUEST_MESSAGES.networkError,
      fields: {},
    });
  });

  it("a retry after a dropped connection reuses the submission's key", async () => {
    const key = newIdempotencyKey();
    expect(await sendDemoRequest(body, key, options("/drop-once"))).toEqual({ ok: true, created: { id: "lead-after-retry" } });
    const keys = received.filter((r) => r.path === "/drop-once").map((r) => r.headers["idempotency-key"]);
    expect(keys).toEqual([key, key]);
  });
});
