// Onboarding invitations on both engines: the account's cap holds under concurrency, and the
// mail a stranger receives carries no link the inviter typed.
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { MAX_INVITES } from "../../contracts/account-options.ts";
import { ACCOUNT_API } from "../../contracts/api-paths.ts";
import { accountInvitations, outbox } from "../db/schema.ts";
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

  const invite = (cookie: string, emails: string[]) =>
    app.inject({ method: "POST", url: ACCOUNT_API.onboardingInvites, headers: { origin: ORIGIN, cookie }, payload: { emails } });

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
