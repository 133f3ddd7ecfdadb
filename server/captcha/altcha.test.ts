// The ALTCHA check on the protected routes: a token the check cannot make sense of is the
// normal captcha refusal, never a 500; a forged one is refused before any database work.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { ACCOUNT_API, DATA_RIGHTS_API, DEMO_REQUEST_PATH, QUOTES_PATH } from "../../contracts/api-paths.ts";
import { CAPTCHA_MESSAGES } from "../../contracts/captcha.ts";
import { captchaFormAt } from "../../contracts/forms.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, serverForSuite } from "../test/engines.ts";

const email = "mariana@contabilhorizonte.com.br";
const PROTECTED: [string, object][] = [
  [DEMO_REQUEST_PATH, validFields()],
  [ACCOUNT_API.passwordReset, { email }],
  [DATA_RIGHTS_API.request, { email }],
  [QUOTES_PATH, { pricing: { users: 5, monthly_protocols: 150, storage_gb: 4, modules: [] }, period: "mensal", company: "Contábil Horizonte", cnpj: "11.222.333/0001-81", responsible: "Mariana Lopes", email }],
];

/** A solved token whose challenge signature is 64 non-ASCII characters (128 bytes). */
async function nonAsciiSignature(app: FastifyInstance, url: string) {
  const token = JSON.parse(Buffer.from(await solvedAltchaToken(app, captchaFormAt(url)), "base64").toString("utf8")) as { challenge: { signature: string } };
  token.challenge.signature = "é".repeat(64);
  return Buffer.from(JSON.stringify(token)).toString("base64");
}

describeEachEngine("security review: a captcha signature with non-ASCII characters", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, EASY_ALTCHA, (ready) => (app = ready));

  it.each(PROTECTED)("is refused on %s as an invalid captcha (400), not a 500", async (url, body) => {
    const res = await app.inject({ method: "POST", url, payload: { ...body, captchaToken: await nonAsciiSignature(app, url) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "CAPTCHA_INVALID", fields: { captchaToken: CAPTCHA_MESSAGES.invalid } });
  });
});

/** `token` with the last digit of its solution's key changed: its key signature no longer verifies. */
function tampered(token: string) {
  const decoded = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as { solution: { derivedKey: string } };
  const key = decoded.solution.derivedKey;
  decoded.solution.derivedKey = key.slice(0, -1) + (key.endsWith("0") ? "1" : "0");
  return Buffer.from(JSON.stringify(decoded)).toString("base64");
}

describeEachEngine("a forged captcha is refused before the submission's key is looked up", (engine) => {
  const servers: Record<string, FastifyInstance> = {};
  serverForSuite(engine, EASY_ALTCHA, (ready) => (servers["one-statement"] = ready));
  // The portable engine looks the key up before its captcha is checked (protected-form.ts).
  serverForSuite(engine, EASY_ALTCHA, (ready) => (servers.portable = ready), (config) => (config.portableFormsOnly = true));

  it.each(["one-statement", "portable"])("refuses a forged token sent with a recorded key, and still answers the genuine retry from the record (%s engine)", async (formEngine) => {
    const app = servers[formEngine]!;
    const token = await solvedAltchaToken(app, "demo-request");
    const headers = { "idempotency-key": randomUUID() };
    const post = (captchaToken: string) => app.inject({ method: "POST", url: DEMO_REQUEST_PATH, headers, payload: { ...validFields(), captchaToken } });
    expect((await post(token)).statusCode).toBe(201);

    const forged = await post(tampered(token));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: "CAPTCHA_INVALID", fields: { captchaToken: CAPTCHA_MESSAGES.invalid } });

    const retry = await post(token);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replay"]).toBe("true");
  });
});
