// /painel (contracts/staff-panel.ts): the owners' page, only for STAFF_EMAILS (registered by
// app.ts only when it is set, so without it /painel is not found like any unknown path).
// Plain HTML forms: the sign-in form always answers the same (a link goes only to a listed
// address, within STAFF_LINK_RATE_LIMIT, and the answer takes the same time either way); the
// link's page spends it only when its button is pressed; the session lasts at most
// STAFF_SESSION_TTL_MS. A signed-in member may register a passkey and later sign in with it
// (passkeys.ts): those ceremonies are the one script of these pages (passkey-script.ts), JSON
// endpoints beside the forms, their beginnings within STAFF_PASSKEY_RATE_LIMIT per client.
// The sign-in form carries a server-made Idempotency-Key, so a retried sign-in never mails twice.
// Every answer is noindex and never cached.
import { normalizeEmail } from "../../contracts/account-options.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { PANEL_PASSKEY_PATHS, PANEL_PATH, PANEL_SESSION_PATH, PANEL_SIGN_IN_PATH, PANEL_SIGN_OUT_PATH, STAFF_LINK_RATE_LIMIT, STAFF_PASSKEY_RATE_LIMIT } from "../../contracts/staff-panel.ts";
import { sameOriginGuard } from "../auth/same-origin.ts";
import type { Db } from "../db/client.ts";
import { ApiError } from "../http/api-error.ts";
import { atLeast } from "../http/guards.ts";
import { keyOfSubmission, oncePerKey } from "../http/idempotency.ts";
import { requestIpHash } from "../keyed-hash.ts";
import { measurementDay } from "../measurement/counters.ts";
import type { Outbox } from "../outbox/commit.ts";
import { hitRateLimit } from "../rate-limit.ts";
import { isStaff, newSignInToken, spendSignInToken, staffSessionCookie } from "./access.ts";
import type { SiteMetrics } from "../ops/metrics.ts";
import { staffSignInEmail } from "./emails.ts";
import { dashboardPage, invalidLinkPage, PASSKEY_NOTICES, redeemPage, SIGN_IN_KEY_FIELD, signInPage } from "./page.ts";
import { panelData, periodOf } from "./panel-data.ts";
import { passkeyScript } from "./passkey-script.ts";
import { passkeyRegistrationBodySchema, passkeysOf, passkeySignInBodySchema, registerPasskey, registrationOptions, relyingParty, removePasskey, signInOptions, verifyPasskeySignIn, type PasskeySignIn } from "./passkeys.ts";

export interface StaffRouteOptions {
  db: Db;
  hashKey: string;
  outbox: Outbox;
  staffEmails: readonly string[];
  publicSiteUrl: string;
  now?: () => Date;
  /** Told of every sign-in accepted or refused (/metrics). */
  onSignIn: SiteMetrics["staffSignIn"];
}

const EXPIRED = "Este formulário expirou. Informe o e-mail e envie de novo.";
const SENT = "Se este e-mail tiver acesso ao painel, enviamos um link de entrada. Ele vale por 15 minutos e pode ser usado uma vez.";
/** The sign-in form's answer takes at least this long, whether a link was sent or not. */
const SIGN_IN_MIN_RESPONSE_MS = 300;

const PASSKEY_REFUSALS: Record<Extract<PasskeySignIn, { refused: string }>["refused"], string> = {
  challenge: "O pedido de entrada expirou ou já foi usado. Tente de novo.",
  unknown: "Esta chave de acesso não está cadastrada no painel. Entre pelo link enviado por e-mail e cadastre-a de novo.",
  invalid: "Não foi possível confirmar a chave de acesso. Tente de novo ou peça um link por e-mail.",
};
/** A passkey answer is a few hundred bytes; an attestation certificate chain would be a few kilobytes. */
const PASSKEY_BODY_LIMIT = 16 * 1024;

const sendPage = (reply: FastifyReply, html: string, status = 200) =>
  reply.code(status).header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow").send(html);

/** The fields of a urlencoded form body, cut at `max` characters. */
const field = (request: FastifyRequest, name: string, max = 320) => (request.body instanceof URLSearchParams ? (request.body.get(name) ?? "").slice(0, max) : "");

/** The sign-in's submission key, or null when the form carried none or a malformed one (a page from before keys, or tampered with). */
function submissionOf(key: string, email: string, hashKey: string) {
  try {
    return keyOfSubmission(key, "staff-sign-in", { email: normalizeEmail(email) }, hashKey);
  } catch {
    return null;
  }
}

export async function staffRoutes(app: FastifyInstance, { db, hashKey, outbox, staffEmails, publicSiteUrl, now = () => new Date(), onSignIn }: StaffRouteOptions) {
  const cookie = staffSessionCookie(publicSiteUrl);
  const rp = relyingParty(publicSiteUrl);
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 2048 }, (_request, body, done) => done(null, new URLSearchParams(body as string)));
  app.addHook("preHandler", sameOriginGuard(publicSiteUrl));

  app.get<{ Querystring: { de?: string; ate?: string; chave?: string } }>(PANEL_PATH, async (request, reply) => {
    const at = now();
    const session = await cookie.session(db, request, staffEmails, at);
    if (!session) return sendPage(reply, signInPage());
    const { email } = session;
    const period = periodOf(request.query.de, request.query.ate, measurementDay(at));
    const notice = Object.hasOwn(PASSKEY_NOTICES, request.query.chave ?? "") ? PASSKEY_NOTICES[request.query.chave as keyof typeof PASSKEY_NOTICES] : undefined;
    return sendPage(reply, dashboardPage({ email, ...(await panelData(db, period, at)) }, { list: await passkeysOf(db, email), notice }));
  });

  // Every sign-in carries its form's key (a hidden field, signInPage): the page it was sent
  // from sent again (a reload, a second press, nginx passing the POST on when its instance
  // stopped) is the same submission, answered from the key's record without a second link.
  // A POST without a key is refused, so nginx may treat every POST here as idempotent.
  app.post(PANEL_SIGN_IN_PATH, async (request, reply) => {
    const email = field(request, "email").trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return sendPage(reply, signInPage("Informe um e-mail válido."), 422);
    const submission = submissionOf(field(request, SIGN_IN_KEY_FIELD), email, hashKey);
    if (!submission) return sendPage(reply, signInPage(EXPIRED), 400);
    await atLeast(SIGN_IN_MIN_RESPONSE_MS, performance.now(), async () => {
      // Only a listed address's submission is recorded: another costs no database work.
      if (!isStaff(staffEmails, email)) return;
      await oncePerKey(db, submission, async (record) => {
        const at = now();
        const byAddress = await hitRateLimit(db, `staff-link:${requestIpHash(request, hashKey)}`, STAFF_LINK_RATE_LIMIT, at);
        const byEmail = await hitRateLimit(db, `staff-link-email:${email.toLowerCase()}`, STAFF_LINK_RATE_LIMIT, at);
        if (!byAddress.allowed || !byEmail.allowed) return;
        await outbox.commit(db, async (tx, effects) => {
          const token = await newSignInToken(tx, email, at);
          await effects.mail(staffSignInEmail(email, `${publicSiteUrl}${PANEL_SIGN_IN_PATH}?token=${encodeURIComponent(token)}`));
          await record(tx, { status: 200, body: null });
        });
      });
    });
    // The same page whether a link went, was sent before under this key, or was never due.
    return sendPage(reply, signInPage(SENT));
  });

  // Opening the link spends nothing (mail scanners open links); its button does.
  app.get<{ Querystring: { token?: string } }>(PANEL_SIGN_IN_PATH, async (request, reply) => {
    const token = request.query.token ?? "";
    return token ? sendPage(reply, redeemPage(token)) : reply.redirect(PANEL_PATH, 303);
  });

  app.post(PANEL_SESSION_PATH, async (request, reply) => {
    const at = now();
    const email = await spendSignInToken(db, field(request, "token"), at);
    if (!email || !isStaff(staffEmails, email)) {
      onSignIn("link", "refused");
      return sendPage(reply, invalidLinkPage(), 400);
    }
    await cookie.open(db, reply, email, at);
    onSignIn("link", "accepted");
    return reply.redirect(PANEL_PATH, 303);
  });

  app.post(PANEL_SIGN_OUT_PATH, async (request, reply) => {
    await cookie.close(db, request, reply);
    return reply.redirect(PANEL_PATH, 303);
  });

  app.get(PANEL_PASSKEY_PATHS.script, async (_request, reply) =>
    reply.header("content-type", "text/javascript; charset=utf-8").header("cache-control", "public, max-age=31536000, immutable").send(passkeyScript().source),
  );

  /** Counts one passkey ceremony begun by this client; past STAFF_PASSKEY_RATE_LIMIT, refused. */
  const ceremonyBegun = async (request: FastifyRequest) => {
    const limit = await hitRateLimit(db, `staff-passkey:${requestIpHash(request, hashKey)}`, STAFF_PASSKEY_RATE_LIMIT, now());
    if (!limit.allowed) throw new ApiError("RATE_LIMITED", { retryAfterSeconds: limit.retryAfterSeconds });
  };
  const signedIn = async (request: FastifyRequest, at: Date) => {
    const session = await cookie.session(db, request, staffEmails, at);
    if (!session) throw new ApiError("UNAUTHENTICATED", { message: "Sua sessão no painel terminou. Entre de novo para cadastrar a chave de acesso." });
    return session;
  };
  const json = app.withTypeProvider<ZodTypeProvider>();

  json.post(PANEL_PASSKEY_PATHS.registrationOptions, { preHandler: ceremonyBegun }, async (request) => {
    const at = now();
    return registrationOptions(db, await signedIn(request, at), rp, at);
  });

  json.post(PANEL_PASSKEY_PATHS.registration, { bodyLimit: PASSKEY_BODY_LIMIT, schema: { body: passkeyRegistrationBodySchema } }, async (request, reply) => {
    const at = now();
    if (!(await registerPasskey(db, await signedIn(request, at), request.body, rp, at))) {
      throw new ApiError("REJECTED", { message: "Não foi possível cadastrar a chave de acesso. Tente de novo." });
    }
    return reply.code(201).send({ redirect: `${PANEL_PATH}?chave=cadastrada#chaves` });
  });

  json.post(PANEL_PASSKEY_PATHS.signInOptions, { preHandler: ceremonyBegun }, async () => signInOptions(db, rp, now()));

  json.post(PANEL_PASSKEY_PATHS.signIn, { bodyLimit: PASSKEY_BODY_LIMIT, schema: { body: passkeySignInBodySchema } }, async (request, reply) => {
    const at = now();
    const verdict = await verifyPasskeySignIn(db, request.body, rp, staffEmails, at);
    if ("refused" in verdict) {
      onSignIn("passkey", "refused");
      throw new ApiError("UNAUTHORIZED", { message: PASSKEY_REFUSALS[verdict.refused] });
    }
    await cookie.open(db, reply, verdict.email, at);
    onSignIn("passkey", "accepted");
    return { redirect: PANEL_PATH };
  });

  app.post(PANEL_PASSKEY_PATHS.remove, async (request, reply) => {
    const session = await cookie.session(db, request, staffEmails, now());
    if (!session) return reply.redirect(PANEL_PATH, 303);
    await removePasskey(db, session.email, field(request, "chave", 2048));
    return reply.redirect(`${PANEL_PATH}?chave=removida#chaves`, 303);
  });
}
