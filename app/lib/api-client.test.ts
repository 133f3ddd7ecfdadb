// The API client against a real HTTP server (node:http): every kind of answer, or none,
// becomes the result the pages show (ARCHITECTURE.md, "Errors, the same everywhere").
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { sendJson, serveOnLoopback } from "../../tests/support/loopback-server";
import { API_MESSAGES, getJson, NETWORK_ERROR_CODE, parseApiError, postForBlob, postJson, putJson, UNKNOWN_ERROR_CODE } from "./api-client";

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}
const received: Received[] = [];

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  "/ok": (_, res) => sendJson(res, 200, { value: 42 }),
  "/no-content": (_, res) => res.writeHead(204).end(),
  "/validation": (_, res) =>
    sendJson(res, 422, { error: "Confira os campos destacados.", code: "VALIDATION_ERROR", fields: { email: "Informe um e-mail válido.", name: "", age: 3 } }),
  "/rate-limited": (_, res) => sendJson(res, 429, { error: "Tente novamente em 2 minutos.", code: "RATE_LIMITED" }),
  "/slot-taken": (_, res) => sendJson(res, 409, { error: "Esse horário acabou de ser reservado.", code: "SLOT_TAKEN", alternatives: ["2026-12-01T13:00:00Z"] }),
  "/html-500": (_, res) => res.writeHead(500, { "content-type": "text/html" }).end("<html><body>Internal Server Error</body></html>"),
  "/no-error-text": (_, res) => sendJson(res, 400, { code: "BAD_REQUEST" }),
  "/pdf": (_, res) => res.writeHead(201, { "content-type": "application/pdf", "x-quote-id": "q-1" }).end("%PDF-1.7"),
  "/drop": (req) => req.socket.destroy(),
  "/bad-gateway": (_, res) => res.writeHead(502, { "content-type": "text/html" }).end("<html>Bad Gateway</html>"),
  "/slow": (_, res) => setTimeout(() => sendJson(res, 200, { late: true }), 5_000),
  "/slow-body": (_, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.write('{"value":', () => bodyHasStarted());
    setTimeout(() => res.end("42}"), 5_000);
  },
};
/** Resolved once /slow-body has sent its head and the start of its body. */
let bodyHasStarted = () => {};
const bodyStarted = new Promise<void>((resolve) => (bodyHasStarted = resolve));

const api = serveOnLoopback((req, body, res) => {
  received.push({ method: req.method!, path: req.url!, headers: req.headers, body });
  const unavailable = /^\/unavailable-once\/(\d+)$/.exec(req.url!);
  if (unavailable) {
    // A proxy's answer while the instance behind it restarts, then the instance's.
    const seen = received.filter((r) => r.path === req.url).length;
    if (seen === 1) res.writeHead(Number(unavailable[1]), { "content-type": "text/html" }).end("<html>Unavailable</html>");
    else sendJson(res, 200, { value: 42 });
    return;
  }
  routes[req.url!]!(req, res);
});

describe("parseApiError", () => {
  it("reads the server's text, code and string field texts", () => {
    expect(parseApiError(422, { error: "Falhou", code: "VALIDATION_ERROR", fields: { email: "Informe um e-mail válido.", x: 1, y: "" } })).toEqual({
      ok: false,
      status: 422,
      code: "VALIDATION_ERROR",
      message: "Falhou",
      fields: { email: "Informe um e-mail válido." },
      body: { error: "Falhou", code: "VALIDATION_ERROR", fields: { email: "Informe um e-mail válido.", x: 1, y: "" } },
    });
  });

  it("falls back to a generic text and code for any other body", () => {
    for (const body of [null, "texto", [], { error: "  " }, { error: 3, code: 4, fields: "x" }]) {
      expect(parseApiError(500, body), JSON.stringify(body)).toMatchObject({ message: API_MESSAGES.fallback, code: UNKNOWN_ERROR_CODE, fields: {} });
    }
    expect(parseApiError(502, null, { fallback: "Erro ao enviar solicitação" }).message).toBe("Erro ao enviar solicitação");
  });
});

describe("the client against a real server", () => {
  it("GETs and POSTs JSON and types the success body", async () => {
    const got = await getJson<{ value: number }>(`${api.origin}/ok`);
    expect(got).toMatchObject({ ok: true, status: 200, data: { value: 42 } });
    expect(received.at(-1)).toMatchObject({ method: "GET", body: "" });
    expect(received.at(-1)!.headers["content-type"]).toBeUndefined();

    await postJson(`${api.origin}/ok`, { a: 1 }, { idempotencyKey: "key-1" });
    expect(received.at(-1)).toMatchObject({ method: "POST", body: '{"a":1}' });
    expect(received.at(-1)!.headers["content-type"]).toBe("application/json");
    expect(received.at(-1)!.headers["idempotency-key"]).toBe("key-1");

    await putJson(`${api.origin}/ok`, { b: 2 });
    expect(received.at(-1)).toMatchObject({ method: "PUT", body: '{"b":2}' });
    expect(received.at(-1)!.headers["idempotency-key"]).toBeUndefined();

    expect(await postJson(`${api.origin}/no-content`)).toMatchObject({ ok: true, status: 204, data: null });
  });

  it("a 422 carries the server's field texts", async () => {
    expect(await postJson(`${api.origin}/validation`, {})).toMatchObject({
      ok: false,
      status: 422,
      code: "VALIDATION_ERROR",
      message: "Confira os campos destacados.",
      fields: { email: "Informe um e-mail válido." },
    });
  });

  it("a 429 carries its code and text", async () => {
    expect(await postJson(`${api.origin}/rate-limited`, {})).toMatchObject({ ok: false, status: 429, code: "RATE_LIMITED", message: "Tente novamente em 2 minutos.", fields: {} });
  });

  it("a 409 SLOT_TAKEN keeps the body's extra fields (the alternatives)", async () => {
    const result = await postJson(`${api.origin}/slot-taken`, {});
    expect(result).toMatchObject({ ok: false, status: 409, code: "SLOT_TAKEN" });
    expect(!result.ok && result.body).toMatchObject({ alternatives: ["2026-12-01T13:00:00Z"] });
  });

  it("a 500 HTML page or a body without `error` becomes the generic text, or the caller's", async () => {
    expect(await getJson(`${api.origin}/html-500`)).toMatchObject({ ok: false, status: 500, code: UNKNOWN_ERROR_CODE, message: API_MESSAGES.fallback });
    expect(await getJson(`${api.origin}/no-error-text`, { texts: { fallback: "Erro ao enviar o relatório." } })).toMatchObject({
      status: 400,
      code: "BAD_REQUEST",
      message: "Erro ao enviar o relatório.",
    });
  });

  it("no answer is the one network failure (status 0), retried when asked", async () => {
    const before = received.filter((r) => r.path === "/drop").length;
    expect(await postJson(`${api.origin}/drop`, {}, { idempotencyKey: "key-drop", networkRetries: 1, retryDelayMs: 5 })).toMatchObject({
      ok: false,
      status: 0,
      code: NETWORK_ERROR_CODE,
      message: API_MESSAGES.network,
    });
    expect(received.filter((r) => r.path === "/drop").map((r) => r.headers["idempotency-key"]).slice(before)).toEqual(["key-drop", "key-drop"]);
    expect(await getJson("http://127.0.0.1:1/nothing-listens", { texts: { network: "Sem conexão." } })).toMatchObject({ status: 0, message: "Sem conexão." });
  });

  it("a POST without an idempotency key is never sent twice, whatever the retries asked", async () => {
    const before = received.filter((r) => r.path === "/drop").length;
    expect(await postJson(`${api.origin}/drop`, {}, { networkRetries: 2, retryDelayMs: 5 })).toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
    expect(received.filter((r) => r.path === "/drop").length - before).toBe(1);
    const gateway = received.filter((r) => r.path === "/bad-gateway").length;
    expect(await postJson(`${api.origin}/bad-gateway`, {}, { networkRetries: 2, retryDelayMs: 5 })).toMatchObject({ status: 502 });
    expect(received.filter((r) => r.path === "/bad-gateway").length - gateway).toBe(1);
  });

  it("a keyed POST answered 502, 503 or 504 by a proxy is sent again with its key; other errors are not", async () => {
    for (const status of [502, 503, 504]) {
      const path = `/unavailable-once/${status}`;
      const result = await postJson<{ value: number }>(`${api.origin}${path}`, { a: 1 }, { idempotencyKey: `key-${status}`, networkRetries: 1, retryDelayMs: 5 });
      expect(result, String(status)).toMatchObject({ ok: true, data: { value: 42 } });
      expect(received.filter((r) => r.path === path).map((r) => r.headers["idempotency-key"])).toEqual([`key-${status}`, `key-${status}`]);
    }
    const refused = received.filter((r) => r.path === "/html-500").length;
    expect(await postJson(`${api.origin}/html-500`, {}, { idempotencyKey: "key-500", networkRetries: 2, retryDelayMs: 5 })).toMatchObject({ status: 500 });
    expect(received.filter((r) => r.path === "/html-500").length - refused).toBe(1);
    const limited = received.filter((r) => r.path === "/rate-limited").length;
    expect(await postJson(`${api.origin}/rate-limited`, {}, { idempotencyKey: "key-429", networkRetries: 2, retryDelayMs: 5 })).toMatchObject({ status: 429 });
    expect(received.filter((r) => r.path === "/rate-limited").length - limited).toBe(1);
  });

  it("a timeout is a network failure; the caller's abort rejects instead", async () => {
    expect(await getJson(`${api.origin}/slow`, { timeoutMs: 50 })).toMatchObject({ ok: false, code: NETWORK_ERROR_CODE });
    const controller = new AbortController();
    const pending = getJson(`${api.origin}/slow`, { signal: controller.signal, timeoutMs: 10_000 });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("an abort while the body arrives rejects too: a body cut short is not an empty answer", async () => {
    const controller = new AbortController();
    const pending = getJson(`${api.origin}/slow-body`, { signal: controller.signal });
    await bodyStarted;
    // The head has reached the client: its fetch has resolved and the body is being read.
    await new Promise((resolve) => setTimeout(resolve, 200));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("reads a file answer with its headers", async () => {
    const result = await postForBlob(`${api.origin}/pdf`, {});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.headers.get("x-quote-id")).toBe("q-1");
    expect(await result.data.text()).toBe("%PDF-1.7");
  });
});
