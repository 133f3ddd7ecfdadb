// The account routes' queries: accounts, their onboarding, invitations and subscription
// history. Those that must run in the caller's transaction take its `Tx`.
import { and, count, desc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { OnboardingAnswers } from "../../contracts/account.ts";
import { FREE_TRIAL_DAYS } from "../../contracts/landing.ts";
import type { Db, Tx } from "../db/client.ts";
import { accountInvitations, accounts, onboardingProgress, subscriptionChanges } from "../db/schema.ts";

type Account = typeof accounts.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `pending` or `confirmed` narrows a lookup to accounts in that state. */
type AccountState = { pending?: true; confirmed?: true };

function inState(condition: SQL, only: AccountState) {
  return only.pending ? and(condition, eq(accounts.status, "pending")) : only.confirmed ? and(condition, ne(accounts.status, "pending")) : condition;
}

/** The account of a normalized e-mail, optionally only in one state. */
export async function accountByEmail(db: Db | Tx, emailNormalized: string, only: AccountState = {}) {
  const [account] = await db.select().from(accounts).where(inState(eq(accounts.emailNormalized, emailNormalized), only));
  return account;
}

/** The account with this id, optionally only in one state. */
export async function accountById(db: Db | Tx, id: string, only: AccountState = {}) {
  const [account] = await db.select().from(accounts).where(inState(eq(accounts.id, id), only));
  return account;
}

/**
 * A new account pending confirmation; its id, or undefined when the normalized e-mail
 * already has an account (nothing is written then).
 */
export async function createPendingAccount(tx: Tx, values: typeof accounts.$inferInsert) {
  const [created] = await tx.insert(accounts).values(values).onConflictDoNothing({ target: accounts.emailNormalized }).returning({ id: accounts.id });
  return created;
}

/**
 * Confirms a pending account and starts its trial, with `passwordHash` in place of the one
 * stored at sign-up when given; the account, or undefined if it was not pending.
 */
export async function startTrial(tx: Tx, accountId: string, passwordHash?: string) {
  const [account] = await tx
    .update(accounts)
    .set({ status: "trialing", confirmedAt: sql`now()`, trialEndsAt: sql`now() + ${`${FREE_TRIAL_DAYS * DAY_MS} milliseconds`}::interval`, ...(passwordHash ? { passwordHash } : {}) })
    .where(and(eq(accounts.id, accountId), eq(accounts.status, "pending")))
    .returning();
  return account;
}

/** Replaces the account's password hash; the account. */
export async function setPasswordHash(tx: Tx, accountId: string, passwordHash: string) {
  const [account] = await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId)).returning();
  return account!;
}

/** Applies `set` to the account; the updated account. */
export async function updateAccount(tx: Tx, accountId: string, set: Partial<Account>) {
  const [updated] = await tx.update(accounts).set(set).where(eq(accounts.id, accountId)).returning();
  return updated!;
}

/** Locks the account's row until the transaction ends. */
export async function lockAccount(tx: Tx, accountId: string) {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
}

/** The account's onboarding answers and step, if it saved any. */
export async function onboardingProgressOf(db: Db, accountId: string) {
  const [progress] = await db.select().from(onboardingProgress).where(eq(onboardingProgress.accountId, accountId));
  return progress;
}

export async function onboardingDone(db: Db | Tx, accountId: string): Promise<boolean> {
  const [progress] = await db.select({ completedAt: onboardingProgress.completedAt }).from(onboardingProgress).where(eq(onboardingProgress.accountId, accountId));
  return Boolean(progress?.completedAt);
}

/** Saves the answers so far and the step to resume at. */
export async function saveOnboardingStep(db: Db, accountId: string, answers: OnboardingAnswers, currentStep: string) {
  await db
    .insert(onboardingProgress)
    .values({ accountId, answers, currentStep })
    .onConflictDoUpdate({ target: onboardingProgress.accountId, set: { answers, currentStep, updatedAt: sql`now()` } });
}

/**
 * Marks the onboarding complete; the progress row only for the first completion (undefined
 * when it was already complete).
 */
export async function completeOnboarding(tx: Tx, accountId: string, answers: OnboardingAnswers, currentStep: string) {
  const [completed] = await tx
    .insert(onboardingProgress)
    .values({ accountId, answers, currentStep, completedAt: new Date() })
    .onConflictDoUpdate({ target: onboardingProgress.accountId, set: { completedAt: sql`now()`, updatedAt: sql`now()` }, setWhere: isNull(onboardingProgress.completedAt) })
    .returning();
  return completed;
}

/** The e-mails the account invited, oldest first. */
export async function invitedEmails(db: Db | Tx, accountId: string): Promise<string[]> {
  const invited = await db.select({ email: accountInvitations.email }).from(accountInvitations).where(eq(accountInvitations.accountId, accountId)).orderBy(accountInvitations.createdAt);
  return invited.map((i) => i.email);
}

export async function countInvitations(tx: Tx, accountId: string): Promise<number> {
  const [{ n }] = (await tx.select({ n: count() }).from(accountInvitations).where(eq(accountInvitations.accountId, accountId))) as [{ n: number }];
  return n;
}

/** Invites each e-mail not invited yet; the e-mails newly invited. */
export async function addInvitations(tx: Tx, accountId: string, emails: string[]): Promise<string[]> {
  const added = await tx
    .insert(accountInvitations)
    .values(emails.map((email) => ({ accountId, email })))
    .onConflictDoNothing()
    .returning({ email: accountInvitations.email });
  return added.map((a) => a.email);
}

/** The account's subscription changes, newest first. */
export async function subscriptionHistory(db: Db, accountId: string) {
  return db.select().from(subscriptionChanges).where(eq(subscriptionChanges.accountId, accountId)).orderBy(desc(subscriptionChanges.id));
}

/** Records a subscription change; the row, with its time. */
export async function recordSubscriptionChange(tx: Tx, change: typeof subscriptionChanges.$inferInsert) {
  const [recorded] = await tx.insert(subscriptionChanges).values(change).returning();
  return recorded!;
}
