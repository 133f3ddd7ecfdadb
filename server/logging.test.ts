// What reaches the log on both engines: request lines without query strings or client IPs,
// and 5xx errors without the values of the failed query (name, e-mail, phone of a lead).
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { ACCOUNT_API } from "../contracts/api-paths.ts";
import { buildServer } from "./app.ts";
import { sharedSecret } from "./db/secrets.ts";
import { serializeError } from "./logging.ts";
import { hashIp } from "./keyed-hash.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "./test/demo-request-fixtures.ts";
import { describeEachEngine, testConfig } from "./test/engines.ts";

const CLIENT_IP = "203.0.113.77";
/** Personal data of a lead, each piece distinctive enough to be found in a log. */
const PERSON = { name: "Mariana Sigilosa", email: "mariana.sigilosa@contabilhorizonte.com.br", phone: "+55 (11) 97531-8642" };
const PERSON_TRACES = ["Sigilosa", "sigilosa", "97531", "975318642"];

describeEachEngine("server log", (engine) => {
  let app: FastifyInstance;
  const lines: string[] = [];
  const log = () => lines.join("");
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    const config = testConfig(engine, { ...EASY_ALTCHA, LOG_LEVEL: "info" });
    config.logStream = { write: (line) => void lines.push(line) };
    app = await buildServer(config);
  });
  beforeEach(() => {
    lines.length = 0;
  });
  afterAll(() => app.close());

  it("records a request by its path, without the query string, and the keyed hash of the IP, never the IP", async () => {
    const secret = "tok_Segredo-do-link-123";
    await app.inject({ method: "GET", url: `/healthz?token=${secret}&reserva=${secret}`, remoteAddress: CLIENT_IP });
    await app.inject({ method: "POST", url: `${ACCOUNT_API.confirmEmail}?token=${secret}`, payload: { token: secret }, remoteAddress: CLIENT_IP });
    expect(log()).not.toContain(secret);
    expect(log()).not.toContain(CLIENT_IP);
    expect(log()).not.toMatch(/"url":/);
    // API calls get a line each; a health check that went well does not (server/app.ts).
    const completed = entries().filter((e) => e.msg === "request completed");
    expect(completed.map((e) => e.req)).toEqual([
      { method: "POST", path: ACCOUNT_API.confirmEmail, ipHash: hashIp(CLIENT_IP, await sharedSecret(app.database.db, "ip-hash")) },
    ]);
  });

  it("logs a failed query's 5xx with the error's class, code and request id, and none of its values", async () => {
    // A constraint the lead breaks: PostgreSQL refuses the row and quotes it back in the error.
    await app.database.db.execute(sql.raw(`ALTER TABLE leads ADD CONSTRAINT sem_sigilo CHECK (name NOT LIKE '%Sigilosa%')`));
    try {
      const res = await app.inject({
        method: "POST",
        url: "/api/demo-request",
        payload: { ...validFields(PERSON), captchaToken: await solvedAltchaToken(app, "demo-request") },
        remoteAddress: CLIENT_IP,
      });
      expect(res.statusCode).toBe(500);
      const { requestId } = res.json();
      const failure = entries().find((e) => e.msg === "request failed")!;
      expect(failure).toBeDefined();
      expect(failure.reqId).toBe(requestId);
      expect(failure.err).toMatchObject({ type: "DrizzleQueryError", message: "Failed query", cause: { type: "DatabaseError", code: "23514", constraint: "sem_sigilo" } });
      // The demo request's one statement, as sent: placeholders, no values.
      expect((failure.err as { query: string }).query).toMatch(/^WITH key_free AS \(\n  SELECT NOT EXISTS \(SELECT 1 FROM "idempotency_keys" WHERE key = \$1::uuid\)/);
      for (const trace of [...PERSON_TRACES, CLIENT_IP]) expect(log()).not.toContain(trace);
    } finally {
      await app.database.db.execute(sql.raw("ALTER TABLE leads DROP CONSTRAINT sem_sigilo"));
    }
  });

  it("keeps the value PostgreSQL quotes in its message out of an error's log form", async () => {
    const error = await app.database.db.execute(sql`select ${PERSON.email}::uuid`).then(() => null, (e: unknown) => e);
    const logged = serializeError(error);
    expect(logged.cause).toMatchObject({ type: "DatabaseError", code: "22P02", message: 'invalid input syntax for type uuid: "…"' });
    expect(JSON.stringify(logged)).not.toContain("sigilosa");
  });
});

it("masks e-mail addresses in error messages (a mail server's refusal quotes the recipient)", () => {
  const error = new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <mariana.sigilosa@exemplo.com.br>: Recipient address rejected");
  const logged = serializeError(error);
  expect(logged.message).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <[e-mail]>: Recipient address rejected");
  expect(logged.stack).toMatch(/^\s+at /);
  expect(JSON.stringify(logged)).not.toContain("sigilosa");
});
