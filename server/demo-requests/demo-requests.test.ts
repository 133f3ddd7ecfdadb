import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { leads, outbox } from "../db/schema.ts";
import { describeEachEngine, serverForSuite } from "../test/engines.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";

describeEachEngine("POST /api/demo-request", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, { ...EASY_ALTCHA, DEMO_RATE_LIMIT: "1000" }, (built) => (app = built));

  const post = async (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/api/demo-request", payload: body as object, headers: { "content-type": "application/json", ...headers } });

  const leadCount = async () => (await app.database.db.select({ n: count() }).from(leads))[0]!.n;

  it("commits the lead and its two e-mails before answering 201 with the lead id", async () => {
    const res = await post({ ...validFields(), captchaToken: await solvedAltchaToken(app) });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [row] = await app.database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ name: "Mariana Lopes", phone: "+55 (11) 98765-4321", phoneE164: "+5511987654321", solution: "ambos", users: 25 });
    expect(row!.ipHash).not.toContain("127.0.0.1");
    const mails = await app.database.db.select().from(outbox).orderBy(outbox.id);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([
      ["demo-request.sales", "comercial@tramita.com.br"],
      ["demo-request.visitor", "mariana@contabilhorizonte.com.br"],
    ]);
    expect(mails[0]!.text).toContain("Documentos e correspondências");
    expect(mails[1]!.text).toContain("Resposta em até 2 horas úteis");
    expect(mails[1]!.text).toContain("Segunda a sexta: 8h às 18h");
  });

  it("accepts a request without the optional users field", async () => {
    const { users: _users, ...fields } = validFields();
    const res = await post({ ...fields, captchaToken: await solvedAltchaToken(app) });
    expect(res.statusCode).toBe(201);
  });

  it("rejects missing, wrong-typed, out-of-list and over-long fields with 422 and a pt-BR message per field", async () => {
    const res = await post({
      name: "",
      email: "não-é-email",
      phone: "+55 (11) 1234",
      company: "x".repeat(500),
      solution: "tudo",
      details: 42,
      users: -3,
      protocolUsers: "1-1000",
      volume: null,
      preferredDay: "domingo",
      captchaToken: "x",
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.error).toBe("Confira os campos destacados.");
    expect(Object.keys(body.fields).toSorted()).toEqual(
      ["company", "details", "email", "name", "phone", "preferredDay", "preferredTime", "protocolUsers", "solution", "users", "volume"].toSorted(),
    );
    expect(body.fields.email).toBe("Informe um e-mail válido.");
    expect(body.fields.phone).toBe("Informe um telefone válido para o país escolhido.");
    expect(body.fields.company).toBe("Use no máximo 160 caracteres.");
    expect(await leadCount()).toBe(0);
  });

  it("answers 413 above 16 KB, 415 for non-JSON and 400 for malformed JSON", async () => {
    const big = await post({ ...validFields({ details: "a".repeat(17 * 1024) }), captchaToken: "x" });
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe("A solicitação é grande demais.");
    const text = await app.inject({ method: "POST", url: "/api/demo-request", payload: "name=Ana", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const broken = await app.inject({ method: "POST", url: "/api/demo-request", payload: '{"name": ', headers: { "content-type": "application/json" } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toMatch(/JSON válido/);
    const notObject = await post([1, 2, 3]);
    expect(notObject.statusCode).toBe(400);
  });

  it("refuses a missing, forged or reused captcha", async () => {
    const missing = await post(validFields());
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "CAPTCHA_REQUIRED", error: "Por favor, complete o desafio reCAPTCHA" });

    const forged = await post({ ...validFields(), captchaToken: Buffer.from('{"challenge":null,"solution":null,"test":true}').toString("base64") });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("CAPTCHA_INVALID");

    const token = await solvedAltchaToken(app);
    expect((await post({ ...validFields(), captchaToken: token })).statusCode).toBe(201);
    const reused = await post({ ...validFields({ email: "outra@empresa.com.br" }), captchaToken: token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("CAPTCHA_REUSED");
    expect(await leadCount()).toBe(1);
  });

  it("silently refuses a filled honeypot", async () => {
    const res = await post({ ...validFields(), website: "http://spam.example", captchaToken: await solvedAltchaToken(app) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("REJECTED");
    expect(await leadCount()).toBe(0);
  });

  it("answers a retry with the same idempotency key with the same result and no second lead", async () => {
    const key = randomUUID();
    const body = { ...validFields(), captchaToken: await solvedAltchaToken(app) };
    const first = await post(body, { "idempotency-key": key });
    const retry = await post(body, { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await leadCount()).toBe(1);
    expect((await app.database.db.select({ n: count() }).from(outbox))[0]!.n).toBe(2);

    const concurrent = randomUUID();
    const body2 = { ...validFields({ email: "paralelo@empresa.com.br" }), captchaToken: await solvedAltchaToken(app) };
    const answers = await Promise.all([1, 2, 3].map(() => post(body2, { "idempotency-key": concurrent })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await leadCount()).toBe(2);

    const otherData = await post({ ...body, name: "Outro Nome" }, { "idempotency-key": key });
    expect(otherData.statusCode).toBe(422);
    expect((await post(body, { "idempotency-key": "não-uuid" })).statusCode).toBe(400);
  });
});
