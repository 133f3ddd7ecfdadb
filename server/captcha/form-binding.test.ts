// A solved ALTCHA challenge is spent on the form it was issued for, once, within minutes:
// the form is signed into the challenge and every protected route checks it.
import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { FastifyInstance } from "fastify";
import { expect, it, vi } from "vitest";
import { ALTCHA_CHALLENGE_PATH } from "../../contracts/api-paths.ts";
import { CAPTCHA_MESSAGES, type CaptchaForm } from "../../contracts/captcha.ts";
import { CAPTCHA_FORM_NAMES, CAPTCHA_FORMS } from "../../contracts/forms.ts";
import { CAPTCHA_CHALLENGE_TTL_MINUTES } from "../../contracts/retention.ts";
import { instantOf } from "../../contracts/zoned-time.ts";
import { sharedSecret } from "../db/secrets.ts";
import { ORIGIN } from "../test/account-fixtures.ts";
import { exampleBodies } from "../test/endpoint-modules.ts";
import { EASY_ALTCHA, solvedAltchaToken } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, serverForSuite } from "../test/engines.ts";

// Each test solves a challenge for every form; on a busy machine that and a fresh PGlite server take seconds.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const UNLIMITED = {
  ...EASY_ALTCHA,
  DEMO_RATE_LIMIT: "1000",
  BOOKING_RATE_LIMIT: "1000",
  ACCOUNT_RATE_LIMIT: "1000",
  ACCOUNT_EMAIL_RATE_LIMIT: "1000",
  ACCOUNT_MIN_RESPONSE_MS: "0",
};
/** Monday 10:00 in Brasília: the booking example's slots, Tuesday from 14:00, are bookable. */
const NOW = instantOf("2026-11-23", 10 * 60, "America/Sao_Paulo");

/** A valid body of each protected form but for its captcha token (the i-th: another visitor), from its endpoint module. */
const BODIES = await exampleBodies();

describeEachEngine("review 3: a solved challenge works only on its own form, once, for minutes", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, UNLIMITED, (ready) => (app = ready), (config) => (config.now = () => NOW));

  const submit = (form: CaptchaForm, captchaToken: string, i = 0) =>
    app.inject({ method: "POST", url: CAPTCHA_FORMS[form], headers: { origin: ORIGIN }, payload: { ...BODIES[form]!(i), captchaToken } });

  it.each(CAPTCHA_FORM_NAMES)("a challenge solved for another form is refused on the %s form, which takes its own (review 3: a solved challenge worked on any form)", async (form) => {
    const others = CAPTCHA_FORM_NAMES.filter((other) => other !== form);
    for (const other of others) {
      const elsewhere = await submit(form, await solvedAltchaToken(app, other));
      expect(elsewhere.statusCode, `${other} -> ${form}`).toBe(400);
      expect(elsewhere.json()).toMatchObject({ code: "CAPTCHA_INVALID", fields: { captchaToken: CAPTCHA_MESSAGES.invalid } });
    }
    const own = await submit(form, await solvedAltchaToken(app, form));
    expect(own.statusCode, own.body).toBeLessThan(300);
  });

  it.each(CAPTCHA_FORM_NAMES)("the %s form takes a solved challenge once (CAPTCHA_REUSED the second time)", async (form) => {
    const token = await solvedAltchaToken(app, form);
    expect((await submit(form, token)).statusCode).toBeLessThan(300);
    const again = await submit(form, token, 1);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "CAPTCHA_REUSED" });
  });

  it(`a challenge expires ${CAPTCHA_CHALLENGE_TTL_MINUTES} minutes after it is issued, and one solved for no form is refused (review 3: challenges lasted 20 minutes on any form)`, async () => {
    expect(CAPTCHA_CHALLENGE_TTL_MINUTES).toBe(10);
    const before = Math.floor(Date.now() / 1000);
    const challenge = (await app.inject(`${ALTCHA_CHALLENGE_PATH}?form=demo-request`)).json() as { parameters: { expiresAt: number; data: { form: string } } };
    const after = Math.ceil(Date.now() / 1000);
    expect(challenge.parameters.data.form).toBe("demo-request");
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(before + CAPTCHA_CHALLENGE_TTL_MINUTES * 60);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(after + CAPTCHA_CHALLENGE_TTL_MINUTES * 60);

    // Signed by this server with its own secrets: once past its expiry, and without a form.
    const secrets = { hmacSignatureSecret: await sharedSecret(app.database.db, "altcha-signature"), hmacKeySignatureSecret: await sharedSecret(app.database.db, "altcha-key-signature") };
    const signed = async (expiresAt: Date, data: Record<string, string | number>) => {
      const made = await createChallenge({ algorithm: "SHA-256", cost: 1, counter: 3, data, deriveKey, expiresAt, ...secrets });
      const solution = await solveChallenge({ challenge: made, deriveKey });
      return Buffer.from(JSON.stringify({ challenge: made, solution })).toString("base64");
    };
    const expired = await submit("demo-request", await signed(new Date(Date.now() - 1000), { form: "demo-request", maxNumber: 50 }));
    expect(expired.json()).toMatchObject({ code: "CAPTCHA_EXPIRED" });
    const unbound = await submit("demo-request", await signed(new Date(Date.now() + 60_000), { maxNumber: 50 }));
    expect(unbound.json()).toMatchObject({ code: "CAPTCHA_INVALID" });
    // The same, for the form and in time, is accepted: the test's challenges are sound.
    expect((await submit("demo-request", await signed(new Date(Date.now() + 60_000), { form: "demo-request", maxNumber: 50 }))).statusCode).toBe(201);
  });

  it("issues a challenge only for a form it knows, in pt-BR", async () => {
    for (const url of [ALTCHA_CHALLENGE_PATH, `${ALTCHA_CHALLENGE_PATH}?form=outro`]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { form: "Formulário desconhecido." } });
    }
  });
});
