// The ceiling the database sets on accepted demo requests on this machine: the writes of one
// accepted request (the captcha spent, the lead, its two e-mails, the client's rate-limit
// hit, in one transaction, through the route's own query functions), CONNECTIONS at a time,
// straight from this process to PostgreSQL: no HTTP, no validation, no load generator. The
// demo step's accepted requests per second cannot pass this figure.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../server/db/client.ts";
import { usedCaptchas } from "../../server/db/schema.ts";
import { demoRequestEmails } from "../../server/demo-requests/emails.ts";
import { insertLead } from "../../server/demo-requests/queries.ts";
import { enqueueMail } from "../../server/mail/outbox.ts";
import { hitRateLimit } from "../../server/rate-limit.ts";
import { validFields } from "../../server/test/demo-request-fixtures.ts";
import { dropSchema } from "./engines.ts";

const TRANSACTIONS = 3000;

export async function databaseCeiling(url: string, connections: number): Promise<{ transactions: number; transactionsPerSecond: number }> {
  const schema = `bench_ceiling_${Date.now()}`;
  const dataDir = mkdtempSync(join(tmpdir(), "tramita-bench-ceiling-"));
  const { db, close } = await openDatabase({ url, dataDir, schemaName: schema });
  try {
    const lead = validFields();
    // Rendered once: the e-mails' text is not the database's work.
    const mails = demoRequestEmails(lead, "00000000-0000-4000-8000-000000000000", "vendas@tramita.com.br");
    const limit = { max: 1_000_000, windowSeconds: 3600 };
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < TRANSACTIONS) {
          const i = next++;
          await db.transaction(async (tx) => {
            await tx.insert(usedCaptchas).values({ fingerprint: `bench:${i}`, expiresAt: new Date(Date.now() + 600_000) }).onConflictDoNothing();
            await insertLead(tx, { ...lead, users: lead.users ?? null, phoneE164: lead.phone, ipHash: `ip-${i % 50}`, userAgent: null });
            await enqueueMail(tx, mails);
            await hitRateLimit(tx, `bench:${i % 50}`, limit);
          });
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
