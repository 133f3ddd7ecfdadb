// "Accept a protected form": the one declaration every form is (demo request, booking,
// maturity report, quote, trial sign-up, newsletter, data-rights request, the account e-mail-link
// requests). A form names its endpoint object (contracts/endpoints/: path, schema,
// messages, conversion: the same object the browser's useProtectedForm sends), its limit
// scope and its `write` (or `transaction`), which returns what to answer and the e-mails and
// events the acceptance causes; this module runs the pipeline around it, in this order:
//   body is a JSON object -> honeypot -> schema (pipeline.ts) -> Idempotency-Key (a recorded
//   key is answered from its record, nothing spent) -> the form's own early refusals ->
//   captcha -> the client's rate limit -> the write, the e-mails, the events, the record's
//   attribution and the key's answer in one transaction (server/outbox/commit.ts) -> after
//   commit, the mail and event workers are woken.
// A conversion's form (its endpoint names its `conversion`) gets the visit's attribution, classified
// from its body (contracts/attribution-rules.ts), to show in its e-mails and events, and the
// primitive stores it with the record the write names (`attributed`), together with the proof
// of the form's mailing opt-in (contracts/mailing-consent.ts).
// Two engines run a declaration: the portable one (separate steps, then a transaction) for any
// write, and the one-statement engine (form-statement.ts) for a write that is only rows of one
// table.
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AttributionBody } from "../../contracts/attribution.ts";
import { ATTRIBUTION_BODY_MAX_BYTES } from "../../contracts/attribution-schema.ts";
import { attributionOf, NO_ATTRIBUTION, type Attribution, type Conversion } from "../../contracts/attribution-rules.ts";
import type { CaptchaForm } from "../../contracts/captcha.ts";
import type { Endpoint } from "../../contracts/endpoint.ts";
import { NO_MAILING_CONSENT, type MailingConsent } from "../../contracts/mailing-consent.ts";
import { attributionRow, attributionRows, mailingConsentOf, type AttributedRecord } from "../attribution/rows.ts";
import type { Tx } from "../db/client.ts";
import type { JsonRows } from "../db/json-rows.ts";
import { requestIpHash } from "../keyed-hash.ts";
import type { OutboxMessage } from "../mail/outbox.ts";
import { deliveryCount } from "../outbox/commit.ts";
import { rateLimitWindow, tryAgainInMinutes, type RateLimit } from "../rate-limit.ts";
import type { PreparedEvent } from "../webhooks/queue.ts";
import { ApiError } from "./api-error.ts";
import { atLeast } from "./guards.ts";
import { oncePerKey, recordedAnswer, settledAnswer, submissionKey, type AboutSomeone, type StoredAnswer, type SubmissionKey } from "./idempotency.ts";
import { captchaRefusal, checkLimits, verifyCaptcha, type FormConfig, type RequiredCaptchaWork } from "./pipeline.ts";
import { statementWriter } from "./form-statement.ts";
import type { ProtectedRouteOptions } from "./protected-routes.ts";

/** What every protected form's body carries besides its fields (a conversion's, its attribution and mailing opt-in too). */
type Protection = { captchaToken: string; website?: string; attribution?: AttributionBody; mailingConsent?: boolean };
/** A body's own fields. */
type FieldsOf<Body> = Omit<Body, keyof Protection>;

/** A validated submission, as the form's steps see it. */
export interface FormInput<Fields> {
  /** The body without its captcha token and honeypot. */
  fields: Fields;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The moment the submission is accepted at. */
  now: Date;
  /** The client's keyed IP hash (rate-limit bucket, stored with the rows). */
  ipHash: string;
  /** The submission's Idempotency-Key (validated), or null when it came without one. */
  idempotencyKey: string | null;
  /** Where the visit came from, classified (none outside a conversion's form): for its e-mails and events. */
  attribution: Attribution;
  /** The visitor's answer to the form's mailing opt-in, with the text's version (declined outside a conversion's form): for its events. */
  mailingConsent: MailingConsent;
}

/** A retry answered from its key's record, as the form's `replayed` sees it. */
export interface Replayed<Fields> {
  fields: Fields;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The Idempotency-Key the retry and its first attempt carry. */
  key: string;
}

/** What a write returns: the answer (recorded for retries with the same key), the e-mails and the events. */
export interface Accepted<Answer> {
  status: number;
  /** JSON, stored as the answer of the submission's Idempotency-Key. */
  answer: Answer;
  mails?: OutboxMessage[];
  events?: PreparedEvent[];
  /** Bytes sent with the answer (a PDF), recorded with it: a replay sends them as they were, redrawing nothing. */
  content?: Buffer;
  /** The conversion's record and its person: its attribution is stored with it (a conversion's form only). */
  attributed?: AttributedRecord;
}

interface FormBase<Body extends Protection, Answer, Prepared, Fields = FieldsOf<Body>> {
  /**
   * The operation (contracts/endpoint.ts): its path, body schema, how it words its 400s, 422
   * and 429 (a missing captcha is CAPTCHA_REQUIRED unless `captchaRequired` is false) and,
   * for a conversion's form, the kind it is counted as. Its answer type is the browser's view
   * (a quote's PDF); `Answer` is what is recorded.
   */
  endpoint: Endpoint<Body, unknown, CaptchaForm, Conversion>;
  bodyLimit?: number;
  /** The least proof-of-work the solved challenge must have cost, from this client (default: any). */
  captchaWork?: RequiredCaptchaWork;
  /** The client's limit: bucket `<scope>:<ip hash>`; the scope also scopes the form's idempotency keys. */
  limit: { scope: string; rateLimit: RateLimit };
  /** Refusals decided from the fields alone, before the captcha is spent or the limit counted. */
  before?: (fields: Fields) => void | Promise<void>;
  /** Work outside the transaction, after the captcha and the limit (a price, a PDF, a hash); may refuse. */
  prepare?: (input: FormInput<Fields>) => Promise<Prepared>;
  /** The answer takes at least this long in all, when it must not tell whether an e-mail is known. */
  minResponseMs?: number;
  /** Sends an answer, fresh or replayed, with its recorded `content` if any (default: JSON with its status). */
  send?: (reply: FastifyReply, answer: StoredAnswer & { body: Answer }) => FastifyReply | Promise<FastifyReply>;
  /** Called before a recorded answer is sent again to a retry of `key`: sets what the first answer set beside its body (a cookie). */
  replayed?: (retry: Replayed<Fields>) => Promise<void>;
  /** Called when the write throws, after its transaction rolled back: may throw a better refusal. */
  recover?: (error: unknown, input: FormInput<Fields>) => Promise<void>;
  /** Called after commit (logs, alarms). */
  committed?: (accepted: Accepted<Answer>, input: FormInput<Fields>) => void;
  /** The clock the submission is accepted by (default: the system's). */
  clock?: () => Date;
}

/** A write that is only rows of one table: either engine runs it. */
interface RowsForm<Body extends Protection, Answer, Prepared, Row, Fields = FieldsOf<Body>> extends FormBase<Body, Answer, Prepared> {
  /**
   * "one-statement": the whole acceptance in one round trip (form-statement.ts), a retry's
   * recorded key included, which the statement finds after `before` and `prepare` ran again.
   */
  engine: "portable" | "one-statement";
  rows: JsonRows<Row>;
  /** No `content`: the one-statement engine records none. */
  write: (input: FormInput<Fields>, prepared: Prepared) => Omit<Accepted<Answer>, "content"> & { rows: Row[] };
  transaction?: never;
}

/** A write that needs its transaction (locks, reads, checks): the portable engine runs it. */
interface TransactionForm<Body extends Protection, Answer, Prepared, Fields = FieldsOf<Body>> extends FormBase<Body, Answer, Prepared> {
  engine?: "portable";
  rows?: never;
  write?: never;
  transaction: (tx: Tx, input: FormInput<Fields>, prepared: Prepared) => Promise<Accepted<Answer>>;
}

export type ProtectedForm<Body extends Protection, Answer, Prepared = undefined, Row = never> = RowsForm<Body, Answer, Prepared, Row> | TransactionForm<Body, Answer, Prepared>;

/** What the primitive needs from the server: the routes' shared options. */
export type FormDeps = Pick<ProtectedRouteOptions, "db" | "captcha" | "hashKey" | "outbox" | "onConversion" | "portableOnly">;

const isRowsForm = <B extends Protection, A, P, R>(form: ProtectedForm<B, A, P, R>): form is RowsForm<B, A, P, R> => form.rows !== undefined;

/** Registers `form`'s POST route on `app` (once its endpoint's schema is loaded). */
export async function acceptForm<Body extends Protection & AboutSomeone, Answer, Prepared = undefined, Row = never>(app: FastifyInstance, deps: FormDeps, form: ProtectedForm<Body, Answer, Prepared, Row>) {
  type Fields = FieldsOf<Body>;
  const { db, captcha, hashKey, outbox, onConversion } = deps;
  const { scope, rateLimit } = form.limit;
  const { path, messages } = form.endpoint;
  const conversion = form.endpoint.conversion?.id;
  const { rateLimited: message = tryAgainInMinutes, network: _network, fallback: _fallback, ...formConfig } = messages;
  const schema = await form.endpoint.body();
  const clock = form.clock ?? (() => new Date());
  const send = form.send ?? ((reply, answer) => reply.code(answer.status).send(answer.body));
  // The form its solved challenges must have been issued for; a route no captcha form names fails here, at start-up.
  const captchaForm = form.endpoint.form;
  const writeInOneStatement = isRowsForm(form) && form.engine === "one-statement" && !deps.portableOnly ? statementWriter(db, `form_${scope.replaceAll("-", "_")}`, form.rows) : null;

  const replay = async (retry: Omit<Replayed<Fields>, "key">, submission: SubmissionKey, answer: StoredAnswer) => {
    await form.replayed?.({ ...retry, key: submission.key });
    return send(retry.reply.header("idempotent-replay", "true"), answer as StoredAnswer & { body: Answer });
  };

  /**
   * The one-statement engine's retry: it carries the token its first attempt spent (by now
   * perhaps expired), and gets that attempt's answer once it is recorded; without one, the
   * token's refusal.
   */
  async function recordedOrRefused(input: FormInput<Fields>, submission: SubmissionKey | null, refusal: "reused" | "expired") {
    const answer = submission && (await settledAnswer(db, submission));
    if (answer) return replay(input, submission, answer);
    throw captchaRefusal(refusal);
  }

  /**
   * The portable engine: the key claimed first (a concurrent retry waits for this request's
   * answer), then the captcha and the limit as separate steps, the form's own work, and one
   * transaction for the rows, e-mails, events and the key's answer. A refusal or a failure
   * gives the claim up.
   */
  async function portable(input: FormInput<Fields>, token: string, submission: SubmissionKey | null) {
    const outcome = await oncePerKey(db, submission, async (record) => {
      await verifyCaptcha(captcha, token, input.request, captchaForm, form.captchaWork);
      await checkLimits(db, [{ bucket: `${scope}:${input.ipHash}`, limit: rateLimit }], message);
      const work = async () => {
        const prepared = (await form.prepare?.(input)) as Prepared;
        try {
          return await outbox.commit(db, async (tx, effects) => {
            const accepted: Accepted<Answer> = isRowsForm(form) ? await rowsWrite(tx, form, input, prepared) : await form.transaction(tx, input, prepared);
            const attribution = attributionRowsOf(accepted, input);
            if (attribution.length > 0) await tx.execute(attributionRows.insert(sql`${attributionRows.json(attribution)}`, sql`true`));
            await effects.mail(...(accepted.mails ?? []));
            await effects.event(...(accepted.events ?? []));
            await record(tx, { status: accepted.status, body: accepted.answer, content: accepted.content });
            return accepted;
          });
        } catch (error) {
          await form.recover?.(error, input);
          throw error;
        }
      };
      return form.minResponseMs === undefined ? await work() : await atLeast(form.minResponseMs, performance.now(), work);
    });
    return "replayed" in outcome ? replay(input, submission!, outcome.replayed) : done(outcome.done, input);
  }

  /** The one-statement engine: the captcha is checked here and spent by the statement, with the hit, the key and the rows. */
  async function oneStatement(declared: RowsForm<Body, Answer, Prepared, Row>, write: NonNullable<typeof writeInOneStatement>, input: FormInput<Fields>, token: string, submission: SubmissionKey | null) {
    const { request } = input;
    // A forged or expired token, or one solved for another form, is refused here, before any database work. ALTCHA's check
    // passes a spent token (spending is recorded by the write); reCAPTCHA's says it was used.
    const checked = await captcha.check(token, request.ip, captchaForm);
    if (!checked.ok) {
      if (checked.reason === "reused" || checked.reason === "expired") return recordedOrRefused(input, submission, checked.reason);
      throw captchaRefusal(checked.reason);
    }
    if (declared.captchaWork && checked.work !== null && checked.work < (await declared.captchaWork(request))) throw captchaRefusal("weak");
    const prepared = (await declared.prepare?.(input)) as Prepared;
    const accepted = declared.write(input, prepared);
    const window = rateLimitWindow(rateLimit, input.now);
    const outcome = await write({
      captcha: checked.used,
      hit: { bucket: `${scope}:${input.ipHash}`, windowStart: window.start, max: rateLimit.max },
      idempotency: submission ? { ...submission, status: accepted.status, body: accepted.answer } : null,
      rows: accepted.rows,
      attributions: attributionRowsOf(accepted, input),
      mails: accepted.mails ?? [],
      events: accepted.events ?? [],
    });
    if (outcome === "key-taken" || outcome === "captcha-reused") return recordedOrRefused(input, submission, "reused");
    if (outcome === "limited") throw new ApiError("RATE_LIMITED", { message: message(Math.ceil(window.secondsLeft / 60)), retryAfterSeconds: window.secondsLeft });
    // The statement queued the mails and events itself: the workers are woken for them as after any commit.
    outbox.committed({ mails: accepted.mails?.length ?? 0, deliveries: deliveryCount(accepted.events ?? []) });
    return done(accepted, input);
  }

  /** The attribution row of a conversion's record: none but for a conversion's form whose write named its record. */
  function attributionRowsOf(accepted: Accepted<Answer>, input: FormInput<Fields>) {
    return conversion && accepted.attributed ? [attributionRow(conversion, accepted.attributed, input.attribution, input.mailingConsent, input.now)] : [];
  }

  /** Every acceptance of either engine passes here once (a replay does not). */
  function done(accepted: Accepted<Answer>, input: FormInput<Fields>) {
    if (conversion) onConversion?.(conversion);
    form.committed?.(accepted, input);
    return send(input.reply, { status: accepted.status, body: accepted.answer, content: accepted.content });
  }

  const config: { form: FormConfig } = { form: { captchaRequired: true, ...formConfig } };
  // A conversion's body also carries its attribution (contracts/attribution.ts).
  const bodyLimit = form.bodyLimit !== undefined && conversion ? form.bodyLimit + ATTRIBUTION_BODY_MAX_BYTES : form.bodyLimit;
  app.post(path, { bodyLimit, schema: { body: schema }, config }, async (request, reply) => {
    const { captchaToken, website: _honeypot, attribution: origin, mailingConsent: optedIn, ...fields } = request.body as Body;
    // The key's fingerprint covers the fields only: a retry from another page of the same visit is the same submission.
    const submission = submissionKey(request, scope, fields, hashKey);
    // A recorded key is answered from its record: no captcha spent, no hit counted. The
    // one-statement engine checks the captcha before any database work and finds the key in
    // its statement; the portable one looks the key up first, so it refuses a token that can
    // never pass before that: a flood of forged ones costs no database work either way.
    if (!writeInOneStatement) {
      if (captcha.forged(captchaToken, captchaForm)) throw captchaRefusal("invalid");
      const recorded = submission && (await recordedAnswer(db, submission));
      if (recorded) return replay({ fields, request, reply }, submission, recorded);
    }
    await form.before?.(fields);
    const now = clock();
    const attribution = conversion ? attributionOf(origin, now) : NO_ATTRIBUTION;
    const mailingConsent = conversion ? mailingConsentOf(optedIn) : NO_MAILING_CONSENT;
    const input: FormInput<Fields> = { fields, request, reply, now, ipHash: requestIpHash(request, hashKey), idempotencyKey: submission?.key ?? null, attribution, mailingConsent };
    if (writeInOneStatement && isRowsForm(form)) return oneStatement(form, writeInOneStatement, input, captchaToken, submission);
    return portable(input, captchaToken, submission);
  });
}

/** The portable engine's write of a rows form: the same rows, through the same JSON insert. */
async function rowsWrite<B extends Protection, A, P, R>(tx: Tx, form: RowsForm<B, A, P, R>, input: FormInput<FieldsOf<B>>, prepared: P) {
  const accepted = form.write(input, prepared);
  await tx.execute(form.rows.insert(sql`${form.rows.json(accepted.rows)}`, sql`true`));
  return accepted;
}
