// Password recovery, magic links and the session: POST /api/password-reset (always the same
// neutral answer), /api/password-reset/confirm (new password, every session and every other
// open link of the account voided, the platform told), /api/magic-link and /api/magic-link/consume (a session
// for /assinatura), GET /api/session, GET /api/session/status and POST /api/session/logout.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { resetPasswordBodySchema, tokenBodySchema } from "../../contracts/account.ts";
import type { SessionOpened, SessionStatus } from "../../contracts/account-options.ts";
import { ACCOUNT_API, ACCOUNT_PAGES } from "../../contracts/api-paths.ts";
import { magicLinkEndpoint, passwordResetEndpoint } from "../../contracts/endpoints/account-links.ts";
import { checkToken, issueToken, redeemToken, voidTokens } from "../auth/account-tokens.ts";
import { toPhcString } from "../auth/passwords.ts";
import { endAllSessions } from "../auth/sessions.ts";
import type { Db } from "../db/client.ts";
import { magicLinkEmail, passwordResetEmail } from "./emails.ts";
import { ACCOUNT_FORM, tokenRefusal, type Account, type AccountContext } from "./context.ts";
import { accountByEmail, accountById, onboardingDone, setPasswordHash } from "./queries.ts";

async function sessionBody(db: Db, account: Account): Promise<SessionOpened> {
  return { account: { name: account.name, email: account.email, company: account.company }, onboardingDone: await onboardingDone(db, account.id) };
}

export function accountAccessRoutes(ctx: AccountContext) {
  const { db } = ctx;

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const config = { form: ACCOUNT_FORM };

    await ctx.mailLinkRoute(fastify, passwordResetEndpoint, "password-reset", (tx, email) => accountByEmail(tx, email), async (tx, account) => {
      const token = await issueToken(tx, account.id, "password-reset");
      return passwordResetEmail(account, ctx.siteLink(ACCOUNT_PAGES.recoverPassword, token));
    });

    app.post(ACCOUNT_API.passwordResetConfirm, { schema: { body: resetPasswordBodySchema }, config, preHandler: (request) => ctx.ipWithinLimit("password-reset-confirm", request) }, async (request, reply) => {
      const input = request.body;
      // The expensive hash only for a link that works: a flood of made-up tokens costs a lookup each.
      const usable = await checkToken(db, input.token, "password-reset");
      if (!usable.ok) throw tokenRefusal(usable);
      const passwordHash = await ctx.newPasswordHash(input.password);
      const verdict = await ctx.outbox.commit(db, async (tx, effects) => {
        const redeemed = await redeemToken(tx, input.token, "password-reset");
        if (!redeemed.ok) return redeemed;
        const account = await setPasswordHash(tx, redeemed.accountId, passwordHash);
        // Whoever asked for the other links may not be the owner who just proved control.
        await voidTokens(tx, redeemed.accountId);
        // A new password ends every session, wherever it was open.
        await endAllSessions(tx, redeemed.accountId);
        // The platform signs in with the hash it holds: it gets the new one. A pending account
        // is not known there yet; its trial.started will carry the password it has then.
        if (account.status !== "pending") {
          const changedAt = new Date();
          await effects.event(ctx.events.prepare(
            "account.password_changed",
            { account_id: account.id, email: account.email, changed_at: changedAt.toISOString(), password_hash: toPhcString(passwordHash) },
            changedAt,
          ));
        }
        return redeemed;
      });
      if (!verdict.ok) throw tokenRefusal(verdict);
      return reply.code(200).send({ ok: true });
    });

    await ctx.mailLinkRoute(fastify, magicLinkEndpoint, "magic-link", (tx, email) => accountByEmail(tx, email, { confirmed: true }), async (tx, account) => {
      const token = await issueToken(tx, account.id, "magic-link");
      return magicLinkEmail(account, ctx.siteLink(ACCOUNT_PAGES.subscription, token));
    });

    app.post(ACCOUNT_API.magicLinkConsume, { schema: { body: tokenBodySchema }, config }, async (request, reply) => {
      const outcome = await db.transaction(async (tx) => {
        const verdict = await redeemToken(tx, request.body.token, "magic-link");
        if (verdict.ok) await ctx.sessions.open(tx, request, reply, verdict.accountId);
        return verdict;
      });
      if (!outcome.ok) throw tokenRefusal(outcome);
      const account = await accountById(db, outcome.accountId);
      return reply.code(200).send(await sessionBody(db, account!));
    });

    // Always 200, so a signed-in page opened without a session finds out without a failed
    // request in the console; it tells nothing the caller's own cookie does not hold.
    app.get(ACCOUNT_API.sessionStatus, async (request, reply) => {
      const body: SessionStatus = { authenticated: (await ctx.sessions.account(db, request)) !== null };
      return reply.header("cache-control", "no-store").send(body);
    });

    app.get(ACCOUNT_API.session, { onRequest: ctx.signedIn }, async (request, reply) => {
      return reply.header("cache-control", "no-store").send(await sessionBody(db, request.account!));
    });

    app.post(ACCOUNT_API.logout, async (request, reply) => {
      await ctx.sessions.close(db, request, reply);
      return reply.code(204).send();
    });
  };
}
