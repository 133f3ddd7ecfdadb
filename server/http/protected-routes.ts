// What the routes of every resource with a public form are built on; server/app.ts hands
// each the same.
import type { Conversion } from "../../contracts/attribution-rules.ts";
import type { CaptchaVerifier } from "../captcha/verifier.ts";
import type { Db } from "../db/client.ts";
import type { HitCounter } from "../rate-limit.ts";
import type { Outbox } from "../outbox/commit.ts";
import type { EventQueue } from "../webhooks/queue.ts";

export interface ProtectedRouteOptions {
  db: Db;
  /** Verifies and spends each form's captcha (the request pipeline's captcha step). */
  captcha: CaptchaVerifier;
  /** Keys the hashes of client IPs and e-mail addresses (rate-limit buckets, stored IP hashes). */
  hashKey: string;
  /** Counts the calls without a captcha per client address (rate-limit.ts requestCounter). */
  requestHits: HitCounter;
  /** Prepares outbound events, written with the data they describe (`outbox`). */
  events: EventQueue;
  /** Writes rows with the mails and events they cause, and wakes the workers after commit. */
  outbox: Outbox;
  /** Told after each conversion a form accepted, with its kind (metrics). */
  onConversion?: (kind: Conversion) => void;
  /** Every protected form on the portable engine (ServerConfig.portableFormsOnly). */
  portableOnly?: boolean;
}
