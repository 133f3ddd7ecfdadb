// Security review: what the traces carry. With OTEL_EXPORTER_OTLP_ENDPOINT set, every span
// reaches a collector, possibly a third party's: a sign-up, the opening of its e-mailed link
// and its confirmation, and a sign-up whose insert the database refuses (the failed query holds
// the address and the password hash) leave no e-mail, token, password or hash in anything the
// collector receives, on both engines. Tracing starts before the server's modules load, as in
// server/main.ts, so the PostgreSQL driver is instrumented too.
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trace } from "@opentelemetry/api";
import { ACCOUNT_API } from "../../contracts/api-paths.ts";
import { startOtlpReceiver, type OtlpReceiver } from "../test/otlp-receiver.ts";
import { startTracing } from "./tracing.ts";

const receiver: OtlpReceiver = await startOtlpReceiver();
await startTracing(receiver.url, "tramita-site-test");
// Only now: pg is instrumented as it loads.
const { describeEachEngine, testServer } = await import("../test/engines.ts");
const { lastMail, ORIGIN, signUp, signupBrowserCookie, signupFields } = await import("../test/account-fixtures.ts");
const { EASY_ALTCHA } = await import("../test/demo-request-fixtures.ts");
const { accounts } = await import("../db/schema.ts");
const { loadConfig } = await import("../config.ts");

afterAll(() => receiver.close());

/** Sends what the batch processor still holds. */
const flush = () => (trace.getTracerProvider() as unknown as { getDelegate(): { forceFlush(): Promise<void> } }).getDelegate().forceFlush();

const REFUSED_EMAIL = "recusada@construtoraprumo.com.br";

describeEachEngine("security review 3: traces carry no secret or personal data", (engine) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await testServer(engine, { ...EASY_ALTCHA, ACCOUNT_MIN_RESPONSE_MS: "0" }));
  });
  afterAll(() => app.close());

  it("after a sign-up, its confirmation link and a failed insert, no e-mail, token, password or hash reaches the collector (finding 3)", async () => {
    receiver.bodies.length = 0;
    const signup = await signUp(app);
    expect(signup.statusCode, signup.body).toBe(202);
    const { mail, token } = await lastMail(app, "account.confirm-email");
    // The e-mailed link as a browser (or a mail scanner) opens it, then the page's confirmation.
    const link = new URL(/https?:\/\/\S+token=\S+/.exec(mail.text)![0]);
    await app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    const confirmed = await app.inject({ method: "POST", url: ACCOUNT_API.confirmEmail, headers: { origin: ORIGIN, cookie: signupBrowserCookie(signup) }, payload: { token } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [{ passwordHash }] = (await app.database.db.select({ passwordHash: accounts.passwordHash }).from(accounts)) as [{ passwordHash: string }];
    expect(passwordHash.length).toBeGreaterThan(20);

    // An insert the database refuses: its error carries the failed query's values (the address, the hash).
    await app.database.db.execute(sql.raw(`alter table accounts add constraint traced_refusal check (email <> '${REFUSED_EMAIL}')`));
    const refused = await signUp(app, { email: REFUSED_EMAIL });
    expect(refused.statusCode).toBe(500);
    await flush();

    const sent = receiver.bodies.join("\n");
    // The test is worth something only if the collector saw these requests, their failure and, on PostgreSQL, the queries.
    expect(sent).toContain(ACCOUNT_API.signup);
    expect(sent).toContain(link.pathname);
    expect(sent).toContain('"exception"');
    expect(sent.includes('"pg.query'), "PostgreSQL's queries are spans of their own (PGlite's are not)").toBe(engine === "postgres");
    const secrets = { token: token!, "the e-mail": signupFields().email, "the refused e-mail": REFUSED_EMAIL, "the password": signupFields().password, "the password hash": passwordHash };
    for (const [name, secret] of Object.entries(secrets)) expect(sent.includes(secret), `the collector received ${name}`).toBe(false);
    expect(sent.match(/[\w.+-]+@[\w-]+\.[\w.-]+/)?.[0], "an e-mail address reached the collector").toBeUndefined();
  });
});

describe("security review 3: the trace collector under the https rule", () => {
  it("with NODE_ENV=production, refuses an OTLP endpoint over plain http outside this machine (finding 3)", () => {
    const production = { NODE_ENV: "production", PUBLIC_SITE_URL: "https://tramita.com.br" };
    expect(() => loadConfig({ ...production, OTEL_EXPORTER_OTLP_ENDPOINT: "http://coletor.exemplo.com.br:4318" })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT: must be an https:\/\/ URL when NODE_ENV=production/);
    expect(loadConfig({ ...production, OTEL_EXPORTER_OTLP_ENDPOINT: "https://coletor.exemplo.com.br:4318" }).tracing?.endpoint).toBe("https://coletor.exemplo.com.br:4318");
    expect(loadConfig({ ...production, OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:4318" }).tracing?.endpoint).toBe("http://127.0.0.1:4318");
    // Outside production a developer's collector is often plain http.
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://coletor.exemplo.com.br:4318" })).not.toThrow();
  });
});
