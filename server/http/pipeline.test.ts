// The error table (contracts/api-errors.ts) and the one error handler: every code answers
// its status and the { error, code, fields? } body; schema errors answer 422 with one pt-BR
// message per field; anything else is a logged 500 that leaks nothing.
import { DrizzleQueryError } from "drizzle-orm";
import Fastify from "fastify";
import { DatabaseError } from "pg";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { array, int, object, string } from "zod";
import { API_ERRORS, type ApiErrorCode } from "../../contracts/api-errors.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/unavailable.ts";
import { ApiError } from "./api-error.ts";
import { installPipeline } from "./pipeline.ts";

const logged: unknown[] = [];
const app = Fastify({ logger: { level: "error", stream: { write: (line: string) => logged.push(JSON.parse(line)) } } });
installPipeline(app);
app.get<{ Params: { code: ApiErrorCode } }>("/throw/:code", async (request) => {
  throw new ApiError(request.params.code);
});
app.get("/custom", async () => {
  throw new ApiError("RATE_LIMITED", { message: "Tente novamente em 3 minutos.", retryAfterSeconds: 150, fields: { email: "Muitas vezes." } });
});
app.get("/bug", async () => {
  throw new Error("connection to db at 10.0.0.7 refused: password=hunter2");
});
app.get("/database-away", async () => {
  const cause = Object.assign(new DatabaseError("terminating connection due to administrator command", 0, "error"), { code: "57P01", severity: "FATAL" });
  throw new DrizzleQueryError("insert into leads (email) values ($1)", ["ana@example.com"], cause);
});
const body = object({
  name: string({ error: "Informe seu nome." }).min(2, { error: "Informe seu nome." }),
  pricing: object({ users: int({ error: "Informe um número inteiro." }) }),
  emails: array(string().email({ error: "E-mail inválido." })),
  captchaToken: string({ error: "Por favor, complete o desafio reCAPTCHA" }),
});
app.withTypeProvider<ZodTypeProvider>().post(
  "/form",
  { schema: { body }, config: { form: { invalidBody: "Envie o formulário como objeto.", honeypot: "Recusado.", validation: "Confira o formulário.", captchaRequired: true } } },
  async () => ({ ok: true }),
);
app.withTypeProvider<ZodTypeProvider>().post(
  "/link",
  { schema: { body: object({ token: string().min(20), when: string({ error: "Escolha um horário." }) }) }, config: { form: { credential: { field: "token", code: "TOKEN_INVALID", message: "Link inválido." } } } },
  async () => ({ ok: true }),
);

beforeAll(() => app.ready());
afterAll(() => app.close());

describe("each ApiError code answers its status and its pt-BR message", () => {
  it.each(Object.entries(API_ERRORS) as [ApiErrorCode, (typeof API_ERRORS)[ApiErrorCode]][])("%s", async (code, { status, message }) => {
    const response = await app.inject(`/throw/${code}`);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: message, code });
  });
});

describe("the error handler", () => {
  it("sends a message given when thrown, the fields and Retry-After", async () => {
    const response = await app.inject("/custom");
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("150");
    expect(response.json()).toEqual({ error: "Tente novamente em 3 minutos.", code: "RATE_LIMITED", fields: { email: "Muitas vezes." } });
  });

  it("answers an unknown error with a generic 500, logged with the request id, and no internals", async () => {
    const response = await app.inject("/bug");
    expect(response.statusCode).toBe(500);
    const answer = response.json();
    expect(answer).toEqual({ error: API_ERRORS.INTERNAL_ERROR.message, code: "INTERNAL_ERROR", requestId: expect.any(String) });
    expect(response.body).not.toMatch(/hunter2|10\.0\.0\.7|Error/);
    expect(logged).toContainEqual(expect.objectContaining({ msg: "request failed", reqId: answer.requestId }));
  });

  it("security review: a PostgreSQL restart kills the server: a query failing because the database is away answers 503 DATABASE_UNAVAILABLE with Retry-After", async () => {
    const response = await app.inject("/database-away");
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({ error: API_ERRORS.DATABASE_UNAVAILABLE.message, code: "DATABASE_UNAVAILABLE" });
    expect(response.body).not.toMatch(/ana@example|insert|administrator/);
  });

  it.each([
    ["a schema error: 422 with the first message of each field, named by its deepest named segment", { name: "x", pricing: { users: 1.5 }, emails: ["a@b.co", "nope"], captchaToken: "t" }, 422,
      { error: "Confira o formulário.", code: "VALIDATION_ERROR", fields: { name: "Informe seu nome.", users: "Informe um número inteiro.", emails: "E-mail inválido." } }],
    ["only the captcha missing: 400 CAPTCHA_REQUIRED", { name: "Ana", pricing: { users: 1 }, emails: [] }, 400,
      { error: API_ERRORS.CAPTCHA_REQUIRED.message, code: "CAPTCHA_REQUIRED", fields: { captchaToken: "Por favor, complete o desafio reCAPTCHA" } }],
    ["a body that is not a JSON object: 400 INVALID_BODY in the form's words", [1, 2], 400, { error: "Envie o formulário como objeto.", code: "INVALID_BODY" }],
    ["a filled honeypot: 400 REJECTED before the schema runs", { website: "http://spam" }, 400, { error: "Recusado.", code: "REJECTED" }],
  ])("%s", async (_name, payload, status, expected) => {
    const response = await app.inject({ method: "POST", url: "/form", payload: payload as object });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(expected);
  });

  it.each([
    ["a malformed credential: its own refusal, not a 422 naming the field", { token: "curto", when: "amanhã" }, 400, { error: "Link inválido.", code: "TOKEN_INVALID" }],
    ["a body that is not an object: the credential's refusal too", "[]", 400, { error: "Link inválido.", code: "TOKEN_INVALID" }],
    ["a good credential with another bad field: the usual 422", { token: "x".repeat(20) }, 422, { error: API_ERRORS.VALIDATION_ERROR.message, code: "VALIDATION_ERROR", fields: { when: "Escolha um horário." } }],
  ])("a route carrying an e-mailed credential answers %s", async (_name, payload, status, expected) => {
    const response = await app.inject({ method: "POST", url: "/link", payload: payload as object, headers: { "content-type": "application/json" } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(expected);
  });

  it.each([
    ["malformed JSON", "{", "application/json", 400, "BAD_REQUEST"],
    ["another media type", "<name>x</name>", "application/xml", 415, "UNSUPPORTED_MEDIA_TYPE"],
  ])("answers %s with its 4xx code", async (_name, payload, type, status, code) => {
    const response = await app.inject({ method: "POST", url: "/form", payload, headers: { "content-type": type } });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: API_ERRORS[code as ApiErrorCode].message, code });
  });
});
