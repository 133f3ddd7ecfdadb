// The browser that signed up. A password typed at sign-up was chosen before anyone proved the
// mailbox, so it starts the trial (and reaches the platform) only when the e-mail is confirmed
// from that same browser: the sign-up's answer sets a mark in the site's httpOnly cookie, and
// the new account keeps only its SHA-256, as a "signup-browser" token. From any other browser
// the confirmation link proves the mailbox and the visitor chooses the password there, so
// whoever signs up with somebody else's address never gets their password activated.
//
// The mark of a sign-up sent with an Idempotency-Key is derived from that key: HMAC-SHA256
// under the server's keyed-hash secret. Another instance answering a retry of the key from its
// record (the first instance committed and its answer was lost: server/http/protected-form.ts)
// derives the same mark and sets the same cookie, so the visitor still confirms as the browser
// that signed up. Why this is no weaker than a random mark:
// - The key alone gives nothing: without the server's secret no one computes the mark from it,
//   and only its SHA-256 is stored. A replay hands the mark only to a request carrying the key
//   and the very same fields, password included (the record's keyed fingerprint), i.e. to
//   whoever typed that password; the mark then activates nothing but that password, which its
//   holder chose anyway.
// - What the mark protects against is a browser confirming with a password someone else chose:
//   that needs the victim's browser to hold the attacker's mark. The cookie is HttpOnly and set
//   only by our answers, and the key is a random UUID the signing-up page makes and keeps in
//   memory; another site cannot make a browser send our sign-up with a chosen Idempotency-Key
//   (a custom header on a JSON POST needs a CORS preflight the server never grants).
// - The mark is still good for this account only, expires with its token and is voided on
//   confirmation; the database holds the key for a day and the secret, so a reader of the
//   database could derive marks, but a mark opens nothing without the e-mailed link, whose
//   token is stored only as its hash.
// Without a key (an API client's sign-up) the mark is random, as before.
import { createHmac } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SIGNUP_BROWSER_COOKIE, TOKEN_TTL_MS } from "../../contracts/account-options.ts";
import { checkToken, issueToken } from "../auth/account-tokens.ts";
import { siteCookie } from "../auth/site-cookie.ts";
import { newToken } from "../auth/tokens.ts";
import type { Db, Tx } from "../db/client.ts";

export type SignupBrowser = ReturnType<typeof signupBrowser>;

/** `value` when it marks `accountId`'s sign-up browser (within its lifetime), else null. */
async function marking(db: Db | Tx, value: string | null, accountId: string): Promise<string | null> {
  if (!value) return null;
  const found = await checkToken(db, value, "signup-browser");
  return found.ok && found.accountId === accountId ? value : null;
}

export function signupBrowser(publicSiteUrl: string, hashKey: string) {
  const cookie = siteCookie(publicSiteUrl, SIGNUP_BROWSER_COOKIE);

  /**
   * The mark of a sign-up sent with `idempotencyKey`: the whole HMAC (43 base64url characters,
   * the shape of a random mark, so a cookie never tells how it was made); random without a key.
   */
  const markFor = (idempotencyKey: string | null) =>
    idempotencyKey === null ? newToken() : createHmac("sha256", hashKey).update(`signup-browser:${idempotencyKey}`).digest("base64url");

  /** The request's cookie value when it marks `accountId`'s sign-up browser, else null. */
  const markOf = (db: Db | Tx, request: FastifyRequest, accountId: string) => marking(db, cookie.read(request), accountId);

  /** Sets the cookie: `value`, or a random value that marks nothing. */
  function mark(reply: FastifyReply, value: string | null) {
    cookie.set(reply, value ?? newToken(), TOKEN_TTL_MS["signup-browser"] / 1000);
  }

  return {
    markOf,
    mark,

    /** A new mark for the account just created by a sign-up sent with `idempotencyKey` (only its hash is stored). */
    remember: (tx: Tx, accountId: string, idempotencyKey: string | null): Promise<string> => issueToken(tx, accountId, "signup-browser", markFor(idempotencyKey)),

    /**
     * Sets the cookie on a sign-up answer that creates no account, or on a retry answered from
     * its key's record, so that every answer sets one and tells nothing: the browser's own
     * cookie when it still marks the address's account (the same browser signing up again);
     * else, for a retry, the mark the key's first attempt gave the account it created; else a
     * value that marks nothing.
     */
    async markAgain(db: Db | Tx, request: FastifyRequest, reply: FastifyReply, account: { id: string } | undefined, idempotencyKey: string | null) {
      const kept = account ? ((await markOf(db, request, account.id)) ?? (idempotencyKey === null ? null : await marking(db, markFor(idempotencyKey), account.id))) : null;
      mark(reply, kept);
    },

    /** Drops the browser's cookie once the trial started (its token is voided with the links). */
    forget(request: FastifyRequest, reply: FastifyReply) {
      if (cookie.read(request)) cookie.clear(reply);
    },
  };
}
