// Every conversion carries its visit's attribution: stored once in `attributions` with its
// record (either engine of the protected-form primitive), in the sales e-mail's origin line,
// in `data.attribution` of its event (sent later for a booking or a trial), never refusing a
// submission for a bad or huge value, and gone with its record.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import type { EventBody } from "../../contracts/events.ts";
import { attributions, leads, outbox, webhookDeliveries } from "../db/schema.ts";
import { enforceRetention } from "../retention.ts";
import { signUpAndConfirm } from "../test/account-fixtures.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, serverForSuite } from "../test/engines.ts";
import { testSecret } from "../test/webhook-receiver.ts";

const HUGE_CAMPAIGN = `<script>alert("x")</script>\u0000\u001b[31m\u202e${"inverno-2026-".repeat(400)}`;
const ATTRIBUTION = {
  last: { utm_source: " Google ", utm_medium: "CPC", utm_campaign: "inverno-2026", utm_term: "protocolo digital", gclid: "X", landing_path: "/calculadora", referrer: "https://www.google.com/" },
  first: { utm_source: "linkedin", utm_medium: "paid", utm_campaign: "webinar-outubro", landing_path: "/", at: "2026-10-01T12:00:00.000Z" },
};

for (const formEngine of ["one-statement", "portable"] as const) {
  describeEachEngine(`campaign attribution (${formEngine} engine)`, (engine) => {
    let app: FastifyInstance;
    // A CRM destination, never reached (no delivery worker in tests): each event is a row.
    const env = { ...EASY_ALTCHA, DEMO_RATE_LIMIT: "1000", ACCOUNT_RATE_LIMIT: "1000", CRM_WEBHOOK_URL: "http://127.0.0.1:9/crm", CRM_WEBHOOK_SECRET: testSecret("c") };
    serverForSuite(engine, env, (built) => (app = built), (config) => (config.portableFormsOnly = formEngine === "portable"));
    const db = () => app.database.db;

    const demoRequest = async (attribution: unknown) =>
      app.inject({ method: "POST", url: "/api/demo-request", payload: { ...validFields(), attribution, captchaToken: await solvedAltchaToken(app, "demo-request") } as object });
    const eventOf = async <T extends "lead.created" | "trial.started">(type: T) =>
      (await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, type)))[0]!.payload as EventBody<T>;

    it("a demo request stores its last and first touch with the lead, in the sales e-mail and in lead.created", async () => {
      const res = await demoRequest(ATTRIBUTION);
      expect(res.statusCode).toBe(201);
      const [row] = await db().select().from(attributions);
      expect(row).toMatchObject({ conversion: "demo-request", recordId: res.json().id, email: "mariana@contabilhorizonte.com.br", channel: "paid-search", source: "google", medium: "cpc", campaign: "inverno-2026" });
      expect(row!.lastTouch).toEqual({
        source: "google",
        medium: "cpc",
        channel: "paid-search",
        campaign: "inverno-2026",
        term: "protocolo digital",
        landing_path: "/calculadora",
        referrer: "https://www.google.com/",
        click_ids: { gclid: "X" },
      });
      expect(row!.firstTouch).toMatchObject({ source: "linkedin", medium: "paid", channel: "paid-social", at: "2026-10-01T12:00:00.000Z" });
      const [sales] = await db().select().from(outbox).where(eq(outbox.kind, "demo-request.sales"));
      expect(sales!.text).toContain("Origem: google / cpc · campanha inverno-2026 · veio de https://www.google.com/ · entrou por /calculadora");
      expect(sales!.text).toContain("Primeiro contato: linkedin / paid · campanha webinar-outubro · entrou por / · em 01/10/2026");
      const event = await eventOf("lead.created");
      expect(event.data.attribution).toEqual({ channel: "paid-search", last_touch: row!.lastTouch, first_touch: row!.firstTouch });
    });

    it("a 5,000-character campaign with control characters and markup is accepted, stored cut and clean, and escaped in the mail", async () => {
      expect(HUGE_CAMPAIGN.length).toBeGreaterThan(5000);
      const res = await demoRequest({ last: { utm_source: "newsletter", utm_medium: "email", utm_campaign: HUGE_CAMPAIGN } });
      expect(res.statusCode).toBe(201);
      const [row] = await db().select().from(attributions);
      expect(row!.campaign).toHaveLength(200);
      expect(row!.campaign).toMatch(/^<script>alert\("x"\)<\/script> \[31m inverno-2026-inverno/);
      // oxlint-disable-next-line no-control-regex -- asserting there is none
      expect(row!.campaign).not.toMatch(/[\0-\x1f\x7f-\x9f\u202e]/);
      const [sales] = await db().select().from(outbox).where(eq(outbox.kind, "demo-request.sales"));
      expect(sales!.html).toContain("campanha &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(sales!.html).not.toContain("<script>");
    });

    it.each([
      ["no attribution", undefined],
      ["a number", 42],
      ["touches of the wrong shape", { last: "google", first: [1, 2] }],
      ["values of the wrong type", { last: { utm_source: { $ne: 1 }, utm_campaign: ["a"], at: "ontem" } }],
    ])("%s never makes the submission fail: the origin is unknown", async (_name, attribution) => {
      const res = await demoRequest(attribution);
      expect(res.statusCode).toBe(201);
      const event = await eventOf("lead.created");
      expect(event.data.attribution.channel === null || event.data.attribution.channel === "direct").toBe(true);
      expect(event.data.attribution.first_touch).toBeNull();
    });

    it("a trial sign-up stores it at sign-up and trial.started carries it at confirmation", async () => {
      const confirmed = await signUpAndConfirm(app, { attribution: ATTRIBUTION });
      expect(confirmed.statusCode).toBe(200);
      const [row] = await db().select().from(attributions);
      expect(row).toMatchObject({ conversion: "trial", channel: "paid-search", campaign: "inverno-2026" });
      expect((await eventOf("trial.started")).data.attribution).toMatchObject({ channel: "paid-search", last_touch: { campaign: "inverno-2026" }, first_touch: { campaign: "webinar-outubro" } });
    });

    it("lives as long as its record: the retention job removes it once the record is gone", async () => {
      const res = await demoRequest(ATTRIBUTION);
      await enforceRetention(db(), { mailDir: mkdtempSync(join(tmpdir(), "attribution-mail-")) });
      expect(await db().select().from(attributions)).toHaveLength(1);
      await db().delete(leads).where(eq(leads.id, res.json().id));
      await enforceRetention(db(), { mailDir: mkdtempSync(join(tmpdir(), "attribution-mail-")) });
      expect(await db().select().from(attributions)).toEqual([]);
    });
  });
}
