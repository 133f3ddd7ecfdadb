// The demo-request route's queries: the Idempotency-Key records that let a retry get the
// first attempt's answer, and the write of a request, in one statement.
import { eq, sql } from "drizzle-orm";
import type { DemoRequestCreated } from "../../contracts/demo-request-options.ts";
import { spendCaptcha, type UsedCaptcha } from "../captcha/verifier.ts";
import { namedStatement, type Db } from "../db/client.ts";
import { jsonRowsOf } from "../db/json-rows.ts";
import { idempotencyKeys, leads } from "../db/schema.ts";
import { enqueueMailJson, mailJson, type OutboxMessage } from "../mail/outbox.ts";
import { countHit } from "../rate-limit.ts";
import { eventJson, insertEventJson, type PreparedEvent } from "../webhooks/queue.ts";

/** Whether a request with this key was ever claimed (answered or still in flight). */
export async function isKeyClaimed(db: Db, key: string): Promise<boolean> {
  const [known] = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return known !== undefined;
}

/** The key's record, with its stored answer once there is one. */
export async function idempotencyRecord(db: Db, key: string): Promise<typeof idempotencyKeys.$inferSelect | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row;
}

/** Every column of a lead: all of them are decided before the write, its id and time included. */
const leadRows = jsonRowsOf(leads, [
  "id",
  "createdAt",
  "name",
  "email",
  "phone",
  "phoneE164",
  "company",
  "solution",
  "details",
  "users",
  "protocolUsers",
  "volume",
  "preferredDay",
  "preferredTime",
  "ipHash",
  "userAgent",
]);
type Lead = typeof leads.$inferInsert & { id: string; createdAt: Date };

/** A demo request to write: everything was checked and rendered before, nothing was spent yet. */
export interface DemoRequestWrite {
  /** The captcha token to spend, or null when its provider keeps track of used tokens itself. */
  captcha: UsedCaptcha | null;
  /** The client's rate-limit hit: its bucket, the start of the current window, the limit. */
  hit: { bucket: string; windowStart: Date; max: number };
  /** The Idempotency-Key, stored with the answer its retries get; null when none was sent. */
  idempotency: { key: string; scope: string; requestHash: string; status: number; body: DemoRequestCreated } | null;
  lead: Lead;
  mails: OutboxMessage[];
  event: PreparedEvent;
}

/**
 * What the write did: `written` (the lead, its e-mails and its event); `captcha-reused` (the
 * token had been spent, nothing written); `limited` (the token spent and the hit counted, as
 * for any refused request, and nothing else); `key-taken` (the key belongs to another request:
 * nothing written; its token was not spent, unless that other request was still running when
 * this one started, in which case this one's token was spent and its hit counted).
 */
export type DemoRequestOutcome = "written" | "captcha-reused" | "limited" | "key-taken";

const p = sql.placeholder;

/**
 * One statement, so one round trip and its own transaction: spends the captcha (unless the
 * key is already known), counts the client's hit (if the captcha was spent), claims the key
 * with its answer (if within the limit; a concurrent request with the same key waits on the
 * key's index until the first commits, then finds it taken), and writes the lead (if within
 * the limit and, with a key, the claim succeeded), then its e-mails and event rows.
 */
function demoRequestStatement(db: Db) {
  const fingerprint = p("fingerprint");
  const key = p("key");
  const leadWritten = sql`EXISTS (SELECT 1 FROM new_lead)`;
  return sql`WITH key_free AS (
  SELECT NOT EXISTS (SELECT 1 FROM ${idempotencyKeys} WHERE key = ${key}::uuid) AS ok
), spent AS (
  ${spendCaptcha(db, { fingerprint, expiresAt: p("captchaExpiresAt") }, sql`${fingerprint}::text IS NOT NULL AND (SELECT ok FROM key_free)`).getSQL()}
), passed AS (
  SELECT (SELECT ok FROM key_free) AND (${fingerprint}::text IS NULL OR EXISTS (SELECT 1 FROM spent)) AS ok
), hit AS (
  ${countHit(db, { bucket: p("bucket"), windowStart: p("windowStart"), max: p("max") }, sql`(SELECT ok FROM passed)`).getSQL()}
), allowed AS (
  SELECT coalesce((SELECT allowed FROM hit), false) AS ok
), claimed AS (
  INSERT INTO ${idempotencyKeys} (key, scope, request_hash, response_status, response_body)
  SELECT ${key}::uuid, ${p("scope")}::text, ${p("requestHash")}::text, ${p("status")}::integer, ${p("body")}::jsonb
  WHERE ${key}::uuid IS NOT NULL AND (SELECT ok FROM allowed)
  ON CONFLICT DO NOTHING
  RETURNING key
), new_lead AS (
  ${leadRows.insert(p("lead"), sql`(SELECT ok FROM allowed) AND (${key}::uuid IS NULL OR EXISTS (SELECT 1 FROM claimed))`)}
  RETURNING id
), mails AS (
  ${enqueueMailJson(p("mails"), leadWritten)}
), deliveries AS (
  ${insertEventJson(p("deliveries"), leadWritten)}
)
SELECT (SELECT ok FROM key_free) AS key_free, (SELECT ok FROM passed) AS passed, (SELECT ok FROM allowed) AS allowed, ${leadWritten} AS written`;
}

/** The write of a demo request on `db`, prepared once (a named statement on PostgreSQL). */
export function demoRequestWriter(db: Db): (write: DemoRequestWrite) => Promise<DemoRequestOutcome> {
  const run = namedStatement<{ key_free: boolean; passed: boolean; allowed: boolean; written: boolean }>(db, "demo_request_write", demoRequestStatement(db));
  return async ({ captcha, hit, idempotency, lead, mails, event }) => {
    const [row] = await run({
      fingerprint: captcha?.fingerprint ?? null,
      captchaExpiresAt: captcha?.expiresAt.toISOString() ?? null,
      bucket: hit.bucket,
      windowStart: hit.windowStart.toISOString(),
      max: hit.max,
      key: idempotency?.key ?? null,
      scope: idempotency?.scope ?? null,
      requestHash: idempotency?.requestHash ?? null,
      status: idempotency?.status ?? null,
      body: idempotency ? JSON.stringify(idempotency.body) : null,
      lead: leadRows.json([lead]),
      mails: mailJson(mails),
      deliveries: eventJson(event),
    });
    if (!row!.key_free) return "key-taken";
    if (!row!.passed) return "captcha-reused";
    if (!row!.allowed) return "limited";
    return row!.written ? "written" : "key-taken";
  };
}
