// The ceiling the database sets on accepted demo requests on this machine: the writes of one
// accepted request (the captcha spent, the client's rate-limit hit, the lead, its two
// e-mails, through the route's own statement, the protected-form pipeline's one-statement
// engine), CONNECTIONS at a time
// through the server's own connection pool, straight from this process to PostgreSQL: no
// HTTP, no validation, no load generator. The demo step's accepted requests per second
// cannot pass this figure.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { attributionOf } from "../../contracts/attribution-rules.ts";
import { attributionRow, mailingConsentOf } from "../../server/attribution/rows.ts";
import { openDatabase } from "../../server/db/client.ts";
import { demoRequestEmails } from "../../server/demo-requests/emails.ts";
import { leadRows } from "../../server/demo-requests/queries.ts";
import { statementWriter } from "../../server/http/form-statement.ts";
import { rateLimitWindow } from "../../server/rate-limit.ts";
import { validFields } from "../../server/test/demo-request-fixtures.ts";
import { dropSchema } from "./engines.ts";

const TRANSACTIONS = 3000;
const BENCH_ORIGIN = { last: { landing_path: "/calculadora", utm_source: "google", utm_medium: "cpc", utm_campaign: "inverno-2026", gclid: "X" } };

export async function databaseCeiling(url: string, connections: number): Promise<{ transactions: number; transactionsPerSecond: number }> {
  const schema = `bench_ceiling_${Date.now()}`;
  const dataDir = mkdtempSync(join(tmpdir(), "tramita-bench-ceiling-"));
  const { db, close } = await openDatabase({ url, dataDir, schemaName: schema });
  try {
    const write = statementWriter(db, "form_demo_request", leadRows);
    const lead = validFields();
    // Rendered once: the e-mails' text is not the database's work.
    const mails = demoRequestEmails(lead, "00000000-0000-4000-8000-000000000000", { salesInbox: "vendas@tramita.com.br", publicSiteUrl: "https://tramita.com.br", attribution: attributionOf(BENCH_ORIGIN, new Date()) });
    const limit = { max: 1_000_000, windowSeconds: 3600 };
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < TRANSACTIONS) {
          const i = next++;
          const now = new Date();
          const id = randomUUID();
          const outcome = await write({
            captcha: { fingerprint: `bench:${i}`, expiresAt: new Date(now.getTime() + 600_000) },
            hit: { bucket: `bench:${i}`, windowStart: rateLimitWindow(limit, now).start, max: limit.max },
            idempotency: null,
            rows: [{ ...lead, id, createdAt: now, users: lead.users ?? null, phoneE164: lead.phone, ipHash: `ip-${i % 50}`, userAgent: null }],
            // Every demo request from the site carries its visit's attribution.
            attributions: [attributionRow("demo-request", { recordId: id, email: lead.email }, attributionOf(BENCH_ORIGIN, now), mailingConsentOf(false), now)],
            mails,
            // As in the demo step's server: no webhook destination configured.
            events: [],
          });
          if (outcome !== "written") throw new Error(`the ceiling's write ${i} was not accepted: ${outcome}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    return { transactions: TRANSACTIONS, transactionsPerSecond: Math.round(TRANSACTIONS / seconds) };
  } finally {
    await close();
    await dropSchema(url, schema);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
