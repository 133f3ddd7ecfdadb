// Helpers for account tests: a valid sign-up body, the links the outbox mailed, the cookies set.
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { SignupBody } from "../../contracts/account.ts";
import { SESSION_COOKIE, SIGNUP_BROWSER_COOKIE } from "../../contracts/account-options.ts";
import { ACCOUNT_API } from "../../contracts/api-paths.ts";
import type { CaptchaForm } from "../../contracts/captcha.ts";
import { outbox } from "../db/schema.ts";
import { solvedAltchaToken } from "./demo-request-fixtures.ts";
import { overridable } from "./overridable.ts";

/** The Origin a browser on the site sends (inject addresses requests to localhost:80). */
export const ORIGIN = "http://localhost:80";
/** Where links in e-mails lead without PUBLIC_SITE_URL: http://localhost and the default PORT. */
export const SITE = "http://localhost:3000";

/** A valid sign-up, but for the captcha token. */
export const signupFields = overridable<Omit<SignupBody, "captchaToken">>({
  name: "Rafaela Prado",
  email: "rafaela@construtoraprumo.com.br",
  company: "Construtora Prumo",
  phone: "+55 (31) 99876-5432",
  password: "obra-segura-2026",
  acceptTerms: true,
  plan: { tier: "diamante", period: "mensal" },
});

/** POST /api/signup with a valid body; `headers` adds to the browser's (a cookie it holds). */
export async function signUp(app: FastifyInstance, overrides: Partial<SignupBody> = {}, headers: Record<string, string> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/signup",
    headers: { origin: ORIGIN, ...headers },
    payload: { ...signupFields(overrides), captchaToken: await solvedAltchaToken(app, "signup") },
  });
}

/** `body` with a captcha freshly solved for `form`, as that form sends it. */
export async function withCaptcha<T extends object>(app: FastifyInstance, form: CaptchaForm, body: T) {
  return { ...body, captchaToken: await solvedAltchaToken(app, form) };
}

/** The newest mail of `kind` to `to`, and the token of the link it carries. */
export async function lastMail(app: FastifyInstance, kind: string) {
  const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(desc(outbox.id)).limit(1);
  if (!mail) throw new Error(`no ${kind} mail`);
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? null;
  return { mail, token };
}

/** The `name=value` pair of the site cookie `baseName` (`__Host-` prefixed or not) a response set. */
function cookieSet(response: { headers: Record<string, unknown> }, baseName: string): string {
  const headers = [response.headers["set-cookie"] ?? []].flat().map(String);
  const pair = headers.map((header) => header.split(";")[0]!).find((p) => p.startsWith(`${baseName}=`) || p.startsWith(`__Host-${baseName}=`));
  if (!pair || pair.endsWith("=")) throw new Error(`no ${baseName} cookie in ${headers.join(" | ")}`);
  return pair;
}

/** The session cookie ("tramita_sessao=...") a response set. */
export const sessionCookie = (response: { headers: Record<string, unknown> }) => cookieSet(response, SESSION_COOKIE);

/** The cookie ("tramita_cadastro=...") that marks the browser that signed up. */
export const signupBrowserCookie = (response: { headers: Record<string, unknown> }) => cookieSet(response, SIGNUP_BROWSER_COOKIE);

/**
 * Signs up, then confirms the e-mailed link from the same browser (its sign-up cookie), as a
 * visitor does in one browser; the confirmation's answer.
 */
export async function signUpAndConfirm(app: FastifyInstance, overrides: Partial<SignupBody> = {}) {
  const signup = await signUp(app, overrides);
  if (signup.statusCode !== 202) throw new Error(`sign-up failed: ${signup.body}`);
  const { token } = await lastMail(app, "account.confirm-email");
  return app.inject({ method: "POST", url: ACCOUNT_API.confirmEmail, headers: { origin: ORIGIN, cookie: signupBrowserCookie(signup) }, payload: { token } });
}
