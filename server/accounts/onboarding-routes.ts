// The onboarding wizard's server side (signed-in): GET /api/onboarding (answers and the step
// to resume at), PUT /api/onboarding (one step's answers, or that it was skipped),
// POST /api/onboarding/invites (invitation e-mails, keyed like a protected form) and
// POST /api/onboarding/complete.
import { TransactionRollbackError } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { inviteBodySchema, onboardingSaveSchema } from "../../contracts/account.ts";
import { MAX_INVITES, normalizeEmail, ONBOARDING_STEPS, type OnboardingState, type OnboardingStep } from "../../contracts/account-options.ts";
import { ACCOUNT_API } from "../../contracts/api-paths.ts";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/api-error.ts";
import { oncePerKey, submissionKey } from "../http/idempotency.ts";
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

    // Sent with an Idempotency-Key (the wizard makes one per submission): a retry of a lost
    // answer, or nginx passing the POST on when its instance stopped, is answered from the
    // key's record and mails no one twice. The record keeps no invitee's address: every answer,
    // first or replayed, is the account's onboarding state read now.
    app.post(ACCOUNT_API.onboardingInvites, { schema: { body: inviteBodySchema }, config }, async (request, reply) => {
      const account = request.account!;
      const own = normalizeEmail(account.email);
      const emails = [...new Set(request.body.emails.map(normalizeEmail))];
      if (emails.includes(own)) {
        const message = "Você já faz parte da conta: convide outras pessoas.";
        throw new ApiError("VALIDATION_ERROR", { message, fields: { emails: message } });
      }
      // About the inviter (an erasure of their address drops the record); the fingerprint covers the invitees too.
      const fields = { email: own, emails };
      const submission = submissionKey(request, "invites", fields, ctx.hashKey);
      const outcome = await oncePerKey(db, submission, async (record) => {
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
          await record(tx, { status: 200, body: null });
          return added.length;
        }).catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return null;
          throw error;
        });
        if (sent === null) {
          const message = `Cada conta de teste pode convidar até ${MAX_INVITES} pessoas.`;
          throw new ApiError("TOO_MANY_INVITES", { message, fields: { emails: message } });
        }
      });
      if ("replayed" in outcome) reply.header("idempotent-replay", "true");
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
