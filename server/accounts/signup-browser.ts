// The browser that signed up. A password typed at sign-up was chosen before anyone proved the
// mailbox, so it starts the trial (and reaches the platform) only when the e-mail is confirmed
// from that same browser: the sign-up's answer sets a random value in the site's httpOnly
// cookie, and the new account keeps only its SHA-256, as a "signup-browser" token. From any
// other browser the confirmation link proves the mailbox and the visitor chooses the password
// there, so whoever signs up with somebody else's address never gets their password activated.
import type { FastifyReply, FastifyRequest } from "fastify";
import { SIGNUP_BROWSER_COOKIE, TOKEN_TTL_MS } from "../../contracts/account-options.ts";
import { checkToken, issueToken } from "../auth/account-tokens.ts";
import { siteCookie } from "../auth/site-cookie.ts";
import { newToken } from "../auth/tokens.ts";
import type { Db, Tx } from "../db/client.ts";

export type SignupBrowser = ReturnType<typeof signupBrowser>;

export function signupBrowser(publicSiteUrl: string) {
  const cookie = siteCookie(publicSiteUrl, SIGNUP_BROWSER_COOKIE);

  /** The request's cookie value when it marks `accountId`'s sign-up browser (within its lifetime), else null. */
  async function markOf(db: Db | Tx, request: FastifyRequest, accountId: string): Promise<string | null> {
    const value = cookie.read(request);
    if (!value) return null;
    const found = await checkToken(db, value, "signup-browser");
    return found.ok && found.accountId === accountId ? value : null;
  }

  return {
    markOf,

    /** A new mark for the account just created (only its hash is stored). */
    remember: (tx: Tx, accountId: string): Promise<string> => issueToken(tx, accountId, "signup-browser"),

    /**
     * Sets the cookie on every sign-up answer, account created or not, so the answer tells
     * nothing: `value` when the sign-up has one, else a random value that marks nothing.
     */
    mark(reply: FastifyReply, value: string | null) {
      cookie.set(reply, value ?? newToken(), TOKEN_TTL_MS["signup-browser"] / 1000);
    },

    /** Drops the browser's cookie once the trial started (its token is voided with the links). */
    forget(request: FastifyRequest, reply: FastifyReply) {
      if (cookie.read(request)) cookie.clear(reply);
    },
  };
}
