// POST /api/demo-request (spec §7): a protected form (http/protected-form.ts) on the
// one-statement engine: the spent captcha, the client's rate-limit hit, the lead, its two
// e-mails, its event and its Idempotency-Key's answer are written by one statement before
// the 201.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { DemoRequestCreated } from "../../contracts/demo-request-options.ts";
import { toE164 } from "../../contracts/phone.ts";
import { demoRequestEndpoint } from "../../contracts/endpoints/demo-request.ts";
import { acceptForm } from "../http/protected-form.ts";
import type { ProtectedRouteOptions } from "../http/protected-routes.ts";
import type { RateLimit } from "../rate-limit.ts";
import { demoRequestEmails } from "./emails.ts";
import { leadRows } from "./queries.ts";

export interface DemoRequestRouteOptions extends ProtectedRouteOptions {
  rateLimit: RateLimit;
  salesInbox: string;
  /** Origin of the links in the visitor's e-mail (configuration, never request headers). */
  publicSiteUrl: string;
}

export async function demoRequestRoutes(app: FastifyInstance, options: DemoRequestRouteOptions) {
  const { rateLimit, salesInbox, publicSiteUrl, events } = options;
  await acceptForm(app, options, {
    endpoint: demoRequestEndpoint,
    bodyLimit: 16 * 1024,
    limit: { scope: "demo-request", rateLimit },
    // Its throughput budget (npm run bench) needs one round trip per request.
    engine: "one-statement",
    rows: leadRows,
    write: ({ fields: lead, request, now, ipHash, attribution, mailingConsent }) => {
      const created: DemoRequestCreated = { id: randomUUID() };
      const row = {
        ...lead,
        id: created.id,
        createdAt: now,
        users: lead.users ?? null,
        phoneE164: toE164(lead.phone) ?? lead.phone,
        ipHash,
        userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
      };
      const event = events.prepare(
        "lead.created",
        {
          lead_id: row.id,
          created_at: now.toISOString(),
          name: row.name,
          email: row.email,
          phone: row.phone,
          phone_e164: row.phoneE164,
          company: row.company,
          solution: row.solution,
          details: row.details,
          users: row.users,
          protocol_users: row.protocolUsers,
          volume: row.volume,
          preferred_day: row.preferredDay,
          preferred_time: row.preferredTime,
          attribution,
          mailing_consent: mailingConsent,
        },
        now,
      );
      return {
        status: 201,
        answer: created,
        rows: [row],
        mails: demoRequestEmails(lead, created.id, { salesInbox, publicSiteUrl, attribution }),
        events: [event],
        attributed: { recordId: created.id, email: lead.email },
      };
    },
    committed: ({ answer }, { request }) => request.log.info({ leadId: answer.id }, "demo request stored"),
  });
}
