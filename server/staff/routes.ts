// /painel (contracts/staff-panel.ts): the owners' page, only for STAFF_EMAILS (registered by
// app.ts only when it is set, so without it /painel is not found like any unknown path).
// Plain HTML forms, no script: the sign-in form always answers the same (a link goes only to
// a listed address, within STAFF_LINK_RATE_LIMIT, and the answer takes the same time either
// way); the link's page spends it only when its button is pressed; the session lasts at most
// STAFF_SESSION_TTL_MS. Every answer is noindex and never cached.
import { normalizeEmail } from "../../contracts/account-options.ts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PANEL_PATH, PANEL_SESSION_PATH, PANEL_SIGN_IN_PATH, PANEL_SIGN_OUT_PATH, STAFF_LINK_RATE_LIMIT } from "../../contracts/staff-panel.ts";
import { sameOriginGuard } from "../auth/same-origin.ts";
import type { Db } from "../db/client.ts";
import { atLeast } from "../http/guards.ts";
import { keyOfSubmission, oncePerKey } from "../http/idempotency.ts";
import { hashIp } from "../keyed-hash.ts";
import { measurementDay } from "../measurement/counters.ts";
import type { Outbox } from "../outbox/commit.ts";
import { hitRateLimit } from "../rate-limit.ts";
import { isStaff, newSignInToken, spendSignInToken, staffSessionCookie } from "./access.ts";
import { staffSignInEmail } from "./emails.ts";
import { dashboardPage, invalidLinkPage, redeemPage, SIGN_IN_KEY_FIELD, signInPage } from "./page.ts";
import { panelData, periodOf } from "./panel-data.ts";

export interface StaffRouteOptions {
  db: Db;
  hashKey: string;
  outbox: Outbox;
  staffEmails: readonly string[];
  publicSiteUrl: string;
  now?: () => Date;
}

const EXPIRED = "Este formulário expirou. Informe o e-mail e envie de novo.";
const SENT = "Se este e-mail tiver acesso ao painel, enviamos um link de entrada. Ele vale por 15 minutos e pode ser usado uma vez.";
/** The sign-in form's answer takes at least this long, whether a link was sent or not. */
const SIGN_IN_MIN_RESPONSE_MS = 300;

const sendPage = (reply: FastifyReply, html: string, status = 200) =>
  reply.code(status).header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store").header("x-robots-tag", "noindex, nofollow").send(html);

/** The fields of a urlencoded form body. */
const field = (request: FastifyRequest, name: string) => (request.body instanceof URLSearchParams ? (request.body.get(name) ?? "").slice(0, 320) : "");

/** The sign-in's submission key, or null when the form carried none or a malformed one (a page from before keys, or tampered with). */
function submissionOf(key: string, email: string, hashKey: string) {
  try {
    return keyOfSubmission(key, "staff-sign-in", { email: normalizeEmail(email) }, hashKey);
  } catch {
    return null;
  }
}

export async function staffRoutes(app: FastifyInstance, { db, hashKey, outbox, staffEmails, publicSiteUrl, now = () => new Date() }: StaffRouteOptions) {
  const cookie = staffSessionCookie(publicSiteUrl);
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 2048 }, (_request, body, done) => done(null, new URLSearchParams(body as string)));
  app.addHook("preHandler", sameOriginGuard(publicSiteUrl));

  app.get<{ Querystring: { de?: string; ate?: string } }>(PANEL_PATH, async (request, reply) => {
    const at = now();
    const email = await cookie.email(db, request, staffEmails, at);
    if (!email) return sendPage(reply, signInPage());
    const period = periodOf(request.query.de, request.query.ate, measurementDay(at));
    return sendPage(reply, dashboardPage({ email, ...(await panelData(db, period, at)) }));
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
        const byAddress = await hitRateLimit(db, `staff-link:${hashIp(request.ip, hashKey)}`, STAFF_LINK_RATE_LIMIT, at);
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
    if (!email || !isStaff(staffEmails, email)) return sendPage(reply, invalidLinkPage(), 400);
    await cookie.open(db, reply, email, at);
    return reply.redirect(PANEL_PATH, 303);
  });

  app.post(PANEL_SIGN_OUT_PATH, async (request, reply) => {
    await cookie.close(db, request, reply);
    return reply.redirect(PANEL_PATH, 303);
  });
}
