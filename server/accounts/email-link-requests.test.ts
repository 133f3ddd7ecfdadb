// The three account e-mail-link requests (password reset, magic link, new confirmation) are
// forms like every other (http/protected-form.ts): a retry with the submission's
// Idempotency-Key gets the first answer and mails nothing more, without a new captcha; the
// same key with another body is refused.
import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { IDEMPOTENCY_HEADER } from "../../contracts/api-paths.ts";
import type { CaptchaForm } from "../../contracts/captcha.ts";
import { magicLinkEndpoint, passwordResetEndpoint, resendConfirmationEndpoint } from "../../contracts/endpoints/account-links.ts";
import { outbox } from "../db/schema.ts";
import { ORIGIN, signUp, signUpAndConfirm, withCaptcha } from "../test/account-fixtures.ts";
import { EASY_ALTCHA } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, serverForSuite, type Engine } from "../test/engines.ts";

const UNLIMITED = { ...EASY_ALTCHA, ACCOUNT_RATE_LIMIT: "1000", ACCOUNT_EMAIL_RATE_LIMIT: "1000", ACCOUNT_MIN_RESPONSE_MS: "0" };

const REQUESTS = [
  { endpoint: passwordResetEndpoint, captcha: "password-reset", mail: "account.password-reset", email: "reset@exemplo.com.br", confirmed: true },
  { endpoint: magicLinkEndpoint, captcha: "magic-link", mail: "account.magic-link", email: "acesso@exemplo.com.br", confirmed: true },
  { endpoint: resendConfirmationEndpoint, captcha: "signup-resend", mail: "account.confirm-email", email: "pendente@exemplo.com.br", confirmed: false },
] as const satisfies readonly { captcha: CaptchaForm; [key: string]: unknown }[];

describeEachEngine("account e-mail-link requests with an Idempotency-Key", (engine: Engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, UNLIMITED, (built) => (app = built));

  const mailsOf = async (kind: string, to: string) => (await app.database.db.select({ n: count() }).from(outbox).where(and(eq(outbox.kind, kind), eq(outbox.to, to))))[0]!.n;
  const post = (path: string, payload: object, key: string) => app.inject({ method: "POST", url: path, payload, headers: { origin: ORIGIN, [IDEMPOTENCY_HEADER]: key } });

  for (const request of REQUESTS) {
    it(`${request.endpoint.path}: a replay answers as the first time and mails nothing more; another body under the key is a 422`, async () => {
      const account = request.confirmed ? await signUpAndConfirm(app, { email: request.email }) : await signUp(app, { email: request.email });
      expect(account.statusCode).toBe(request.confirmed ? 200 : 202);
      const before = await mailsOf(request.mail, request.email);
      const key = randomUUID();
      const body = await withCaptcha(app, request.captcha, { email: request.email });

      const first = await post(request.endpoint.path, body, key);
      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ ok: true });
      expect(await mailsOf(request.mail, request.email)).toBe(before + 1);

      // The same submission again (its spent captcha and all): the recorded answer, nothing spent or sent.
      const replay = await post(request.endpoint.path, body, key);
      expect(replay.statusCode).toBe(202);
      expect(replay.headers["idempotent-replay"]).toBe("true");
      expect(replay.json()).toEqual({ ok: true });
      expect(await mailsOf(request.mail, request.email)).toBe(before + 1);

      const other = await post(request.endpoint.path, await withCaptcha(app, request.captcha, { email: `outro.${request.email}` }), key);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    });
  }

  it("without a key the request still works, and the honeypot refuses a bot", async () => {
    const body = await withCaptcha(app, "password-reset", { email: "ninguem@exemplo.com.br" });
    const plain = await app.inject({ method: "POST", url: passwordResetEndpoint.path, payload: body, headers: { origin: ORIGIN } });
    expect(plain.statusCode).toBe(202);
    const bot = await app.inject({ method: "POST", url: magicLinkEndpoint.path, payload: { ...(await withCaptcha(app, "magic-link", { email: "bot@exemplo.com.br" })), website: "https://spam.example" }, headers: { origin: ORIGIN } });
    expect(bot.statusCode).toBe(400);
    expect(bot.json()).toMatchObject({ code: "REJECTED" });
  });
});
