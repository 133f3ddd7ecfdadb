import { randomUUID } from "node:crypto";
import { count, eq, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { expect, it, vi } from "vitest";
import { ATTRIBUTION_BODY_MAX_BYTES } from "../../contracts/attribution-schema.ts";
import type { EventBody } from "../../contracts/events.ts";
import { CAPTCHA_CHALLENGE_TTL_MINUTES } from "../../contracts/retention.ts";
import type { Db, Tx } from "../db/client.ts";
import { idempotencyKeys, leads, outbox, usedCaptchas, webhookDeliveries } from "../db/schema.ts";
import { describeEachEngine, serverForSuite } from "../test/engines.ts";
import { EASY_ALTCHA, solvedAltchaToken, submissionLimitRows, validFields } from "../test/demo-request-fixtures.ts";
import { testSecret } from "../test/webhook-receiver.ts";

describeEachEngine("POST /api/demo-request", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, { ...EASY_ALTCHA, DEMO_RATE_LIMIT: "1000" }, (built) => (app = built));

  const post = async (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/api/demo-request", payload: body as object, headers: { "content-type": "application/json", ...headers } });

  const leadCount = async () => (await app.database.db.select({ n: count() }).from(leads))[0]!.n;

  it("commits the lead and its two e-mails before answering 201 with the lead id", async () => {
    const res = await post({ ...validFields(), captchaToken: await solvedAltchaToken(app, "demo-request") });
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
    const res = await post({ ...fields, captchaToken: await solvedAltchaToken(app, "demo-request") });
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

  it("answers 413 above 16 KB (and room for the attribution), 415 for non-JSON and 400 for malformed JSON", async () => {
    const big = await post({ ...validFields({ details: "a".repeat(17 * 1024 + ATTRIBUTION_BODY_MAX_BYTES) }), captchaToken: "x" });
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

    const token = await solvedAltchaToken(app, "demo-request");
    expect((await post({ ...validFields(), captchaToken: token })).statusCode).toBe(201);
    const reused = await post({ ...validFields({ email: "outra@empresa.com.br" }), captchaToken: token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("CAPTCHA_REUSED");
    expect(await leadCount()).toBe(1);
  });

  it("silently refuses a filled honeypot", async () => {
    const res = await post({ ...validFields(), website: "http://spam.example", captchaToken: await solvedAltchaToken(app, "demo-request") });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("REJECTED");
    expect(await leadCount()).toBe(0);
  });

  it("answers a retry with the same idempotency key with the same result and no second lead", async () => {
    const key = randomUUID();
    const body = { ...validFields(), captchaToken: await solvedAltchaToken(app, "demo-request") };
    const first = await post(body, { "idempotency-key": key });
    const retry = await post(body, { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await leadCount()).toBe(1);
    expect((await app.database.db.select({ n: count() }).from(outbox))[0]!.n).toBe(2);

    const concurrent = randomUUID();
    const body2 = { ...validFields({ email: "paralelo@empresa.com.br" }), captchaToken: await solvedAltchaToken(app, "demo-request") };
    const answers = await Promise.all([1, 2, 3].map(() => post(body2, { "idempotency-key": concurrent })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await leadCount()).toBe(2);

    const otherData = await post({ ...body, name: "Outro Nome" }, { "idempotency-key": key });
    expect(otherData.statusCode).toBe(422);
    expect((await post(body, { "idempotency-key": "não-uuid" })).statusCode).toBe(400);
  });

  it("answers a retry whose captcha has expired since from its record; a new submission with that token is refused as expired", async () => {
    const key = randomUUID();
    const body = { ...validFields(), captchaToken: await solvedAltchaToken(app, "demo-request") };
    const first = await post(body, { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + (CAPTCHA_CHALLENGE_TTL_MINUTES + 1) * 60_000);
      const retry = await post(body, { "idempotency-key": key });
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual(first.json());
      const late = await post({ ...body, email: "atrasado@empresa.com.br" }, { "idempotency-key": randomUUID() });
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe("CAPTCHA_EXPIRED");
    } finally {
      vi.useRealTimers();
    }
    expect(await leadCount()).toBe(1);
  });
});

/** The rows of a raw query (both engines' drivers answer with `rows`). */
const query = async <Row>(db: Db | Tx, text: SQL) => ((await db.execute(text)) as unknown as { rows: Row[] }).rows;

// Both engines of the protected-form pipeline write the same: the one-statement engine the
// demo request declares, and the portable one every other form runs on.
for (const formEngine of ["one-statement", "portable"] as const)
describeEachEngine(`POST /api/demo-request: what one request writes (${formEngine} engine)`, (engine) => {
  let app: FastifyInstance;
  // A CRM destination, never reached (no delivery worker in tests): each lead.created is a row.
  const env = { ...EASY_ALTCHA, DEMO_RATE_LIMIT: "3", CRM_WEBHOOK_URL: "http://127.0.0.1:9/crm", CRM_WEBHOOK_SECRET: testSecret("c") };
  serverForSuite(engine, env, (built) => (app = built), (config) => (config.portableFormsOnly = formEngine === "portable"));

  const post = async (captchaToken: string, headers: Record<string, string> = {}, fields = validFields()) =>
    app.inject({ method: "POST", url: "/api/demo-request", payload: { ...fields, captchaToken }, headers });
  const rowsOf = async (table: PgTable) => (await app.database.db.select({ n: count() }).from(table))[0]!.n;
  const written = async () => ({
    leads: await rowsOf(leads),
    mails: await rowsOf(outbox),
    events: await rowsOf(webhookDeliveries),
    keys: await rowsOf(idempotencyKeys),
    captchas: await rowsOf(usedCaptchas),
    hits: (await submissionLimitRows(app)).map((r) => r.count),
  });

  it("writes the lead with its e-mails and its event, whose id and time are the lead's", async () => {
    const res = await post(await solvedAltchaToken(app, "demo-request"));
    expect(res.statusCode).toBe(201);
    const [lead] = await app.database.db.select().from(leads);
    expect(lead!.id).toBe(res.json().id);
    const [event] = await app.database.db.select().from(webhookDeliveries);
    const body = event!.payload as EventBody<"lead.created">;
    expect(body.type).toBe("lead.created");
    expect(body.data).toMatchObject({ lead_id: lead!.id, created_at: lead!.createdAt.toISOString(), phone_e164: lead!.phoneE164, users: 25 });
    expect(body.timestamp).toBe(lead!.createdAt.toISOString());
    expect(await written()).toEqual({ leads: 1, mails: 2, events: 1, keys: 0, captchas: 1, hits: [1] });
  });

  it("over the limit, keeps only the spent captcha and the counted hit, and records no key", async () => {
    for (let i = 0; i < 3; i++) expect((await post(await solvedAltchaToken(app, "demo-request"))).statusCode).toBe(201);
    const token = await solvedAltchaToken(app, "demo-request");
    const headers = { "idempotency-key": randomUUID() };
    const limited = await post(token, headers);
    expect(limited.statusCode).toBe(429);
    expect(await written()).toEqual({ leads: 3, mails: 6, events: 3, keys: 0, captchas: 4, hits: [4] });
    // Its retry finds no answer to replay, and its captcha spent.
    expect((await post(token, headers)).json().code).toBe("CAPTCHA_REUSED");
    expect(await written()).toEqual({ leads: 3, mails: 6, events: 3, keys: 0, captchas: 4, hits: [4] });
  });

  it("refuses a reused captcha without writing anything or counting a hit", async () => {
    const token = await solvedAltchaToken(app, "demo-request");
    expect((await post(token)).statusCode).toBe(201);
    const reused = await post(token, { "idempotency-key": randomUUID() }, validFields({ email: "outra@empresa.com.br" }));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("CAPTCHA_REUSED");
    expect(await written()).toEqual({ leads: 1, mails: 2, events: 1, keys: 0, captchas: 1, hits: [1] });
  });

  it("answers a retry whose key is recorded with the first answer, spending none of its own captcha and counting no hit", async () => {
    const key = randomUUID();
    const first = await post(await solvedAltchaToken(app, "demo-request"), { "idempotency-key": key });
    expect(first.statusCode).toBe(201);
    const freshToken = await solvedAltchaToken(app, "demo-request");
    const retry = await post(freshToken, { "idempotency-key": key });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replay"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect(await written()).toEqual({ leads: 1, mails: 2, events: 1, keys: 1, captchas: 1, hits: [1] });
    // Its captcha is still good for a request of its own.
    expect((await post(freshToken)).statusCode).toBe(201);
  });

  it("answers concurrent requests with one key, with the same or different captchas, once: one lead, one answer", async () => {
    const key = randomUUID();
    const [a, b] = [await solvedAltchaToken(app, "demo-request"), await solvedAltchaToken(app, "demo-request")];
    const answers = await Promise.all([a, b, a, b].map((token) => post(token, { "idempotency-key": key })));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    const { leads: leadRows, mails, events, keys } = await written();
    expect({ leadRows, mails, events, keys }).toEqual({ leadRows: 1, mails: 2, events: 1, keys: 1 });
    const [lead] = await app.database.db.select().from(leads);
    expect(lead!.id).toBe(answers[0]!.json().id);
  });

  // Only the one-statement engine sends them all to the database: the portable one has the
  // first claim the key, and the others wait for its answer.
  it.runIf(engine === "postgres" && formEngine === "one-statement")("answers concurrent requests with one key once even when all of them are in the database together", async () => {
    const key = randomUUID();
    const [a, b] = [await solvedAltchaToken(app, "demo-request"), await solvedAltchaToken(app, "demo-request")];
    let sent: Promise<Awaited<ReturnType<typeof post>>[]> | undefined;
    await app.database.db.transaction(async (tx) => {
      // Holding the leads table: the first statement waits there, its key claimed, and the
      // three others wait behind it (on its captcha, or on the client's rate-limit counter), so
      // all four started before any of them committed.
      await tx.execute(sql`LOCK TABLE leads IN EXCLUSIVE MODE`);
      const [holder] = await query<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
      sent = Promise.all([a, b, a, b].map((token) => post(token, { "idempotency-key": key })));
      const waiting = sql`WITH RECURSIVE waiting(pid) AS (
        SELECT pid FROM pg_stat_activity WHERE ${holder!.pid}::integer = ANY(pg_blocking_pids(pid))
        UNION SELECT a.pid FROM pg_stat_activity a JOIN waiting w ON w.pid = ANY(pg_blocking_pids(a.pid))
      ) SELECT count(*)::integer AS n FROM waiting`;
      // Asked on the holder's own connection (the pool may have no other one free), each time
      // afresh (a transaction otherwise keeps its first view of pg_stat_activity).
      const waitingNow = async () => {
        await tx.execute(sql`SELECT pg_stat_clear_snapshot()`);
        return (await query<{ n: number }>(tx, waiting))[0]!.n;
      };
      for (let i = 0; i < 400 && (await waitingNow()) < 4; i++) await new Promise((r) => setTimeout(r, 25));
      expect(await waitingNow()).toBe(4);
    });
    const answers = await sent!;
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    const { leads: leadRows, mails, events, keys } = await written();
    expect({ leadRows, mails, events, keys }).toEqual({ leadRows: 1, mails: 2, events: 1, keys: 1 });
  });
});
