// Helpers for account tests: a valid sign-up body and the links the outbox mailed.
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { SignupBody } from "../../contracts/account.ts";
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

export async function signUp(app: FastifyInstance, overrides: Partial<SignupBody> = {}) {
  return app.inject({
    method: "POST",
    url: "/api/signup",
    headers: { origin: ORIGIN },
    payload: { ...signupFields(overrides), captchaToken: await solvedAltchaToken(app) },
  });
}

/** `body` with a freshly solved captcha, as the reset, magic-link and resend forms send it. */
export async function withCaptcha<T extends object>(app: FastifyInstance, body: T) {
  return { ...body, captchaToken: await solvedAltchaToken(app) };
}

/** The newest mail of `kind` to `to`, and the token of the link it carries. */
export async function lastMail(app: FastifyInstance, kind: string) {
  const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(desc(outbox.id)).limit(1);
  if (!mail) throw new Error(`no ${kind} mail`);
  const token = /token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? null;
  return { mail, token };
}

/** The session cookie ("tramita_sessao=...") a response set. */
export function sessionCookie(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers["set-cookie"] ?? "");
  const pair = header.split(";")[0]!;
  if (!pair.includes("=") || pair.endsWith("=")) throw new Error(`no session cookie in ${header}`);
  return pair;
}
