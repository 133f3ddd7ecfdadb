// The onboarding wizard's server side (signed-in): GET /api/onboarding (answers and the step
// to resume at), PUT /api/onboarding (one step's answers, or that it was skipped),
// POST /api/onboarding/invites (invitation e-mails) and POST /api/onboarding/complete.
import { TransactionRollbackError } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { inviteBodySchema, onboardingSaveSchema } from "../../contracts/account.ts";
import { MAX_INVITES, normalizeEmail, ONBOARDING_STEPS, type OnboardingState, type OnboardingStep } from "../../contracts/account-options.ts";
import { ACCOUNT_API } from "../../contracts/api-paths.ts";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/api-error.ts";
import { invitationEmail } from "./emails.ts";
import { ACCOUNT_FORM, type AccountContext } from "./context.ts";
import { addInvitations, completeOnboarding, countInvitations, invitedEmails, lockAccount, onboardingProgressOf, saveOnboardingStep } from "./queries.ts";

const nextStep = (step: OnboardingStep): OnboardingStep =>
  ONBOARDING_STEPS[Math.min(ONBOARDING_STEPS.indexOf(step) + 1, ONBOARDING_STEPS.length - 1)]!;

async function stateOf(db: Db, accountId: string): Promise<OnboardingState> {
  const progress = await onboardingProgressOf(db, accountId);
  const invited = await invitedEmails(db, accountId);
  return {
    answers: progress?.answers ?? {},
    currentStep: (progress?.currentStep as OnboardingStep | undefined) ?? ONBOARDING_STEPS[0],
    invited,
    completed: Boolean(progress?.completedAt),
  };
}

export function onboardingRoutes(ctx: AccountContext) {
  const { db } = ctx;

  return async (fastify: FastifyInstance) => {
    const app = ctx.signedInRoutes(fastify);
    const config = { form: ACCOUNT_FORM };
    app.get(ACCOUNT_API.onboarding, async (request, reply) => {
      const account = request.account!;
      return reply.header("cache-control", "no-store").send(await stateOf(db, account.id));
    });

    app.put(ACCOUNT_API.onboarding, { schema: { body: onboardingSaveSchema }, config }, async (request, reply) => {
      const account = request.account!;
      const input = request.body;
      const current = await stateOf(db, account.id);
      const answers = { ...current.answers, ...input.answers };
      const currentStep = nextStep(input.step);
      await saveOnboardingStep(db, account.id, answers, currentStep);
      return reply.send(await stateOf(db, account.id));
    });

    app.post(ACCOUNT_API.onboardingInvites, { schema: { body: inviteBodySchema }, config }, async (request, reply) => {
      const account = request.account!;
      const input = request.body;
      const own = normalizeEmail(account.email);
      const emails = [...new Set(input.emails.map(normalizeEmail))];
      if (emails.includes(own)) {
        const message = "Você já faz parte da conta: convide outras pessoas.";
        throw new ApiError("VALIDATION_ERROR", { message, fields: { emails: message } });
      }
      await ctx.ipWithinLimit("invites", request);
      const sent = await ctx.outbox.commit(db, async (tx, effects) => {
        // The account's row lock makes concurrent invitations of one account count one after
        // the other: under READ COMMITTED two transactions would otherwise both count the
        // same rows and together pass MAX_INVITES.
        await lockAccount(tx, account.id);
        const n = await countInvitations(tx, account.id);
        const added = await addInvitations(tx, account.id, emails);
        if (n + added.length > MAX_INVITES) tx.rollback();
        await effects.mail(...added.map((email) => invitationEmail(email, account, ctx.appUrl)));
        return added.length;
      }).catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return null;
        throw error;
      });
      if (sent === null) {
        const message = `Cada conta de teste pode convidar até ${MAX_INVITES} pessoas.`;
        throw new ApiError("TOO_MANY_INVITES", { message, fields: { emails: message } });
      }
      return reply.send(await stateOf(db, account.id));
    });

    app.post(ACCOUNT_API.onboardingComplete, async (request, reply) => {
      const account = request.account!;
      const current = await stateOf(db, account.id);
      await ctx.outbox.commit(db, async (tx, effects) => {
        // Only the first completion returns a row, so the event is emitted once.
        const completed = await completeOnboarding(tx, account.id, current.answers, current.currentStep);
        if (!completed) return;
        const { segment, teamSize, interests, documentChannels } = completed.answers;
        const invitations = await invitedEmails(tx, account.id);
        const event = ctx.events.prepare(
          "onboarding.completed",
          {
            account_id: account.id,
            email: account.email,
            completed_at: completed.completedAt!.toISOString(),
            answers: { segment, team_size: teamSize, interests, document_channels: documentChannels },
            invitations,
          },
          completed.completedAt!,
        );
        await effects.event(event);
      });
      return reply.send(await stateOf(db, account.id));
    });
  };
}
