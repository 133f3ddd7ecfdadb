// The Idempotency-Key of a form submission (contracts IDEMPOTENCY_HEADER): a retry with the
// same key and the same body gets the first attempt's answer and writes nothing; the same key
// with another body is refused. The portable engine claims the key before spending anything
// (a record without its answer) and answers it in the transaction of the work; a request that
// finds the key claimed waits a little for that answer. The one-statement engine claims and
// answers it in its statement.
// A key records whom its submission is about (the keyed hash of the form's e-mail), so an
// erasure drops every form's recorded answers about the person (server/rights/erasure.ts);
// the body's fingerprint is keyed too: a sign-up's holds its password.
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { normalizeEmail } from "../../contracts/account-options.ts";
import { IDEMPOTENCY_HEADER } from "../../contracts/api-paths.ts";
import type { Db, Tx } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema.ts";
import { keyedHash } from "../keyed-hash.ts";
import { ApiError } from "./api-error.ts";

/** How long a request waits for the answer of a key another request claimed, and how often it looks. */
const IN_FLIGHT_WAIT_MS = 10_000;
const IN_FLIGHT_POLL_MS = 50;
/** A claim left without its answer this long belongs to a request that died: the next one takes it over. */
const ABANDONED_CLAIM = sql`interval '1 minute'`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A submission's key, and the fingerprint of its body its retries are compared with. */
export interface SubmissionKey {
  key: string;
  /** The form's scope: a key is only ever replayed on the form that recorded it. */
  scope: string;
  /** HMAC of the form's fields under the server's key: no offline guess of a field (a password) can be checked against it. */
  requestHash: string;
  /** The keyed hash of the person's normalised e-mail (keyed-hash.ts), what an erasure selects by. */
  subjectHash: string;
}

/** What a form's fields must carry: the e-mail of the person the submission is about. */
export interface AboutSomeone {
  email: string;
}

/** What a recorded key answers. */
export interface StoredAnswer {
  status: number;
  body: unknown;
  /** Bytes sent with the body (a quote's PDF), recorded with it so a replay sends them as they were. */
  content?: Buffer | null;
}

/** The keyed hash a key about `email` records (any case or spacing of the address). */
const subjectHashOf = (email: string, hashKey: string) => keyedHash(normalizeEmail(email), hashKey);

/**
 * The request's key (400 INVALID_IDEMPOTENCY_KEY when malformed), or null when none was sent;
 * `hashKey` keys its fingerprints (the server's keyed-hash secret).
 */
export function submissionKey(request: FastifyRequest, scope: string, fields: AboutSomeone, hashKey: string): SubmissionKey | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  return header === undefined ? null : keyOfSubmission(header, scope, fields, hashKey);
}

/** The submission key `value` names (400 INVALID_IDEMPOTENCY_KEY unless a UUID): a header's, or a plain form's hidden field. */
export function keyOfSubmission(value: unknown, scope: string, fields: AboutSomeone, hashKey: string): SubmissionKey {
  if (typeof value !== "string" || !UUID.test(value)) throw new ApiError("INVALID_IDEMPOTENCY_KEY");
  return { key: value, scope, requestHash: keyedHash(JSON.stringify(fields), hashKey), subjectHash: subjectHashOf(fields.email, hashKey) };
}

/** What `oncePerKey` did: answered from the key's record, or ran the work. */
export type KeyedOutcome<T> = { replayed: StoredAnswer } | { done: T };

/**
 * Runs `work` at most once for `submission` (every time when there is no key): a recorded
 * key's answer is returned instead, after waiting for a request still holding it (claimKey).
 * `work` records its answer with `record`, in the transaction of what it writes, which must
 * have committed when `work` returns; when it throws, or ends without recording (a refusal it
 * answers itself), the claim is given up so a retry may try again.
 */
export async function oncePerKey<T>(db: Db, submission: SubmissionKey | null, work: (record: (tx: Tx, answer: StoredAnswer) => Promise<void>) => Promise<T>): Promise<KeyedOutcome<T>> {
  if (!submission) return { done: await work(async () => {}) };
  const claimed = await claimKey(db, submission);
  if (claimed) return { replayed: claimed };
  let recorded = false;
  let settled = false;
  try {
    const done = await work(async (tx, answer) => {
      await answerKey(tx, submission, answer);
      recorded = true;
    });
    settled = recorded;
    return { done };
  } finally {
    // A throw after `record` means its transaction rolled back: the claim is given up too.
    if (!settled) await releaseKey(db, submission);
  }
}

/** Drops every key recorded about `email`, answered or still claimed: an erasure's. */
export async function forgetSubmissionsAbout(tx: Tx, email: string, hashKey: string): Promise<void> {
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.subjectHash, subjectHashOf(email, hashKey)));
}

/**
 * The answer recorded for `submission`: null when the key is unknown or still without its
 * answer; 422 IDEMPOTENCY_KEY_REUSED when it was claimed for another body or another form.
 */
export async function recordedAnswer(db: Db, submission: SubmissionKey): Promise<StoredAnswer | null> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, submission.key));
  if (!row) return null;
  if (row.requestHash !== submission.requestHash || row.scope !== submission.scope) throw new ApiError("IDEMPOTENCY_KEY_REUSED");
  return row.responseStatus === null ? null : { status: row.responseStatus, body: row.responseBody, content: row.responseContent };
}

/**
 * Claims the key for this request (null), or returns the answer of the request that claimed
 * it, waiting for it a little; 409 IN_PROGRESS when it does not come in time.
 */
export async function claimKey(db: Db, submission: SubmissionKey): Promise<StoredAnswer | null> {
  for (let waited = 0; ; waited += IN_FLIGHT_POLL_MS) {
    const claimed = await db
      .insert(idempotencyKeys)
      .values(submission)
      .onConflictDoUpdate({
        target: idempotencyKeys.key,
        set: { scope: submission.scope, requestHash: submission.requestHash, subjectHash: submission.subjectHash, createdAt: sql`now()` },
        setWhere: sql`${idempotencyKeys.responseStatus} IS NULL AND ${idempotencyKeys.createdAt} < now() - ${ABANDONED_CLAIM}`,
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return null;
    const answer = await recordedAnswer(db, submission);
    if (answer) return answer;
    if (waited >= IN_FLIGHT_WAIT_MS) throw new ApiError("IN_PROGRESS");
    await sleep(IN_FLIGHT_POLL_MS);
  }
}

/** Gives up a claim whose request was refused or failed: a retry may then try again. */
export async function releaseKey(db: Db, submission: SubmissionKey): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.key, submission.key), isNull(idempotencyKeys.responseStatus)));
}

/** Records the claimed key's answer, in the transaction of the work it answers. */
export async function answerKey(tx: Tx, submission: SubmissionKey, answer: StoredAnswer): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: sql`${JSON.stringify(answer.body)}::jsonb`, responseContent: answer.content ?? null })
    .where(eq(idempotencyKeys.key, submission.key));
}

/**
 * The answer recorded for `submission` after any transaction still writing the key has ended
 * (the one-statement engine's): inserting the key waits on its unique index for that
 * transaction, and is always rolled back.
 */
export async function settledAnswer(db: Db, submission: SubmissionKey): Promise<StoredAnswer | null> {
  const probe = Symbol("probe");
  await db
    .transaction(async (tx) => {
      await tx.insert(idempotencyKeys).values({ ...submission, requestHash: "" }).onConflictDoNothing();
      throw probe;
    })
    .catch((error: unknown) => {
      if (error !== probe) throw error;
    });
  return recordedAnswer(db, submission);
}
