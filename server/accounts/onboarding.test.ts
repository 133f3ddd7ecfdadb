// Onboarding invitations on both engines: the account's cap holds under concurrency, a retry
// with the Idempotency-Key mails no one twice, and the mail a stranger receives carries no
// link the inviter typed.
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { MAX_INVITES } from "../../contracts/account-options.ts";
import { ACCOUNT_API, IDEMPOTENCY_HEADER } from "../../contracts/api-paths.ts";
import { accountInvitations, idempotencyKeys, outbox } from "../db/schema.ts";
import { lastMail, ORIGIN, sessionCookie, signUpAndConfirm } from "../test/account-fixtures.ts";
import { EASY_ALTCHA } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, serverForSuite } from "../test/engines.ts";

const UNLIMITED = { ...EASY_ALTCHA, ACCOUNT_RATE_LIMIT: "1000", ACCOUNT_EMAIL_RATE_LIMIT: "1000", ACCOUNT_MIN_RESPONSE_MS: "0" };

describeEachEngine("onboarding invitations", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, UNLIMITED, (built) => (app = built));

  /** Signs up and confirms; the session cookie. */
  async function signedIn(overrides: Parameters<typeof signUpAndConfirm>[1] = {}) {
    const confirmed = await signUpAndConfirm(app, overrides);
    expect(confirmed.statusCode).toBe(200);
    return sessionCookie(confirmed);
  }

  const invite = (cookie: string, emails: string[], key?: string) =>
    app.inject({ method: "POST", url: ACCOUNT_API.onboardingInvites, headers: { origin: ORIGIN, cookie, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) }, payload: { emails } });
  const invitationsMailed = async () => (await app.database.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, "account.invitation")))[0]!.n;

  it("invitations sent again with their Idempotency-Key (a lost answer, nginx passing them on) mail no one twice and answer the current state", async () => {
    const cookie = await signedIn();
    const key = randomUUID();
    const emails = ["joao@construtoraprumo.com.br", "lia@construtoraprumo.com.br"];
    const sends = await Promise.all([0, 1, 2].map(() => invite(cookie, emails, key)));
    expect(sends.map((s) => s.statusCode)).toEqual([200, 200, 200]);
    expect(sends.filter((s) => s.headers["idempotent-replay"] === "true")).toHaveLength(2);
    expect(await invitationsMailed()).toBe(2);
    // Meanwhile another invitation: a replay answers the state as it is now.
    expect((await invite(cookie, ["ana@construtoraprumo.com.br"], randomUUID())).statusCode).toBe(200);
    const replayed = await invite(cookie, emails, key);
    expect(replayed.headers["idempotent-replay"]).toBe("true");
    expect(replayed.json().invited.toSorted()).toEqual(["ana@construtoraprumo.com.br", ...emails]);
    expect(await invitationsMailed()).toBe(3);
    // The key names one submission: other addresses under it are refused, and the record keeps no invitee's address.
    const other = await invite(cookie, ["rui@construtoraprumo.com.br"], key);
    expect([other.statusCode, other.json().code]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
    const [record] = await app.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(JSON.stringify(record)).not.toContain("construtoraprumo");
  });

  it("an invitation refused for the cap leaves its key free: the same key is tried again, not answered with the refusal", async () => {
    const cookie = await signedIn();
    const key = randomUUID();
    const many = Array.from({ length: MAX_INVITES }, (_, i) => `pessoa${i}@prumo.com.br`);
    expect((await invite(cookie, many.slice(0, MAX_INVITES - 1))).statusCode).toBe(200);
    const refused = await invite(cookie, many.slice(MAX_INVITES - 1).concat("extra@prumo.com.br"), key);
    expect(refused.json().code).toBe("TOO_MANY_INVITES");
    expect(await app.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it(`concurrent invitations of one account never pass ${MAX_INVITES} in all`, async () => {
    const cookie = await signedIn();
    const batches = [0, 1, 2, 3, 4].map((b) => [0, 1, 2].map((i) => `pessoa${b}-${i}@prumo.com.br`));
    const answers = await Promise.all(batches.map((emails) => invite(cookie, emails)));
    const accepted = answers.filter((a) => a.statusCode === 200).length;
    // 3 + 3 + 3 fit in 10; a fourth batch would not.
    expect(accepted).toBe(3);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: "TOO_MANY_INVITES" });
    }
    expect((await app.database.db.select({ n: count() }).from(accountInvitations))[0]!.n).toBe(9);
    expect((await app.database.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, "account.invitation")))[0]!.n).toBe(9);
  });

  it("the invitation carries no link from the inviter's name or company, and the confirmation greets without one", async () => {
    const cookie = await signedIn({ name: "www.golpe.example/pix Rafaela Prado", company: "Ganhe um Pix em www.golpe.example" });
    const confirmation = (await lastMail(app, "account.confirm-email")).mail;
    expect(confirmation.text).toMatch(/^Olá, Rafaela!/);

    expect((await invite(cookie, ["joao@construtoraprumo.com.br"])).statusCode).toBe(200);
    const { mail } = await lastMail(app, "account.invitation");
    expect(mail.to).toBe("joao@construtoraprumo.com.br");
    expect(mail.subject).toBe("Rafaela convidou você para o Tramita");
    expect(mail.text).toContain("Rafaela Prado (rafaela@construtoraprumo.com.br) está configurando o Tramita e convidou você para a equipe.");
    for (const part of [mail.subject, mail.text, mail.html!]) expect(part).not.toMatch(/golpe|Pix/);
  });
});
