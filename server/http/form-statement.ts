// The fast engine of a protected form (protected-form.ts): the whole acceptance in one SQL
// statement, so one round trip and its own transaction, prepared once per connection. It is
// compiled from the form's declaration (its scope names the statement, its rows say the one
// table it writes), never written per resource.
import { sql } from "drizzle-orm";
import { spendCaptcha, type UsedCaptcha } from "../captcha/verifier.ts";
import { namedStatement, type Db } from "../db/client.ts";
import { attributionRows, type AttributionRow } from "../attribution/rows.ts";
import type { JsonRows } from "../db/json-rows.ts";
import { idempotencyKeys } from "../db/schema.ts";
import { enqueueMailJson, mailJson, type OutboxMessage } from "../mail/outbox.ts";
import { countHit } from "../rate-limit.ts";
import { eventsJson, insertEventJson, type PreparedEvent } from "../webhooks/queue.ts";
import type { StoredAnswer, SubmissionKey } from "./idempotency.ts";

/** One acceptance to write: everything was checked and rendered before, nothing was spent yet. */
export interface StatementWrite<Row> {
  /** The captcha token to spend, or null when its provider keeps track of used tokens itself. */
  captcha: UsedCaptcha | null;
  /** The client's rate-limit hit: its bucket, the start of the current window, the limit. */
  hit: { bucket: string; windowStart: Date; max: number };
  /** The Idempotency-Key, stored with the answer its retries get; null when none was sent. */
  idempotency: (SubmissionKey & StoredAnswer) | null;
  rows: readonly Row[];
  /** The conversion's attribution, written with the rows (none or one). */
  attributions: readonly AttributionRow[];
  mails: OutboxMessage[];
  events: readonly PreparedEvent[];
}

/**
 * What the write did: `written` (the rows, their e-mails and events); `captcha-reused` (the
 * token had been spent, nothing written); `limited` (the token spent and the hit counted, as
 * for any refused request, and nothing else); `key-taken` (the key belongs to another request:
 * nothing written; its token was not spent, unless that other request was still running when
 * this one started, in which case this one's token was spent and its hit counted).
 */
export type StatementOutcome = "written" | "captcha-reused" | "limited" | "key-taken";

const p = sql.placeholder;

/**
 * Spends the captcha (unless the key is already known), counts the client's hit (if the
 * captcha was spent), claims the key with its answer (if within the limit; a concurrent
 * request with the same key waits on the key's index until the first commits, then finds it
 * taken), and writes the rows (if within the limit and, with a key, the claim succeeded), then
 * their attribution, the e-mails and event rows.
 */
function acceptanceStatement(db: Db, rows: JsonRows<unknown>) {
  const fingerprint = p("fingerprint");
  const key = p("key");
  const written = sql`EXISTS (SELECT 1 FROM new_rows)`;
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
  INSERT INTO ${idempotencyKeys} (key, scope, request_hash, subject_hash, response_status, response_body)
  SELECT ${key}::uuid, ${p("scope")}::text, ${p("requestHash")}::text, ${p("subjectHash")}::text, ${p("status")}::integer, ${p("body")}::jsonb
  WHERE ${key}::uuid IS NOT NULL AND (SELECT ok FROM allowed)
  ON CONFLICT DO NOTHING
  RETURNING key
), new_rows AS (
  ${rows.insert(p("rows"), sql`(SELECT ok FROM allowed) AND (${key}::uuid IS NULL OR EXISTS (SELECT 1 FROM claimed))`)}
  RETURNING 1
), attributed AS (
  ${attributionRows.insert(p("attributions"), written)}
), mails AS (
  ${enqueueMailJson(p("mails"), written)}
), deliveries AS (
  ${insertEventJson(p("deliveries"), written)}
)
SELECT (SELECT ok FROM key_free) AS key_free, (SELECT ok FROM passed) AS passed, (SELECT ok FROM allowed) AS allowed, ${written} AS written`;
}

/** The one-statement write of a form's acceptances on `db`, prepared once as `name`. */
export function statementWriter<Row>(db: Db, name: string, rows: JsonRows<Row>): (write: StatementWrite<Row>) => Promise<StatementOutcome> {
  const run = namedStatement<{ key_free: boolean; passed: boolean; allowed: boolean; written: boolean }>(db, name, acceptanceStatement(db, rows as JsonRows<unknown>));
  return async ({ captcha, hit, idempotency, rows: values, attributions, mails, events }) => {
    const [row] = await run({
      fingerprint: captcha?.fingerprint ?? null,
      captchaExpiresAt: captcha?.expiresAt.toISOString() ?? null,
      bucket: hit.bucket,
      windowStart: hit.windowStart.toISOString(),
      max: hit.max,
      key: idempotency?.key ?? null,
      scope: idempotency?.scope ?? null,
      requestHash: idempotency?.requestHash ?? null,
      subjectHash: idempotency?.subjectHash ?? null,
      status: idempotency?.status ?? null,
      body: idempotency ? JSON.stringify(idempotency.body) : null,
      rows: rows.json(values),
      attributions: attributionRows.json(attributions),
      mails: mailJson(mails),
      deliveries: eventsJson(events),
    });
    if (!row!.key_free) return "key-taken";
    if (!row!.passed) return "captcha-reused";
    if (!row!.allowed) return "limited";
    return row!.written ? "written" : "key-taken";
  };
}
