// Security review: an erasure reaches every destination that ever received the person (LGPD
// art. 18, § 6), found through a keyed-hash index even after retention removed our own
// copies; the receivers get a keyed HMAC of the address under their own signing secret, not a
// bare SHA-256 a dictionary reverses; RD Station's contact is removed through its contacts
// API; the page, the export and the confirmation e-mail say who was told; and without RD
// Station's app credentials the removal is an operator task `npm run webhooks -- status` shows.
import { createHash, createHmac } from "node:crypto";
import { join } from "node:path";
import { and, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, expect, it, vi } from "vitest";
import { IDEMPOTENCY_HEADER } from "../../contracts/api-paths.ts";
import { buildServer } from "../app.ts";
import { leads, outbox, webhookDeliveries } from "../db/schema.ts";
import { enforceRetention } from "../retention.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, testConfig } from "../test/engines.ts";
import { RDSTATION_FAKE_APP, startRdStationFake } from "../test/rdstation-fake.ts";
import { erase, expectRdStationRemovalWaiting, openRights, postFromSite } from "../test/rights-fixtures.ts";
import { startWebhookReceiver, testSecret } from "../test/webhook-receiver.ts";

vi.setConfig({ testTimeout: 120_000 });

const RD_KEY = "chave-rdstation-teste";
const ANA = "ana.prado@contabilprado.com.br";
const UNLIMITED = { ...EASY_ALTCHA, ACCOUNT_RATE_LIMIT: "1000", ACCOUNT_EMAIL_RATE_LIMIT: "1000", ACCOUNT_MIN_RESPONSE_MS: "0", DEMO_RATE_LIMIT: "1000" };

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function drain(app: FastifyInstance) {
  while ((await app.webhooks.drainOnce()) > 0);
}

async function demoRequest(app: FastifyInstance, email: string) {
  const res = await postFromSite(app, "/api/demo-request", { ...validFields({ email, name: "Ana Prado" }), captchaToken: await solvedAltchaToken(app, "demo-request") }, { [IDEMPOTENCY_HEADER]: crypto.randomUUID() });
  expect(res.statusCode, res.body).toBe(201);
}

/** HMAC-SHA256 of the address under a whsec_ secret's bytes, as docs/events tells a receiver to compute it. */
const receiverHmac = (secret: string, email: string) => createHmac("sha256", Buffer.from(secret.slice("whsec_".length), "base64")).update(email).digest("hex");

describeEachEngine("security review: an erasure reaches every destination that ever received the person", (engine) => {
  it("tells the CRM and removes the RD Station contact after retention purged the lead, never the platform that got nothing; with a keyed HMAC, and says so", async () => {
    const crm = await startWebhookReceiver(testSecret("c"));
    const platform = await startWebhookReceiver(testSecret("p"));
    const rd = await startRdStationFake(RD_KEY);
    cleanups.push(crm.close, platform.close, rd.close);
    const config = testConfig(engine, {
      ...UNLIMITED,
      CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: testSecret("c"),
      PLATFORM_WEBHOOK_URL: platform.url, PLATFORM_WEBHOOK_SECRET: testSecret("p"),
      RDSTATION_API_KEY: RD_KEY, RDSTATION_API_URL: rd.url,
      RDSTATION_CLIENT_ID: RDSTATION_FAKE_APP.clientId, RDSTATION_CLIENT_SECRET: RDSTATION_FAKE_APP.clientSecret, RDSTATION_REFRESH_TOKEN: RDSTATION_FAKE_APP.refreshToken,
    });
    const app = await buildServer(config);
    cleanups.push(() => app.close());

    await demoRequest(app, ANA);
    await drain(app);
    expect(rd.conversions.map((c) => c.body.payload.email)).toEqual([ANA]);

    // The page and its JSON export name where the data went.
    expect((await openRights(app, ANA)).view.sharedWith).toEqual(["crm", "rdstation"]);

    // Years later retention removed the lead and every copy of its events.
    await enforceRetention(app.database.db, { mailDir: join(config.dataDir, "mail"), now: new Date(Date.now() + 6 * 365 * 86_400_000) });
    expect(await app.database.db.select().from(leads)).toEqual([]);
    expect(await app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, "lead.created"))).toEqual([]);

    const { access } = await openRights(app, ANA);
    expect(await erase(app, access)).toEqual({ ok: true, told: ["crm", "rdstation"] });
    // The same answer through the same access.
    expect(await erase(app, access)).toEqual({ ok: true, told: ["crm", "rdstation"] });
    const [confirmation] = await app.database.db.select().from(outbox).where(like(outbox.kind, "ephemeral.%"));
    expect(confirmation!.text).toContain("Também pedimos a exclusão a quem recebeu os seus dados de nós:");
    expect(confirmation!.text).toContain("- CRM da equipe comercial");
    expect(confirmation!.text).toContain("- RD Station Marketing");
    expect(confirmation!.text).not.toContain("Plataforma");

    await drain(app);
    const told = crm.accepted.filter((d) => d.body.type === "data_subject.erased");
    expect(told).toHaveLength(1);
    const data = told[0]!.body.data as Record<string, unknown>;
    expect(data.email_hmac_sha256).toBe(receiverHmac(testSecret("c"), ANA));
    // Not the bare SHA-256 anyone can compute from a list of addresses.
    expect(data.email_hmac_sha256).not.toBe(createHash("sha256").update(ANA).digest("hex"));
    expect(JSON.stringify(told[0]!.body)).not.toContain(ANA);
    expect(platform.accepted.filter((d) => d.body.type === "data_subject.erased")).toEqual([]);
    expect(rd.removed).toEqual([ANA]);
    // Once done, the removal's row no longer holds the address, and nothing else does.
    const rows = await app.database.db.select().from(webhookDeliveries);
    expect(rows.map((r) => [r.destination, r.eventType, r.status, r.subjectEmail]).toSorted()).toEqual([
      ["crm", "data_subject.erased", "delivered", null],
      ["rdstation", "data_subject.erased", "delivered", null],
    ]);
    expect(JSON.stringify(rows)).not.toContain(ANA);

    // A later erasure of the same address tells nobody again.
    const again = await openRights(app, ANA);
    expect(again.view.sharedWith).toEqual([]);
    expect(await erase(app, again.access)).toEqual({ ok: true, told: [] });
  });

  it("without RD Station's app credentials the removal waits for an operator, and `npm run webhooks -- status` says what to do", async () => {
    const rd = await startRdStationFake(RD_KEY);
    cleanups.push(rd.close);
    const config = testConfig(engine, { ...UNLIMITED, RDSTATION_API_KEY: RD_KEY, RDSTATION_API_URL: rd.url });
    config.pgliteDir = undefined;
    const app = await buildServer(config);
    let open = true;
    cleanups.push(() => (open ? app.close() : Promise.resolve()));

    await demoRequest(app, ANA);
    await drain(app);
    expect(await erase(app, (await openRights(app, ANA)).access)).toEqual({ ok: true, told: ["rdstation"] });
    await app.webhooks.drainOnce();
    const [removal] = await app.database.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.destination, "rdstation"), eq(webhookDeliveries.eventType, "data_subject.erased")));
    expect(removal).toMatchObject({ status: "pending", subjectEmail: ANA });
    expect(removal!.lastError).toContain("RDSTATION_CLIENT_ID");
    expect(rd.removed).toEqual([]);

    // PGlite serves one process: the operator stops the server first.
    await app.close();
    open = false;
    expectRdStationRemovalWaiting(config, RD_KEY, ANA);
  });
});

it("the config refuses half of RD Station's app credentials", () => {
  expect(() => testConfig("pglite", { RDSTATION_API_KEY: RD_KEY, RDSTATION_CLIENT_ID: "app" })).toThrow(/RDSTATION_CLIENT_SECRET: required with RDSTATION_CLIENT_ID/);
});
