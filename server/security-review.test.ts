// The findings of the outside security review that concern client identity, links in
// e-mails, account mail and tokens, sessions and start-up: one named test per finding,
// each failing without its fix. (Outbox, input, bookings, invitations and quotes findings
// are tested beside their own code.)
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, isNull } from "drizzle-orm";
import { integer, pgSchema } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildServer } from "./app.ts";
import { API_ERRORS } from "../contracts/api-errors.ts";
import { HASH_BUSY_RETRY_SECONDS, HASH_QUEUE_MAX, hashingStats, hashPassword, inHashingSlot, SCRYPT_PARAMS } from "./auth/passwords.ts";
import { loadConfig } from "./config.ts";
import { accountTokens, idempotencyKeys, leads, outbox, rateLimits, usedCaptchas } from "./db/schema.ts";
import { lastMail, ORIGIN, signUp, signUpAndConfirm, signupFields, withCaptcha } from "./test/account-fixtures.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "./test/demo-request-fixtures.ts";
import { describeEachEngine, ENGINES, serverForSuite, testConfig, testServer } from "./test/engines.ts";
import { freePort, startSmtpListener } from "./test/smtp-listener.ts";

const ROOT = join(import.meta.dirname, "..");
const ACCOUNT = "rafaela@construtoraprumo.com.br";
const UNLIMITED = { ...EASY_ALTCHA, ACCOUNT_RATE_LIMIT: "1000", ACCOUNT_EMAIL_RATE_LIMIT: "1000", ACCOUNT_MIN_RESPONSE_MS: "0" };
// A direct request (no browser) may say anything, Origin included, so it passes the same-origin check.
const FORGED = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", origin: "https://evil.example" };

const open: FastifyInstance[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

/** The three requests that e-mail a token link: reset, magic link, and a duplicate sign-up. */
async function askForEveryLink(app: FastifyInstance, headers: Record<string, string>) {
  const post = async (url: string, payload: object) => app.inject({ method: "POST", url, payload, headers });
  expect((await post("/api/password-reset", await withCaptcha(app, "password-reset", { email: ACCOUNT }))).statusCode).toBe(202);
  expect((await post("/api/magic-link", await withCaptcha(app, "magic-link", { email: ACCOUNT }))).statusCode).toBe(202);
  const duplicate = await app.inject({ method: "POST", url: "/api/signup", headers, payload: { ...(await signupBody(app)) } });
  expect(duplicate.statusCode).toBe(202);
}

async function signupBody(app: FastifyInstance) {
  return { ...signupFields(), captchaToken: await solvedAltchaToken(app, "signup") };
}

async function confirmed(app: FastifyInstance) {
  expect((await signUpAndConfirm(app)).statusCode).toBe(200);
}

describeEachEngine("security review: links in e-mails never come from request headers", (engine) => {
  it("a forged Host or X-Forwarded-Host on reset, magic link and duplicate sign-up still mails links to PUBLIC_SITE_URL (SMTP)", async () => {
    const port = await freePort();
    const smtp = await startSmtpListener(port);
    try {
      const { app } = await testServer(engine, { ...UNLIMITED, TRUST_PROXY: "1", SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_SITE_URL: "https://tramita.com.br" });
      open.push(app);
      await confirmed(app);
      await askForEveryLink(app, FORGED);
      await app.outbox.drainOnce();
      const linkMails = smtp.received.filter((m) => /token=/.test(m.raw.replace(/=\r?\n/g, "")) && !/confirmar-email/.test(m.raw.replace(/=\r?\n/g, "")));
      expect(linkMails).toHaveLength(3);
      for (const mail of linkMails) {
        const raw = mail.raw.replace(/=\r?\n/g, "");
        expect(raw).not.toContain("evil.example");
        expect(raw).toMatch(/https:\/\/tramita\.com\.br\/(recuperar-senha|assinatura)\?token=/);
      }
    } finally {
      await smtp.close();
    }
  });

  it("without PUBLIC_SITE_URL the links point to http://localhost:PORT whatever the Host header says (.eml)", async () => {
    const { app, config } = await testServer(engine, { ...UNLIMITED, TRUST_PROXY: "1", PORT: "4321" });
    open.push(app);
    await confirmed(app);
    await askForEveryLink(app, FORGED);
    await app.outbox.drainOnce();
    const mailDir = join(config.dataDir, "mail");
    const files = readdirSync(mailDir).map((f) => readFileSync(join(mailDir, f), "utf8").replace(/=\r?\n/g, ""));
    const links = files.flatMap((text) => [...text.matchAll(/https?:\/\/[^\s"<>]+token=/g)].map((m) => m[0]));
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const link of links) expect(link).toMatch(/^http:\/\/localhost:4321\//);
    expect(files.join("\n")).not.toContain("evil.example");
  });
});

/** Starts `node server/main.ts` and collects its output until healthy or exited. */
function startMain(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string; stop: () => void }> {
  return freePort().then(
    (port) =>
      new Promise((resolve) => {
        const child = spawn(process.execPath, ["server/main.ts"], {
          cwd: ROOT,
          env: { PATH: process.env.PATH, DATA_DIR: mkdtempSync(join(tmpdir(), "tramita-start-")), SERVE_CLIENT: "false", OUTBOX_WORKER: "false", HOST: "127.0.0.1", PORT: String(port), ...env },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        const stop = () => child.kill("SIGKILL");
        const collect = (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("Server listening")) resolve({ code: null, output, stop });
        };
        child.stdout.on("data", collect);
        child.stderr.on("data", collect);
        child.once("exit", (code) => resolve({ code, output, stop }));
      }),
  );
}

// Each test starts a real server process on a fresh PGlite directory.
describe("security review: start-up refuses unsafe settings and says what it trusts", { timeout: 60_000 }, () => {
  it("refuses to start with NODE_ENV=production and no PUBLIC_SITE_URL, with a clear message", async () => {
    const run = await startMain({ NODE_ENV: "production" });
    expect(run.code).toBe(1);
    expect(run.output).toContain("PUBLIC_SITE_URL: required when NODE_ENV=production");
    expect(run.output).not.toMatch(/\n\s+at /);
  });

  it("refuses TRUST_PROXY=true, which would let any visitor choose their own address", async () => {
    const run = await startMain({ TRUST_PROXY: "true" });
    expect(run.code).toBe(1);
    expect(run.output).toContain("TRUST_PROXY");
    expect(run.output).toContain("set the number of proxies in front of this server");
    expect(() => loadConfig({ TRUST_PROXY: "banana" })).toThrow(/hop count/);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16" }).trustProxy).toEqual(["10.0.0.5", "10.1.0.0/16"]);
  });

  it("logs the client address rule and, without PUBLIC_SITE_URL, a warning with the links' origin", async () => {
    const run = await startMain({ TRUST_PROXY: "1", PORT: String(await freePort()) });
    run.stop();
    expect(run.code).toBeNull();
    expect(run.output).toContain("client address: X-Forwarded-For read through 1 trusted proxy hop (TRUST_PROXY=1)");
    expect(run.output).toMatch(/PUBLIC_SITE_URL is not set: links in e-mails point to http:\/\/localhost:\d+/);
  });
});

const postDemo = (app: FastifyInstance, captchaToken: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: "POST", url: "/api/demo-request", payload: { ...validFields(), captchaToken }, remoteAddress: options.remoteAddress, headers: options.headers });

/** Through our proxy (10.0.0.2), which appends the real client after whatever the client wrote. */
const viaProxy = (spoofed: string) => ({ remoteAddress: "10.0.0.2", headers: { "x-forwarded-for": `${spoofed}, 203.0.113.9` } });

describeEachEngine("security review: client identity for rate limits", (engine) => {
  it("junk without a valid captcha is refused without writing to the database and spends no quota", async () => {
    const { app } = await testServer(engine, { ...EASY_ALTCHA, DEMO_RATE_LIMIT: "2" });
    open.push(app);
    for (let i = 0; i < 10; i++) expect((await postDemo(app, i % 2 ? "x" : "aGVsbG8=")).json().code).toBe("CAPTCHA_INVALID");
    const { db } = app.database;
    for (const table of [rateLimits, leads, idempotencyKeys, usedCaptchas, outbox]) {
      expect(await db.select({ n: count() }).from(table)).toEqual([{ n: 0 }]);
    }
    expect((await postDemo(app, await solvedAltchaToken(app, "demo-request"))).statusCode).toBe(201);
    expect((await postDemo(app, await solvedAltchaToken(app, "demo-request"))).statusCode).toBe(201);
    expect((await postDemo(app, await solvedAltchaToken(app, "demo-request"))).statusCode).toBe(429);
  });

  it("behind one trusted proxy, addresses a visitor adds to X-Forwarded-For do not dodge the per-IP limit", async () => {
    const { app } = await testServer(engine, { ...EASY_ALTCHA, DEMO_RATE_LIMIT: "2", TRUST_PROXY: "1" });
    open.push(app);
    expect((await postDemo(app, await solvedAltchaToken(app, "demo-request"), viaProxy("198.51.100.1"))).statusCode).toBe(201);
    expect((await postDemo(app, await solvedAltchaToken(app, "demo-request"), viaProxy("198.51.100.2"))).statusCode).toBe(201);
    expect((await postDemo(app, await solvedAltchaToken(app, "demo-request"), viaProxy("198.51.100.3"))).statusCode).toBe(429);
    // Another real client behind the same proxy has its own bucket.
    expect((await postDemo(app, await solvedAltchaToken(app, "demo-request"), { remoteAddress: "10.0.0.2", headers: { "x-forwarded-for": "203.0.113.10" } })).statusCode).toBe(201);
  });

  it("keys IPv6 clients by their /64 and IPv4-mapped addresses as IPv4", async () => {
    const { app } = await testServer(engine, { ...EASY_ALTCHA, DEMO_RATE_LIMIT: "1" });
    open.push(app);
    const from = async (remoteAddress: string) => (await postDemo(app, await solvedAltchaToken(app, "demo-request"), { remoteAddress })).statusCode;
    expect(await from("2001:db8:1:2::1")).toBe(201);
    expect(await from("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe(429);
    expect(await from("2001:db8:1:3::1")).toBe(201);
    expect(await from("198.51.100.7")).toBe(201);
    expect(await from("::ffff:198.51.100.7")).toBe(429);
  });
});

describeEachEngine("security review: account mail and tokens", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, UNLIMITED, (built) => (app = built));

  const post = (url: string, payload: object) => app.inject({ method: "POST", url, payload, headers: { origin: ORIGIN } });

  it("reset, magic link and resend require the captcha, and mail nothing without it", async () => {
    await confirmed(app);
    const rows = async () => [(await app.database.db.select({ n: count() }).from(outbox))[0]!.n, (await app.database.db.select({ n: count() }).from(rateLimits))[0]!.n];
    const before = await rows();
    for (const url of ["/api/password-reset", "/api/magic-link", "/api/signup/resend"]) {
      const missing = await post(url, { email: ACCOUNT });
      // As every public form (acceptForm): a body whose only fault is the missing captcha.
      expect(missing.statusCode, url).toBe(400);
      expect(missing.json().code, url).toBe("CAPTCHA_REQUIRED");
      expect(missing.json().fields.captchaToken, url).toBe("Por favor, complete o desafio reCAPTCHA");
      const wrong = await post(url, { email: ACCOUNT, captchaToken: "x" });
      expect(wrong.statusCode, url).toBe(400);
      expect(wrong.json().code, url).toBe("CAPTCHA_INVALID");
    }
    expect(await rows()).toEqual(before);
  });

  it("password-reset confirm looks the token up before hashing: a made-up token costs no scrypt", async () => {
    await confirmed(app);
    const started = hashingStats().started;
    const bogus = await post("/api/password-reset/confirm", { token: "a".repeat(43), password: "nova-senha-forte-1" });
    expect(bogus.json().code).toBe("TOKEN_INVALID");
    expect(hashingStats().started).toBe(started);

    await post("/api/password-reset", await withCaptcha(app, "password-reset", { email: ACCOUNT }));
    const { token } = await lastMail(app, "account.password-reset");
    expect((await post("/api/password-reset/confirm", { token: token!, password: "nova-senha-forte-1" })).statusCode).toBe(200);
    expect(hashingStats().started).toBe(started + 1);
    const used = await post("/api/password-reset/confirm", { token: token!, password: "outra-senha-forte-2" });
    expect(used.json().code).toBe("TOKEN_USED");
    expect(hashingStats().started).toBe(started + 1);
  });

  it("a password reset voids every open link of the account, magic links and confirmations included", async () => {
    await confirmed(app);
    await post("/api/magic-link", await withCaptcha(app, "magic-link", { email: ACCOUNT }));
    const { token: magic } = await lastMail(app, "account.magic-link");
    await post("/api/password-reset", await withCaptcha(app, "password-reset", { email: ACCOUNT }));
    await post("/api/password-reset", await withCaptcha(app, "password-reset", { email: ACCOUNT }));
    const { token: reset } = await lastMail(app, "account.password-reset");
    expect((await post("/api/password-reset/confirm", { token: reset!, password: "nova-senha-forte-1" })).statusCode).toBe(200);
    expect((await post("/api/magic-link/consume", { token: magic! })).json().code).toBe("TOKEN_USED");
    expect(await app.database.db.select({ n: count() }).from(accountTokens).where(isNull(accountTokens.usedAt))).toEqual([{ n: 0 }]);
  });
});

describe("security review: password hashing", () => {
  it("hashes at OWASP's minimum cost (N=2^17, r=8, p=1) and never runs more hashes at once than the bound", async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const hashes = await Promise.all(Array.from({ length: 4 }, (_, i) => hashPassword(`senha-de-teste-${i}`)));
    for (const hash of hashes) expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    const { peak, limit } = hashingStats();
    expect(peak).toBeGreaterThanOrEqual(1);
    expect(peak).toBeLessThanOrEqual(limit);
  });
});

describeEachEngine("security review: the password hashing queue is bounded", (engine) => {
  it(`beyond ${HASH_QUEUE_MAX} waiting hashes a sign-up is refused at once with 503, Retry-After and a pt-BR message, and accepted once the queue drains`, async () => {
    const { app } = await testServer(engine, UNLIMITED);
    open.push(app);
    // Every slot taken and the queue full, by work that ends when the test says so.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: hashingStats().limit + HASH_QUEUE_MAX }, () => inHashingSlot(() => gate));
    try {
      const refused = await signUp(app);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe(String(HASH_BUSY_RETRY_SECONDS));
      expect(refused.json()).toEqual({ code: "PASSWORDS_BUSY", error: API_ERRORS.PASSWORDS_BUSY.message });
      expect(await app.database.db.select().from(outbox)).toEqual([]);
    } finally {
      release();
      await Promise.all(held);
    }
    expect((await signUp(app)).statusCode).toBe(202);
  });
});

describeEachEngine("security review: HSTS follows PUBLIC_SITE_URL", (engine) => {
  it("sends HSTS on every answer of an https site, and never on an http one even if a proxy says https", async () => {
    const { app: published } = await testServer(engine, { PUBLIC_SITE_URL: "https://tramita.com.br" });
    open.push(published);
    expect((await published.inject("/healthz")).headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const { app: local } = await testServer(engine, { TRUST_PROXY: "1" });
    open.push(local);
    expect((await local.inject({ url: "/healthz", headers: { "x-forwarded-proto": "https" } })).headers["strict-transport-security"]).toBeUndefined();
  });
});

it.runIf(ENGINES.includes("postgres"))("security review: two instances starting at once on one fresh PostgreSQL schema both come up, migrations applied once", async () => {
  const config = testConfig("postgres");
  const [a, b] = await Promise.all([buildServer(config), buildServer({ ...config, dataDir: mkdtempSync(join(tmpdir(), "tramita-twin-")) })]);
  open.push(a, b);
  expect((await a.inject("/healthz")).statusCode).toBe(200);
  expect((await b.inject("/healthz")).statusCode).toBe(200);
  const journal = JSON.parse(readFileSync(join(ROOT, "server/db/migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };
  const applied = await a.database.db.select({ n: count() }).from(pgSchema(config.databaseSchema!).table("__drizzle_migrations", { id: integer("id") }));
  expect(applied).toEqual([{ n: journal.entries.length }]);
  expect((await postDemo(b, await solvedAltchaToken(b, "demo-request"))).statusCode).toBe(201);
  expect(await a.database.db.select({ n: count() }).from(leads).where(eq(leads.email, validFields().email))).toEqual([{ n: 1 }]);
});

describeEachEngine("security review: mail to an address nobody has confirmed carries no link a stranger typed", (engine) => {
  it("the visitor's copies of a demo request and a maturity report greet a cleaned first name and leave the company out", async () => {
    const { app } = await testServer(engine, EASY_ALTCHA);
    open.push(app);
    const name = "www.golpe.example/pix Mariana";
    const company = "Ganhe 1000 reais em golpe.example";
    expect((await app.inject({ method: "POST", url: "/api/demo-request", payload: { ...validFields({ name, company }), captchaToken: await solvedAltchaToken(app, "demo-request") } })).statusCode).toBe(201);
    const answers = "1".repeat(18);
    const report = await app.inject({ method: "POST", url: "/api/maturity-report", payload: { name, company, email: "alvo@exemplo.com.br", consent: true, answers, captchaToken: await solvedAltchaToken(app, "maturity-report") } });
    expect(report.statusCode).toBe(201);

    const mails = await app.database.db.select().from(outbox);
    const visitorCopies = mails.filter((m) => m.kind === "demo-request.visitor" || m.kind === "maturity-report.visitor");
    expect(visitorCopies).toHaveLength(2);
    for (const mail of visitorCopies) {
      for (const part of [mail.subject, mail.text, mail.html ?? ""]) {
        expect(part).not.toMatch(/golpe|Ganhe|1000/);
      }
      expect(mail.text.startsWith("Olá, Mariana!")).toBe(true);
    }
    // Our own sales inbox still gets every field as typed.
    const sales = mails.find((m) => m.kind === "demo-request.sales")!;
    expect(sales.text).toContain(company);
  });
});
