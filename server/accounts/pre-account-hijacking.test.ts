// Pre-account hijacking, on both engines: a stranger signs up with somebody else's e-mail and a
// password of their own; the owner confirms. The password typed at sign-up starts the trial
// only when the browser that signed up confirms (its cookie); from any other browser the link
// asks for a new password, and the platform (a real signed-webhook receiver) never gets the
// stranger's hash. A reset tells the platform the new one (account.password_changed).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { ACCOUNT_API, IDEMPOTENCY_HEADER } from "../../contracts/api-paths.ts";
import type { EventBody } from "../../contracts/events.ts";
import { toPhcString, verifyPassword } from "../auth/passwords.ts";
import { hashToken } from "../auth/tokens.ts";
import { accounts, accountTokens, webhookDeliveries } from "../db/schema.ts";
import { lastMail, ORIGIN, sessionCookie, signUp, signupBrowserCookie, signupFields, withCaptcha } from "../test/account-fixtures.ts";
import { solvedAltchaToken } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, resetData, testServer } from "../test/engines.ts";
import { JOURNEY_ENV, resetPassword } from "../test/event-journeys.ts";
import { phcVerifies } from "../test/phc.ts";
import { startWebhookReceiver, testSecret, type WebhookReceiver } from "../test/webhook-receiver.ts";

const VICTIM = "rafaela@construtoraprumo.com.br";
const ATTACKER_PASSWORD = "senha-do-invasor-2026";
const OWNER_PASSWORD = "canteiro-de-obras-77";

const ofType = <T extends EventBody["type"]>(bodies: EventBody[], type: T) => bodies.filter((b) => b.type === type) as EventBody<T>[];

describeEachEngine("security review: pre-account hijacking", (engine) => {
  let app: FastifyInstance;
  let platform: WebhookReceiver;
  let crm: WebhookReceiver;

  beforeAll(async () => {
    platform = await startWebhookReceiver(testSecret("p"));
    crm = await startWebhookReceiver(testSecret("c"));
    ({ app } = await testServer(engine, {
      ...JOURNEY_ENV,
      PLATFORM_WEBHOOK_URL: platform.url,
      PLATFORM_WEBHOOK_SECRET: testSecret("p"),
      CRM_WEBHOOK_URL: crm.url,
      CRM_WEBHOOK_SECRET: testSecret("c"),
    }));
  });
  beforeEach(async () => {
    await resetData(app);
    for (const receiver of [platform, crm]) {
      receiver.accepted.length = 0;
      receiver.attempts.length = 0;
    }
  });
  afterAll(async () => {
    await app.close();
    await platform.close();
    await crm.close();
  });

  const confirm = (payload: object, cookie?: string) =>
    app.inject({ method: "POST", url: ACCOUNT_API.confirmEmail, payload, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });
  const account = async () => (await app.database.db.select().from(accounts).where(eq(accounts.emailNormalized, VICTIM)))[0]!;
  const delivered = async () => {
    while ((await app.webhooks.drainOnce()) > 0);
    return platform.accepted.map((d) => d.body);
  };

  /** A stranger signs up in the victim's name, with a password of their own; their browser's cookie. */
  async function strangerSignsUp() {
    const signup = await signUp(app, { name: "Invasor Qualquer", company: "Empresa do Invasor", email: VICTIM, password: ATTACKER_PASSWORD });
    expect(signup.statusCode).toBe(202);
    return signupBrowserCookie(signup);
  }

  it("a stranger's sign-up confirmed from another browser (no cookie) cannot start the trial with the stranger's password, and the platform never gets its hash", async () => {
    await strangerSignsUp();
    const attackerHash = (await account()).passwordHash;
    const { token } = await lastMail(app, "account.confirm-email");

    // The owner opens the link in their own browser: no trial, no session, no event.
    const asked = await confirm({ token });
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toEqual({
      code: "PASSWORD_REQUIRED",
      error: "Para confirmar o e-mail neste navegador, crie a senha da conta. Por segurança, a senha digitada no cadastro só vale no navegador em que ele foi feito.",
    });
    expect(asked.headers["set-cookie"]).toBeUndefined();
    expect((await account()).status).toBe("pending");
    expect(await app.database.db.select().from(webhookDeliveries)).toEqual([]);

    // With a password of their own the link works, and it replaces the stranger's.
    const confirmed = await confirm({ token, password: OWNER_PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    expect(sessionCookie(confirmed)).toMatch(/^tramita_sessao=/);
    const active = await account();
    expect(active.status).toBe("trialing");
    expect(await verifyPassword(OWNER_PASSWORD, active.passwordHash)).toBe(true);
    expect(await verifyPassword(ATTACKER_PASSWORD, active.passwordHash)).toBe(false);

    const [trial] = ofType(await delivered(), "trial.started");
    expect(phcVerifies(trial!.data.password_hash!, OWNER_PASSWORD)).toBe(true);
    expect(phcVerifies(trial!.data.password_hash!, ATTACKER_PASSWORD)).toBe(false);
    const everything = JSON.stringify([...platform.attempts, ...crm.attempts]);
    expect(everything).not.toContain(toPhcString(attackerHash));
    expect(everything).not.toContain(toPhcString(attackerHash).split("$")[3]!);

    // The stranger's browser, link or not, opens nothing any more.
    expect((await confirm({ token })).json().code).toBe("TOKEN_USED");
  });

  it("a cookie from another sign-up, or a made-up one, counts as no cookie", async () => {
    const otherBrowser = signupBrowserCookie(await signUp(app, { email: "outra.conta@exemplo.com.br" }));
    await strangerSignsUp();
    const { token } = await lastMail(app, "account.confirm-email");
    for (const cookie of [otherBrowser, `tramita_cadastro=${"A".repeat(43)}`, "tramita_cadastro=", "tramita_sessao=qualquer"]) {
      expect((await confirm({ token }, cookie)).json().code, cookie).toBe("PASSWORD_REQUIRED");
    }
    expect((await account()).status).toBe("pending");
  });

  it("the browser that signed up confirms with its sign-up password, as before, and the platform gets that hash", async () => {
    const browser = signupBrowserCookie(await signUp(app, { email: VICTIM, password: OWNER_PASSWORD }));
    const { token } = await lastMail(app, "account.confirm-email");
    const confirmed = await confirm({ token }, browser);
    expect(confirmed.statusCode).toBe(200);
    expect(sessionCookie(confirmed)).toMatch(/^tramita_sessao=/);
    expect((await account()).status).toBe("trialing");
    const [trial] = ofType(await delivered(), "trial.started");
    expect(phcVerifies(trial!.data.password_hash!, OWNER_PASSWORD)).toBe(true);
    // Its mark is spent with the link: stored hashes only, all used.
    const tokens = await app.database.db.select().from(accountTokens);
    expect(tokens.map((t) => [t.purpose, t.usedAt !== null]).toSorted()).toEqual([["confirm-email", true], ["signup-browser", true]]);
  });

  it("the sign-up answer marks every browser alike, new e-mail or known; the same browser signing up again keeps its mark", async () => {
    const first = await signUp(app, { email: VICTIM, password: OWNER_PASSWORD });
    const owner = signupBrowserCookie(first);
    // The owner presses again in the same browser (the address is known now): the mark stays.
    expect(signupBrowserCookie(await signUp(app, { email: VICTIM, password: OWNER_PASSWORD }, { cookie: owner }))).toBe(owner);
    // A stranger with the known address gets the same answer, and a cookie that marks nothing.
    const stranger = await signUp(app, { email: VICTIM, password: ATTACKER_PASSWORD });
    expect([stranger.statusCode, stranger.body]).toEqual([first.statusCode, first.body]);
    for (const res of [first, stranger]) {
      expect(String(res.headers["set-cookie"])).toMatch(/^tramita_cadastro=[\w-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/);
    }
    const { token } = await lastMail(app, "account.confirm-email");
    expect((await confirm({ token }, signupBrowserCookie(stranger))).json().code).toBe("PASSWORD_REQUIRED");
    expect((await confirm({ token }, owner)).statusCode).toBe(200);
  });

  /** A sign-up with its Idempotency-Key, sent as the page sends it, and again as its retry; `cookie` is the browser's. */
  async function keyedSignUp(overrides: Parameters<typeof signupFields>[0]) {
    const key = randomUUID();
    const payload = { ...signupFields(overrides), captchaToken: await solvedAltchaToken(app, "signup") };
    const send = (cookie?: string) =>
      app.inject({ method: "POST", url: ACCOUNT_API.signup, payload, headers: { origin: ORIGIN, [IDEMPOTENCY_HEADER]: key, ...(cookie ? { cookie } : {}) } });
    return { key, payload, send };
  }

  it("a sign-up answered from its key's record (the first answer lost) sets the first answer's mark, and that browser confirms with its sign-up password", async () => {
    const signup = await keyedSignUp({ email: VICTIM, password: OWNER_PASSWORD });
    const first = await signup.send();
    // The instance that committed it stops before its answer leaves; another answers the retry.
    const retry = await signup.send();
    expect([retry.statusCode, retry.body, retry.headers["idempotent-replay"]]).toEqual([first.statusCode, first.body, "true"]);
    expect(String(retry.headers["set-cookie"])).toMatch(/^tramita_cadastro=[\w-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/);
    const browser = signupBrowserCookie(retry);
    expect(browser).toBe(signupBrowserCookie(first));
    // Derived from the key under the server's secret: neither the key nor anything stored.
    expect(browser).not.toContain(signup.key);
    const stored = await app.database.db.select().from(accountTokens).where(eq(accountTokens.purpose, "signup-browser"));
    expect(stored.map((t) => t.tokenHash)).toEqual([hashToken(browser.split("=")[1]!)]);

    const { token } = await lastMail(app, "account.confirm-email");
    const confirmed = await confirm({ token }, browser);
    expect(confirmed.statusCode).toBe(200);
    const [trial] = ofType(await delivered(), "trial.started");
    expect(phcVerifies(trial!.data.password_hash!, OWNER_PASSWORD)).toBe(true);
  });

  it("a retry's mark goes only to the same submission: another password under the key is refused, and a retry of a sign-up that created nothing marks nothing", async () => {
    // The stranger's own sign-up: their key, their password, the victim's address.
    const stranger = await keyedSignUp({ email: VICTIM, password: ATTACKER_PASSWORD });
    expect((await stranger.send()).statusCode).toBe(202);
    const forged = await app.inject({
      method: "POST",
      url: ACCOUNT_API.signup,
      payload: { ...stranger.payload, password: OWNER_PASSWORD },
      headers: { origin: ORIGIN, [IDEMPOTENCY_HEADER]: stranger.key },
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(forged.headers["set-cookie"]).toBeUndefined();

    // The owner signs up on the known address from their browser: a notice, and on the retry
    // of that answer a cookie that marks nothing (the stranger's mark stays the stranger's).
    const owner = await keyedSignUp({ email: VICTIM, password: OWNER_PASSWORD });
    await owner.send();
    const ownerRetry = await owner.send();
    expect(ownerRetry.headers["idempotent-replay"]).toBe("true");
    const { token } = await lastMail(app, "account.confirm-email");
    expect((await confirm({ token }, signupBrowserCookie(ownerRetry))).json().code).toBe("PASSWORD_REQUIRED");
    expect((await account()).status).toBe("pending");
  });

  it("a retry keeps the browser's cookie while it still marks the address's account", async () => {
    const signup = await keyedSignUp({ email: VICTIM, password: OWNER_PASSWORD });
    const browser = signupBrowserCookie(await signup.send());
    // A second press later, from the same browser, whose answer is lost and replayed.
    const again = await keyedSignUp({ email: VICTIM, password: OWNER_PASSWORD });
    await again.send(browser);
    expect(signupBrowserCookie(await again.send(browser))).toBe(browser);
    const { token } = await lastMail(app, "account.confirm-email");
    expect((await confirm({ token }, browser)).statusCode).toBe(200);
  });

  it("a password reset emits account.password_changed to the platform alone, with the new hash", async () => {
    const browser = signupBrowserCookie(await signUp(app, { email: VICTIM, password: ATTACKER_PASSWORD }));
    const { token } = await lastMail(app, "account.confirm-email");
    expect((await confirm({ token }, browser)).statusCode).toBe(200);
    await resetPassword(app, VICTIM, OWNER_PASSWORD);

    const bodies = await delivered();
    const [changed] = ofType(bodies, "account.password_changed");
    expect(changed!.data).toMatchObject({ account_id: (await account()).id, email: VICTIM });
    expect(phcVerifies(changed!.data.password_hash, OWNER_PASSWORD)).toBe(true);
    expect(phcVerifies(changed!.data.password_hash, ATTACKER_PASSWORD)).toBe(false);
    expect(crm.accepted.map((d) => d.body.type)).not.toContain("account.password_changed");
  });

  it("a reset before confirmation tells the platform nothing (it knows no such account yet); the trial then starts with a password chosen at confirmation", async () => {
    await strangerSignsUp();
    await resetPassword(app, VICTIM, OWNER_PASSWORD);
    expect(await delivered()).toEqual([]);
    // The reset voided the stranger's link and mark; a new link asks for the password.
    const resent = await app.inject({ method: "POST", url: ACCOUNT_API.resendConfirmation, headers: { origin: ORIGIN }, payload: await withCaptcha(app, "signup-resend", { email: VICTIM }) });
    expect(resent.statusCode).toBe(202);
    const { token } = await lastMail(app, "account.confirm-email");
    expect((await confirm({ token })).json().code).toBe("PASSWORD_REQUIRED");
    expect((await confirm({ token, password: OWNER_PASSWORD })).statusCode).toBe(200);
    const [trial] = ofType(await delivered(), "trial.started");
    expect(phcVerifies(trial!.data.password_hash!, OWNER_PASSWORD)).toBe(true);
  });

  it("the confirmation mail names the name and company given at sign-up", async () => {
    await strangerSignsUp();
    const { mail } = await lastMail(app, "account.confirm-email");
    expect(mail.to).toBe(VICTIM);
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain("Recebemos um cadastro de teste em nome de Invasor Qualquer, da empresa Empresa do Invasor, com este e-mail.");
      expect(part).toContain("Se não foi você, ignore esta mensagem: nenhuma conta será ativada.");
    }
  });
});
