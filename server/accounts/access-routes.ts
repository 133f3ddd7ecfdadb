// Password recovery, magic links and the session: POST /api/password-reset (always the same
// neutral answer), /api/password-reset/confirm (new password, every session and every other
// open link of the account voided), /api/magic-link and /api/magic-link/consume (a session
// for /assinatura), GET /api/session, GET /api/session/status and POST /api/session/logout.
import { and, eq, ne } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { emailRequestBodySchema, normalizeEmail, resetPasswordBodySchema, tokenBodySchema, type MailQueued, type SessionOpened, type SessionStatus } from "../../contracts/account.ts";
import { ACCOUNT_API, ACCOUNT_PAGES } from "../../contracts/api-paths.ts";
import { checkToken, issueToken, redeemToken, voidTokens } from "../auth/account-tokens.ts";
import { hashPassword } from "../auth/passwords.ts";
import type { Db } from "../db/client.ts";
import { accounts, onboardingProgress, sessions } from "../db/schema.ts";
import { magicLinkEmail, passwordResetEmail } from "../mail/account-emails.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { AccountContext } from "./context.ts";

const QUEUED: MailQueued = { ok: true };

async function sessionBody(db: Db, account: typeof accounts.$inferSelect): Promise<SessionOpened> {
  const [progress] = await db.select({ completedAt: onboardingProgress.completedAt }).from(onboardingProgress).where(eq(onboardingProgress.accountId, account.id));
  return { account: { name: account.name, email: account.email, company: account.company }, onboardingDone: Boolean(progress?.completedAt) };
}

export function accountAccessRoutes(ctx: AccountContext) {
  const { db } = ctx;

  return async (app: FastifyInstance) => {
    app.post(ACCOUNT_API.passwordReset, async (request, reply) => {
      const started = performance.now();
      const input = await ctx.admit(emailRequestBodySchema, "password-reset", request, reply);
      if (!input) return reply;
      const email = normalizeEmail(input.email);
      const queued = await ctx.evenly(started, async () => {
        if (!(await ctx.emailWithinLimit("password-reset", email))) return false;
        const [account] = await db.select().from(accounts).where(eq(accounts.emailNormalized, email));
        if (!account) return false;
        await db.transaction(async (tx) => {
          const token = await issueToken(tx, account.id, "password-reset");
          await enqueueMail(tx, [passwordResetEmail(account, ctx.siteLink(ACCOUNT_PAGES.recoverPassword, token))]);
        });
        return true;
      });
      if (queued) ctx.onMailQueued?.();
      return reply.code(202).send(QUEUED);
    });

    app.post(ACCOUNT_API.passwordResetConfirm, async (request, reply) => {
      const input = ctx.parse(resetPasswordBodySchema, request, reply);
      if (!input) return reply;
      await ctx.ipWithinLimit("password-reset-confirm", request);
      // The expensive hash only for a link that works: a flood of made-up tokens costs a lookup each.
      const usable = await checkToken(db, input.token, "password-reset");
      if (!usable.ok) return ctx.refuseToken(reply, usable);
      const passwordHash = await hashPassword(input.password);
      const verdict = await db.transaction(async (tx) => {
        const redeemed = await redeemToken(tx, input.token, "password-reset");
        if (!redeemed.ok) return redeemed;
        await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, redeemed.accountId));
        // Whoever asked for the other links may not be the owner who just proved control.
        await voidTokens(tx, redeemed.accountId);
        // A new password ends every session, wherever it was open.
        await tx.delete(sessions).where(eq(sessions.accountId, redeemed.accountId));
        return redeemed;
      });
      if (!verdict.ok) return ctx.refuseToken(reply, verdict);
      return reply.code(200).send({ ok: true });
    });

    app.post(ACCOUNT_API.magicLink, async (request, reply) => {
      const started = performance.now();
      const input = await ctx.admit(emailRequestBodySchema, "magic-link", request, reply);
      if (!input) return reply;
      const email = normalizeEmail(input.email);
      const queued = await ctx.evenly(started, async () => {
        if (!(await ctx.emailWithinLimit("magic-link", email))) return false;
        const [account] = await db.select().from(accounts).where(and(eq(accounts.emailNormalized, email), ne(accounts.status, "pending")));
        if (!account) return false;
        await db.transaction(async (tx) => {
          const token = await issueToken(tx, account.id, "magic-link");
          await enqueueMail(tx, [magicLinkEmail(account, ctx.siteLink(ACCOUNT_PAGES.subscription, token))]);
        });
        return true;
      });
      if (queued) ctx.onMailQueued?.();
      return reply.code(202).send(QUEUED);
    });

    app.post(ACCOUNT_API.magicLinkConsume, async (request, reply) => {
      const input = ctx.parse(tokenBodySchema, request, reply);
      if (!input) return reply;
      const outcome = await db.transaction(async (tx) => {
        const verdict = await redeemToken(tx, input.token, "magic-link");
        if (verdict.ok) await ctx.sessions.open(tx, request, reply, verdict.accountId);
        return verdict;
      });
      if (!outcome.ok) return ctx.refuseToken(reply, outcome);
      const [account] = await db.select().from(accounts).where(eq(accounts.id, outcome.accountId));
      return reply.code(200).send(await sessionBody(db, account!));
    });

    // Always 200, so a signed-in page opened without a session finds out without a failed
    // request in the console; it tells nothing the caller's own cookie does not hold.
    app.get(ACCOUNT_API.sessionStatus, async (request, reply) => {
      const body: SessionStatus = { authenticated: (await ctx.sessions.account(db, request)) !== null };
      return reply.header("cache-control", "no-store").send(body);
    });

    app.get(ACCOUNT_API.session, async (request, reply) => {
      const account = await ctx.requireAccount(request, reply);
      if (!account) return reply;
      return reply.header("cache-control", "no-store").send(await sessionBody(db, account));
    });

    app.post(ACCOUNT_API.logout, async (request, reply) => {
      await ctx.sessions.close(db, request, reply);
      return reply.code(204).send();
    });
  };
}
