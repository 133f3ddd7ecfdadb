// The conversion forms' opt-in to marketing e-mail (contracts/mailing-consent.ts), on both
// database engines and both engines of the protected-form primitive: each submission keeps
// its proof with its attribution (granted or declined, the text shown, its version, when, the
// normalised e-mail), its event carries the choice, RD Station receives it as its legal bases
// with `available_for_mailing` matching, the data-rights page shows it and erasure removes it.
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, expect, it, vi } from "vitest";
import { MAILING_CONSENT_INVALID, MAILING_CONSENT_TEXT, MAILING_CONSENT_VERSION } from "../../contracts/mailing-consent.ts";
import type { EventBody } from "../../contracts/events.ts";
import { buildServer } from "../app.ts";
import { attributions, webhookDeliveries } from "../db/schema.ts";
import { solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, testConfig, type Engine } from "../test/engines.ts";
import { BOOKING_NOW, JOURNEY_ENV } from "../test/event-journeys.ts";
import { eraseRights, openRights } from "../test/rights-fixtures.ts";
import { startRdStationFake } from "../test/rdstation-fake.ts";

vi.setConfig({ testTimeout: 90_000 });

const API_KEY = "chaveDeTesteRd0123456789";
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const demoRequest = async (app: FastifyInstance, email: string, optIn: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/demo-request", payload: { ...validFields({ email }), ...optIn, captchaToken: await solvedAltchaToken(app, "demo-request") } });
const proofOf = async (app: FastifyInstance, recordId: string) => (await app.database.db.select().from(attributions).where(eq(attributions.recordId, recordId)))[0];
const leadEvent = async (app: FastifyInstance, leadId: string) =>
  (await app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, "lead.created")))
    .map((row) => row.payload as EventBody<"lead.created">)
    .find((event) => event.data.lead_id === leadId)!;
const sentFor = (rd: Awaited<ReturnType<typeof startRdStationFake>>, email: string) => rd.conversions.find((c) => c.body.payload.email === email)!.body.payload;
/** What RD Station is told of a demo request's contact: its legal bases, the opt-in's among them, and whether it takes mailing. */
const rdConsent = (status: "granted" | "declined", availableForMailing: boolean) => ({
  legal_bases: [
    { category: "data_processing", type: "pre_existent_contract" },
    { category: "communications", type: "consent", status },
  ],
  available_for_mailing: availableForMailing,
});

for (const formEngine of ["one-statement", "portable"] as const) {
  describeEachEngine(`the mailing opt-in (${formEngine} engine)`, (engine: Engine) => {
    async function started() {
      const rd = await startRdStationFake(API_KEY);
      cleanups.push(rd.close);
      const config = testConfig(engine, { ...JOURNEY_ENV, RDSTATION_API_KEY: API_KEY, RDSTATION_API_URL: rd.url });
      config.now = () => BOOKING_NOW;
      config.portableFormsOnly = formEngine === "portable";
      const app = await buildServer(config);
      cleanups.push(() => app.close());
      return { app, rd };
    }

    it("a ticked box is kept as granted consent with the text shown, its version and the time, sent in lead.created and to RD Station", async () => {
      const { app, rd } = await started();
      const res = await demoRequest(app, " Ana.Prado@Exemplo.com.br ", { mailingConsent: true });
      expect(res.statusCode, res.body).toBe(201);
      const proof = await proofOf(app, res.json().id);
      expect(proof).toMatchObject({
        conversion: "demo-request",
        email: "ana.prado@exemplo.com.br",
        mailingConsent: true,
        mailingConsentText: "Quero receber conteúdos do Tramita por e-mail",
        mailingConsentVersion: MAILING_CONSENT_VERSION,
      });
      const { data } = await leadEvent(app, res.json().id);
      expect(data.mailing_consent).toEqual({ granted: true, text_version: MAILING_CONSENT_VERSION });
      // Given when the request was received.
      expect(proof!.createdAt.toISOString()).toBe(data.created_at);
      await app.webhooks.drainOnce();
      expect(sentFor(rd, "Ana.Prado@Exemplo.com.br")).toMatchObject(rdConsent("granted", true));
    });

    it("an unticked box is kept as declined, with the same proof, and RD Station is told the contact takes no mailing", async () => {
      const { app, rd } = await started();
      const res = await demoRequest(app, "bruno@exemplo.com.br", { mailingConsent: false });
      expect(res.statusCode, res.body).toBe(201);
      expect(await proofOf(app, res.json().id)).toMatchObject({ mailingConsent: false, mailingConsentText: MAILING_CONSENT_TEXT, mailingConsentVersion: MAILING_CONSENT_VERSION });
      expect((await leadEvent(app, res.json().id)).data.mailing_consent).toEqual({ granted: false, text_version: MAILING_CONSENT_VERSION });
      await app.webhooks.drainOnce();
      expect(sentFor(rd, "bruno@exemplo.com.br")).toMatchObject(rdConsent("declined", false));
    });

    it("a body without the box's answer (a form without it) is kept as not asked: declined, with no text", async () => {
      const { app } = await started();
      const res = await demoRequest(app, "carla@exemplo.com.br", {});
      expect(res.statusCode, res.body).toBe(201);
      expect(await proofOf(app, res.json().id)).toMatchObject({ mailingConsent: false, mailingConsentText: null, mailingConsentVersion: null });
      expect((await leadEvent(app, res.json().id)).data.mailing_consent).toEqual({ granted: false, text_version: null });
    });

    it.each([["a string", "sim"], ["a number", 1], ["an object", { granted: true }], ["null", null]])("%s as the answer is a 422 in pt-BR, nothing stored", async (_name, value) => {
      const { app } = await started();
      const res = await demoRequest(app, "davi@exemplo.com.br", { mailingConsent: value });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields.mailingConsent).toBe(MAILING_CONSENT_INVALID);
      expect(await app.database.db.select().from(attributions)).toEqual([]);
    });

    it("the data-rights page shows the choice with its proof, and erasure removes it", async () => {
      const { app } = await started();
      const res = await demoRequest(app, "elisa@exemplo.com.br", { mailingConsent: true });
      expect(res.statusCode, res.body).toBe(201);
      const { view } = await openRights(app, "elisa@exemplo.com.br");
      expect(view.attributions).toEqual([
        expect.objectContaining({ conversion: "demo-request", mailingConsent: true, mailingConsentText: MAILING_CONSENT_TEXT, mailingConsentVersion: MAILING_CONSENT_VERSION }),
      ]);
      await eraseRights(app, "elisa@exemplo.com.br");
      expect(await app.database.db.select().from(attributions).where(eq(attributions.email, "elisa@exemplo.com.br"))).toEqual([]);
    });
  });
}
