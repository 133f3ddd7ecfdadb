// POST /api/signup, /api/signup/resend and /api/account/confirm: a trial account pending
// confirmation, its confirmation e-mail, and the confirmation that starts the 11-day trial
// and opens a session. A sign-up with an e-mail that already has an account answers
// exactly like a new one and mails the owner a notice instead (no enumeration). The password
// typed at sign-up starts the trial only when the same browser confirms (signup-browser.ts);
// any other browser chooses the password on the confirmation page.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { confirmEmailBodySchema } from "../../contracts/account.ts";
import { ACCOUNT_MESSAGES, normalizeEmail, type SessionOpened } from "../../contracts/account-options.ts";
import { ACCOUNT_API, ACCOUNT_PAGES } from "../../contracts/api-paths.ts";
import { tierName } from "../../contracts/plan-tiers.ts";
import { toE164 } from "../../contracts/phone.ts";
import { checkToken, issueToken, redeemToken, voidTokens } from "../auth/account-tokens.ts";
import { toPhcString } from "../auth/passwords.ts";
import { storedConversion } from "../attribution/rows.ts";
import { ApiError } from "../http/api-error.ts";
import { resendConfirmationEndpoint } from "../../contracts/endpoints/account-links.ts";
import { signupEndpoint } from "../../contracts/endpoints/signup.ts";
import { acceptForm } from "../http/protected-form.ts";
import { accountPlan, planPrice, type PlanPrice } from "./account-plan.ts";
import { confirmationEmail, duplicateSignupEmail } from "./emails.ts";
import { planData } from "../webhooks/event-data.ts";
import { ACCOUNT_FORM, QUEUED, tokenRefusal, type AccountContext } from "./context.ts";
import { accountByEmail, accountById, createPendingAccount, onboardingDone, recordSubscriptionChange, startTrial } from "./queries.ts";

export function signupRoutes(ctx: AccountContext) {
  const { db } = ctx;

  /** The price of the plan of the pending account a confirmation would start, or null. */
  async function trialPriceFor(accountId: string): Promise<PlanPrice | null> {
    const account = await accountById(db, accountId, { pending: true });
    return account ? planPrice(ctx.prices, accountPlan(account)) : null;
  }

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    await acceptForm(fastify, ctx, {
      endpoint: signupEndpoint,
      bodyLimit: 16 * 1024,
      limit: { scope: "signup:ip", rateLimit: ctx.rateLimit.perIp },
      minResponseMs: ctx.minResponseMs,
      // Past the per-address limit nothing is created or mailed, and the answer is the same.
      // Hashed on both paths otherwise, so a known e-mail costs the same work as a new one.
      prepare: async ({ fields }) => ((await ctx.emailWithinLimit("signup", normalizeEmail(fields.email))) ? ctx.newPasswordHash(fields.password) : null),
      transaction: async (tx, { fields: input, request, reply, ipHash, idempotencyKey }, passwordHash) => {
        const emailNormalized = normalizeEmail(input.email);
        if (passwordHash === null) {
          await ctx.signupBrowser.markAgain(tx, request, reply, await accountByEmail(tx, emailNormalized), null);
          return { status: 202, answer: QUEUED };
        }
        const created = await createPendingAccount(tx, {
          name: input.name,
          email: input.email.trim(),
          emailNormalized,
          company: input.company,
          phone: input.phone,
          phoneE164: toE164(input.phone) ?? input.phone,
          passwordHash,
          termsAcceptedAt: new Date(),
          planTier: input.plan.tier,
          billingPeriod: input.plan.period,
          ipHash,
        });
        // What marks this browser as the one that signed up (signup-browser.ts).
        if (created) {
          ctx.signupBrowser.mark(reply, await ctx.signupBrowser.remember(tx, created.id, idempotencyKey));
          const token = await issueToken(tx, created.id, "confirm-email");
          const label = `${tierName(input.plan.tier)} (${input.plan.period})`;
          return {
            status: 202,
            answer: QUEUED,
            mails: [confirmationEmail(input, ctx.siteLink(ACCOUNT_PAGES.confirmEmail, token), label)],
            // Sent with trial.started when the e-mail is confirmed.
            attributed: { recordId: created.id, email: emailNormalized },
          };
        }
        const owner = await accountByEmail(tx, emailNormalized);
        // The same browser signing up again (a second press, a lost e-mail) keeps its mark.
        await ctx.signupBrowser.markAgain(tx, request, reply, owner, null);
        const token = await issueToken(tx, owner!.id, "password-reset");
        return { status: 202, answer: QUEUED, mails: [duplicateSignupEmail(owner!, ctx.siteLink(ACCOUNT_PAGES.recoverPassword, token))] };
      },
      // A retry answered from the key's record gets the cookie its first answer set (signup-browser.ts).
      replayed: async ({ fields, request, reply, key }) => ctx.signupBrowser.markAgain(db, request, reply, await accountByEmail(db, normalizeEmail(fields.email)), key),
    });

    await ctx.mailLinkRoute(fastify, resendConfirmationEndpoint, "resend", (tx, email) => accountByEmail(tx, email, { pending: true }), async (tx, account) => {
      const token = await issueToken(tx, account.id, "confirm-email");
      const label = `${tierName(accountPlan(account).tier)} (${account.billingPeriod})`;
      return confirmationEmail(account, ctx.siteLink(ACCOUNT_PAGES.confirmEmail, token), label);
    });

    app.post(ACCOUNT_API.confirmEmail, { schema: { body: confirmEmailBodySchema }, config: { form: ACCOUNT_FORM } }, async (request, reply) => {
      const { token, password } = request.body;
      // A chosen password costs a scrypt hash: counted per client IP, and only for a link that works.
      if (password !== undefined) await ctx.ipWithinLimit("confirm-email-password", request);
      const usable = await checkToken(db, token, "confirm-email");
      if (!usable.ok) throw tokenRefusal(usable);
      // The link proves the mailbox, not the password typed at sign-up: that one counts only
      // in the browser that typed it. Elsewhere the visitor chooses the password now.
      if (password === undefined && !(await ctx.signupBrowser.markOf(db, request, usable.accountId))) {
        throw new ApiError("PASSWORD_REQUIRED", { message: ACCOUNT_MESSAGES.passwordRequired });
      }
      const chosenHash = password === undefined ? undefined : await ctx.newPasswordHash(password);
      // The trial's price is asked before the transaction (no database work waits on the
      // platform); if the price source fails, the link stays unused and works again later.
      const trialPrice = await trialPriceFor(usable.accountId);
      const outcome = await ctx.outbox.commit(db, async (tx, effects) => {
        const verdict = await redeemToken(tx, token, "confirm-email");
        if (!verdict.ok) return verdict;
        // A password chosen here replaces the one typed at sign-up, which is never activated.
        const account = await startTrial(tx, verdict.accountId, chosenHash);
        if (account) {
          const plan = accountPlan(account);
          if (trialPrice === null) throw new Error("an account confirmed without its plan's price");
          await recordSubscriptionChange(tx, {
            accountId: account.id, kind: "trial-started", planTier: plan.tier, billingPeriod: plan.period, monthlyPriceCents: trialPrice.monthlyPriceCents,
          });
          await voidTokens(tx, account.id, "confirm-email", "signup-browser");
          const started = ctx.events.prepare(
            "trial.started",
            {
              account_id: account.id,
              email: account.email,
              name: account.name,
              phone: account.phone,
              phone_e164: account.phoneE164,
              company: account.company,
              plan: planData(account, trialPrice),
              trial_started_at: account.confirmedAt!.toISOString(),
              trial_ends_at: account.trialEndsAt!.toISOString(),
              ...(await storedConversion(tx, "trial", account.id)),
              password_hash: toPhcString(account.passwordHash),
            },
            account.confirmedAt!,
          );
          await effects.event(started);
        }
        const current = await accountById(tx, verdict.accountId);
        const done = await onboardingDone(tx, verdict.accountId);
        await ctx.sessions.open(tx, request, reply, verdict.accountId);
        return { ok: true as const, account: current!, onboardingDone: done };
      });
      if (!outcome.ok) throw tokenRefusal(outcome);
      ctx.signupBrowser.forget(request, reply);
      const body: SessionOpened = {
        account: { name: outcome.account.name, email: outcome.account.email, company: outcome.account.company },
        onboardingDone: outcome.onboardingDone,
      };
      return reply.code(200).send(body);
    });
  };
}
