// /assinatura's server side (signed-in): GET /api/subscription (plan, period, trial days
// left, the server's price, history), and POST change / cancel / reactivate. Every price comes
// from the price source (the table, or the platform with PRICING_API=app); the browser only
// names a plan and a period. Each client address has a limit per minute on these calls.
import type { FastifyInstance } from "fastify";
import { cancelBodySchema, planChoiceSchema } from "../../contracts/account.ts";
import { ACCOUNT_MESSAGES, type SubscriptionChangeKind, type SubscriptionView } from "../../contracts/account-options.ts";
import { ACCOUNT_API } from "../../contracts/api-paths.ts";
import { accountPlan, planPrice } from "./account-plan.ts";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/api-error.ts";
import { addressLimitCheck } from "../http/pipeline.ts";
import { subscriptionData } from "../webhooks/event-data.ts";
import { ACCOUNT_FORM, type Account, type AccountContext } from "./context.ts";
import { recordSubscriptionChange, subscriptionHistory, updateAccount } from "./queries.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

const conflict = (code: "SUBSCRIPTION_CANCELED" | "SAME_PLAN" | "NOT_CANCELED", message: string) => new ApiError(code, { message });

type PlanPrice = Awaited<ReturnType<typeof planPrice>>;

/** The account's view, with `price` asked of the price source for its current plan. */
async function viewOf(db: Db, account: Account, price: PlanPrice): Promise<SubscriptionView> {
  const plan = accountPlan(account);
  const history = await subscriptionHistory(db, account.id);
  const left = account.trialEndsAt ? Math.ceil((account.trialEndsAt.getTime() - Date.now()) / DAY_MS) : 0;
  return {
    account: { name: account.name, email: account.email, company: account.company },
    tier: plan.tier,
    planName: price.planName,
    period: plan.period,
    status: account.status as SubscriptionView["status"],
    trialEndsAt: account.trialEndsAt?.toISOString() ?? null,
    trialDaysLeft: Math.max(0, left),
    monthlyPriceCents: price.monthlyPriceCents,
    periodTotalCents: price.periodTotalCents,
    history: history.map((h) => {
      const choice = accountPlan(h);
      return { at: h.createdAt.toISOString(), kind: h.kind as SubscriptionChangeKind, tier: choice.tier, period: choice.period, monthlyPriceCents: h.monthlyPriceCents, reason: h.reason };
    }),
  };
}

export function subscriptionRoutes(ctx: AccountContext) {
  const { db, prices } = ctx;

  /**
   * Applies a change to the account, records it and emits its event, in one transaction;
   * answers the new view.
   */
  async function record(account: Account, kind: SubscriptionChangeKind, set: Partial<Account>, reason: string | null = null) {
    const plan = accountPlan({ planTier: set.planTier ?? account.planTier, billingPeriod: set.billingPeriod ?? account.billingPeriod });
    // Asked before the transaction (no database work waits on the platform) and used for the
    // answer too: the change is never recorded at one price and shown at another.
    const price = await planPrice(prices, plan);
    const changed = await ctx.outbox.commit(db, async (tx, effects) => {
      const updated = await updateAccount(tx, account.id, set);
      const change = await recordSubscriptionChange(tx, { accountId: account.id, kind, planTier: plan.tier, billingPeriod: plan.period, monthlyPriceCents: price.monthlyPriceCents, reason });
      const at = change.createdAt;
      const data = subscriptionData(updated, price);
      if (kind === "plan-changed") {
        await effects.event(ctx.events.prepare("subscription.changed", { ...data, previous_plan: accountPlan(account), changed_at: at.toISOString() }, at));
      } else if (kind === "canceled") {
        await effects.event(ctx.events.prepare("subscription.cancelled", { ...data, reason, cancelled_at: at.toISOString() }, at));
      } else if (kind === "reactivated") {
        await effects.event(ctx.events.prepare("subscription.reactivated", { ...data, reactivated_at: at.toISOString() }, at));
      }
      return updated;
    });
    return viewOf(db, changed, price);
  }

  return async (fastify: FastifyInstance) => {
    const app = ctx.signedInRoutes(fastify);
    // After the sign-in check (onRequest) and the schema: each client address may make so many calls a minute.
    app.addHook("preHandler", addressLimitCheck(ctx.requestHits, ctx.hashKey, "subscription", ctx.subscriptionRateLimit));
    const config = { form: ACCOUNT_FORM };
    app.get(ACCOUNT_API.subscription, async (request, reply) => {
      const account = request.account!;
      return reply.header("cache-control", "no-store").send(await viewOf(db, account, await planPrice(prices, accountPlan(account))));
    });

    app.post(ACCOUNT_API.subscriptionChange, { schema: { body: planChoiceSchema }, config }, async (request, reply) => {
      const account = request.account!;
      const choice = request.body;
      if (account.status === "canceled") throw conflict("SUBSCRIPTION_CANCELED", ACCOUNT_MESSAGES.canceled);
      if (choice.tier === account.planTier && choice.period === account.billingPeriod) throw conflict("SAME_PLAN", ACCOUNT_MESSAGES.samePlan);
      return reply.send(await record(account, "plan-changed", { planTier: choice.tier, billingPeriod: choice.period }));
    });

    app.post(ACCOUNT_API.subscriptionCancel, { schema: { body: cancelBodySchema }, config }, async (request, reply) => {
      const account = request.account!;
      const input = request.body;
      if (account.status === "canceled") throw conflict("SUBSCRIPTION_CANCELED", ACCOUNT_MESSAGES.canceled);
      return reply.send(await record(account, "canceled", { status: "canceled" }, input.reason || null));
    });

    app.post(ACCOUNT_API.subscriptionReactivate, async (request, reply) => {
      const account = request.account!;
      if (account.status !== "canceled") throw conflict("NOT_CANCELED", ACCOUNT_MESSAGES.notCanceled);
      return reply.send(await record(account, "reactivated", { status: "trialing" }));
    });
  };
}
