// The Idempotency-Key of a form submission (contracts IDEMPOTENCY_HEADER): a retry with the
// same key and the same body gets the first attempt's answer and writes nothing; the same key
// with another body is refused. The record is written in the transaction of the work it
// answers, so no other request ever sees a key without its answer.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { IDEMPOTENCY_HEADER } from "../../contracts/api-paths.ts";
import type { Db, Tx } from "../db/client.ts";
import { idempotencyKeys } from "../db/schema.ts";
import { ApiError } from "./api-error.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A submission's key, and the fingerprint of its body its retries are compared with. */
export interface SubmissionKey {
  key: string;
  /** The form's scope: a key is only ever replayed on the form that recorded it. */
  scope: string;
  requestHash: string;
}

/** What a recorded key answers. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The request's key (400 INVALID_IDEMPOTENCY_KEY when malformed), or null when none was sent. */
export function submissionKey(request: FastifyRequest, scope: string, fields: unknown): SubmissionKey | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== "string" || !UUID.test(header)) throw new ApiError("INVALID_IDEMPOTENCY_KEY");
  return { key: header, scope, requestHash: createHash("sha256").update(JSON.stringify(fields)).digest("base64url") };
}

/**
 * The answer recorded for `submission`: null when the key is unknown; 422
 * IDEMPOTENCY_KEY_REUSED when it was recorded for another body or another form.
 */
export async function recordedAnswer(db: Db, submission: SubmissionKey): Promise<StoredAnswer | null> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, submission.key));
  if (!row) return null;
  if (row.requestHash !== submission.requestHash || row.scope !== submission.scope) throw new ApiError("IDEMPOTENCY_KEY_REUSED");
  return { status: row.responseStatus ?? 200, body: row.responseBody };
}

/**
 * The same, after any transaction still writing the key has ended: inserting the key waits on
 * its unique index for that transaction, and is always rolled back.
 */
export async function settledAnswer(db: Db, submission: SubmissionKey): Promise<StoredAnswer | null> {
  const probe = Symbol("probe");
  await db
    .transaction(async (tx) => {
      await tx.insert(idempotencyKeys).values({ key: submission.key, scope: submission.scope, requestHash: "" }).onConflictDoNothing();
      throw probe;
    })
    .catch((error: unknown) => {
      if (error !== probe) throw error;
    });
  return recordedAnswer(db, submission);
}

/**
 * Records the key with its answer in the work's transaction; false when another request
 * recorded it first (it waited for that one to commit): the caller then rolls back.
 */
export async function recordAnswer(tx: Tx, submission: SubmissionKey, answer: StoredAnswer): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ...submission, responseStatus: answer.status, responseBody: sql`${JSON.stringify(answer.body)}::jsonb` })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}
