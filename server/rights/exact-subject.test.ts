// Security review: the data-rights view and erasure select a person's records by their exact
// normalised address, recorded when each message and event was queued, never by searching
// text or JSON. Overlapping addresses (one a substring of the other), the site's own contact
// address (in every e-mail's signature) and an account whose name is a fragment of every
// invitation must each see and erase only their own records, and the other person's lead must
// still reach the CRM. Both engines.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it, vi } from "vitest";
import { ACCOUNT_API, IDEMPOTENCY_HEADER } from "../../contracts/api-paths.ts";
import { site } from "../../contracts/site.ts";
import { outbox, webhookDeliveries } from "../db/schema.ts";
import { EPHEMERAL_KIND_PREFIX } from "../mail/outbox.ts";
import { sessionCookie, signUpAndConfirm } from "../test/account-fixtures.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, serversPerTest } from "../test/engines.ts";
import { eraseRights, openRights, postFromSite as post } from "../test/rights-fixtures.ts";
import { startWebhookReceiver, testSecret } from "../test/webhook-receiver.ts";

vi.setConfig({ testTimeout: 120_000 });

const UNLIMITED = { ...EASY_ALTCHA, ACCOUNT_RATE_LIMIT: "1000", ACCOUNT_EMAIL_RATE_LIMIT: "1000", ACCOUNT_MIN_RESPONSE_MS: "0", DEMO_RATE_LIMIT: "1000" };

/** Pairs where the first address is a substring of the second. */
const OVERLAPPING_PAIRS = [
  ["b@x.com", "a.b@x.com"],
  ["x@e.com", "x@e.com.br"],
  ["pereira.adv@yahoo.com", "joao.pereira.adv@yahoo.com.br"],
] as const;

const { server, cleanups } = serversPerTest(UNLIMITED);

async function demoRequest(app: FastifyInstance, email: string, name: string) {
  const res = await post(app, "/api/demo-request", { ...validFields({ email, name }), captchaToken: await solvedAltchaToken(app, "demo-request") }, { [IDEMPOTENCY_HEADER]: randomUUID() });
  expect(res.statusCode, res.body).toBe(201);
}

/** Outbox rows still holding their contents whose recipient or reply-to is `email`. */
const liveMailOf = async (app: FastifyInstance, email: string) =>
  (await app.database.db.select().from(outbox)).filter((m) => m.subject !== "[apagado]" && (m.to === email || m.replyTo === email) && m.kind !== "data-rights.link" && !m.kind.startsWith(EPHEMERAL_KIND_PREFIX));

describeEachEngine("security review: the data-rights view and erasure match exact addresses, never substrings", (engine) => {
  it("overlapping addresses each see and erase only their own mail and events; the other's lead still reaches the CRM", async () => {
    const crm = await startWebhookReceiver(testSecret("c"));
    cleanups.push(crm.close);
    const { app } = await server(engine, { CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: testSecret("c") });

    for (const [short, long] of OVERLAPPING_PAIRS) {
      await demoRequest(app, long, "Joana Longa");
      await demoRequest(app, short, "Bruno Curto");
    }
    for (const [short, long] of OVERLAPPING_PAIRS) {
      // The shorter address sees its own demo request and the two messages about it, nothing of the longer one's.
      const { view } = await openRights(app, short);
      expect(view.demoRequests.map((l) => l.email)).toEqual([short]);
      const aboutThem = view.mail.filter((m) => m.subject !== `Seu link para ver os dados que o ${site.name} guarda sobre você`);
      expect(aboutThem).toHaveLength(2);
      expect(JSON.stringify(view)).not.toContain(long);
      expect(JSON.stringify(view)).not.toContain("Joana");
    }

    // Each shorter address erases itself, nothing of the longer one's is lost, and vice versa.
    for (const [short] of OVERLAPPING_PAIRS) await eraseRights(app, short);
    for (const [short, long] of OVERLAPPING_PAIRS) {
      expect(await liveMailOf(app, short)).toEqual([]);
      expect((await liveMailOf(app, long)).map((m) => m.kind).toSorted()).toEqual(["demo-request.sales", "demo-request.visitor"]);
      const events = await app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.eventType, "lead.created"));
      expect(events.map((e) => e.subjectEmail)).toContain(long);
      expect(events.map((e) => e.subjectEmail)).not.toContain(short);
    }
    while ((await app.webhooks.drainOnce()) > 0);
    const reached = crm.accepted.filter((d) => d.body.type === "lead.created").map((d) => (d.body.data as { email: string }).email);
    expect(reached.toSorted()).toEqual(OVERLAPPING_PAIRS.map(([, long]) => long).toSorted());

    // And the longer addresses, erased in turn, take their own records only.
    for (const [, long] of OVERLAPPING_PAIRS) await eraseRights(app, long);
    for (const [, long] of OVERLAPPING_PAIRS) expect(await liveMailOf(app, long)).toEqual([]);
  });

  it("the site's own contact and sales addresses, in every message's signature or recipient, see and erase nobody's mail", async () => {
    const { app } = await server(engine);
    await demoRequest(app, "cliente@construtora.com.br", "Marta Cliente");
    const before = (await app.database.db.select().from(outbox)).filter((m) => m.subject !== "[apagado]").length;
    // Every message carries the contact address in its signature; the sales notice goes to the sales inbox.
    expect((await app.database.db.select().from(outbox)).some((m) => m.text.includes(site.email))).toBe(true);

    for (const own of [site.email, site.privacyEmail, "comercial@tramita.com.br"]) {
      const { view } = await openRights(app, own);
      expect(view.demoRequests).toEqual([]);
      expect(view.mail.every((m) => m.to === own)).toBe(true);
      expect(JSON.stringify(view)).not.toContain("cliente@construtora.com.br");
      await eraseRights(app, own);
    }
    const kept = (await app.database.db.select().from(outbox)).filter((m) => m.subject !== "[apagado]" && m.kind.startsWith("demo-request."));
    expect(kept).toHaveLength(2);
    expect(before).toBeGreaterThanOrEqual(2);
  });

  it("an account named 'Tr' sees only the invitations it sent, not every invitation that says 'Tramita'", async () => {
    const { app } = await server(engine);
    const accountOf = async (name: string, email: string) => sessionCookie(await signUpAndConfirm(app, { name, email, company: `${name} Ltda.`, phone: "+55 (11) 98765-4321" }));
    const tr = await accountOf("Tr", "tr@escritorio.com.br");
    const bia = await accountOf("Beatriz Almeida", "bia@contabil.com.br");
    expect((await post(app, ACCOUNT_API.onboardingInvites, { emails: ["colega.da.tr@escritorio.com.br"] }, { cookie: tr })).statusCode).toBe(200);
    expect((await post(app, ACCOUNT_API.onboardingInvites, { emails: ["colega.da.bia@contabil.com.br"] }, { cookie: bia })).statusCode).toBe(200);

    const { view } = await openRights(app, "tr@escritorio.com.br");
    const invitations = view.mail.filter((m) => m.subject.includes("convidou você"));
    expect(invitations).toHaveLength(1);
    await eraseRights(app, "tr@escritorio.com.br");
    // Beatriz's invitation is still there, whole.
    const [biaInvitation] = await app.database.db.select().from(outbox).where(eq(outbox.to, "colega.da.bia@contabil.com.br"));
    expect(biaInvitation!.text).toContain("Beatriz");
  });
});
