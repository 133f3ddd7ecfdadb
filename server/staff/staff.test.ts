import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { PANEL_PATH, PANEL_SESSION_PATH, PANEL_SIGN_IN_PATH, PANEL_SIGN_OUT_PATH, STAFF_LINK_RATE_LIMIT } from "../../contracts/staff-panel.ts";
import { outbox } from "../db/schema.ts";
import { lastMail } from "../test/account-fixtures.ts";
import { describeEachEngine, serverForSuite, testServer } from "../test/engines.ts";
import { STAFF_LINK_MAIL_KIND } from "./emails.ts";
import { SIGN_IN_KEY_FIELD } from "./page.ts";

const SITE = "http://localhost:3000";
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (app: FastifyInstance, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, ...headers }, payload: form(fields) });
/** The sign-in form sent from a freshly served page (its own key). */
const signInPost = (app: FastifyInstance, email: string, headers: Record<string, string> = {}) => post(app, PANEL_SIGN_IN_PATH, { email, [SIGN_IN_KEY_FIELD]: randomUUID() }, headers);
/** The key a served sign-in form will send. */
const formKey = (html: string) => new RegExp(`name="${SIGN_IN_KEY_FIELD}" value="([0-9a-f-]{36})"`).exec(html)?.[1];
/** A page without its form's key, which every page serves fresh. */
const withoutKey = (html: string) => html.replace(/value="[0-9a-f-]{36}"/, 'value=""');
const links = async (app: FastifyInstance) => (await app.database.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, STAFF_LINK_MAIL_KIND)))[0]!.n;

let clock = new Date("2026-11-26T15:00:00Z");

describeEachEngine("/painel", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, { STAFF_EMAILS: "dona@tramita.com.br, @equipe.tramita.com.br", PUBLIC_SITE_URL: SITE }, (ready) => (app = ready), (config) => {
    config.now = () => clock;
  });

  async function signIn(email: string) {
    await signInPost(app, email);
    const { token } = await lastMail(app, STAFF_LINK_MAIL_KIND);
    const redeemed = await post(app, PANEL_SESSION_PATH, { token: token! });
    return { token: token!, redeemed };
  }

  it("asks for an e-mail, never indexed nor cached", async () => {
    const page = await app.inject({ method: "GET", url: PANEL_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page.body).toContain("Enviar link de entrada");
    expect(page.body).not.toContain("<script");
  });

  it("answers a listed and an unknown address alike, and mails a link only to the listed one (address or @domain)", async () => {
    const listed = await signInPost(app, "Dona@Tramita.com.br");
    const unknown = await signInPost(app, "intruso@exemplo.com.br");
    const domain = await signInPost(app, "ana@equipe.tramita.com.br");
    expect([listed.statusCode, unknown.statusCode, domain.statusCode]).toEqual([200, 200, 200]);
    expect(withoutKey(unknown.body)).toBe(withoutKey(listed.body));
    expect(await links(app)).toBe(2);
    const { mail } = await lastMail(app, STAFF_LINK_MAIL_KIND);
    expect(mail.to).toBe("ana@equipe.tramita.com.br");
    expect(mail.text).toContain(`${SITE}${PANEL_SIGN_IN_PATH}?token=`);
  });

  it("the link's page spends nothing; its button opens a 12-hour HttpOnly, Secure, SameSite=Strict session; the link works once", async () => {
    await signInPost(app, "dona@tramita.com.br");
    const { token } = await lastMail(app, STAFF_LINK_MAIL_KIND);
    const opened = await app.inject({ method: "GET", url: `${PANEL_SIGN_IN_PATH}?token=${token}` });
    expect(opened.body).toContain("Entrar no painel");
    const redeemed = await post(app, PANEL_SESSION_PATH, { token: token! });
    expect(redeemed.statusCode).toBe(303);
    const cookie = String(redeemed.headers["set-cookie"]);
    expect(cookie).toMatch(/^tramita_painel=[\w-]{43}; Path=\/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$/);
    const dashboard = await app.inject({ method: "GET", url: PANEL_PATH, headers: { cookie: cookie.split(";")[0]! } });
    expect(dashboard.body).toContain("Funil por canal");
    expect(dashboard.body).toContain("dona@tramita.com.br");
    expect((await post(app, PANEL_SESSION_PATH, { token: token! })).statusCode).toBe(400);
  });

  it("a link expires after 15 minutes, and a session after 12 hours", async () => {
    await signInPost(app, "dona@tramita.com.br");
    const { token } = await lastMail(app, STAFF_LINK_MAIL_KIND);
    clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
    expect((await post(app, PANEL_SESSION_PATH, { token: token! })).statusCode).toBe(400);
    const { redeemed } = await signIn("dona@tramita.com.br");
    const cookie = String(redeemed.headers["set-cookie"]).split(";")[0]!;
    clock = new Date(clock.getTime() + 12 * 3_600_000 + 1000);
    expect((await app.inject({ method: "GET", url: PANEL_PATH, headers: { cookie } })).body).toContain("Enviar link de entrada");
  });

  it("sends at most STAFF_LINK_RATE_LIMIT links an hour to one address, answering the same", async () => {
    const answers = [];
    for (let i = 0; i < STAFF_LINK_RATE_LIMIT.max + 2; i += 1) answers.push(withoutKey((await signInPost(app, "dona@tramita.com.br")).body));
    expect(new Set(answers).size).toBe(1);
    expect(await links(app)).toBe(STAFF_LINK_RATE_LIMIT.max);
  });

  it("refuses a sign-in posted from another site, and signing out ends the session", async () => {
    expect((await signInPost(app, "dona@tramita.com.br", { origin: "https://outro.exemplo" })).statusCode).toBe(403);
    const { redeemed } = await signIn("dona@tramita.com.br");
    const cookie = String(redeemed.headers["set-cookie"]).split(";")[0]!;
    await post(app, PANEL_SIGN_OUT_PATH, {}, { cookie });
    expect((await app.inject({ method: "GET", url: PANEL_PATH, headers: { cookie } })).body).toContain("Enviar link de entrada");
  });

  it("the form sent again with its key (a reload, a second press, nginx passing it on) mails one link and answers the same", async () => {
    const page = await app.inject({ method: "GET", url: PANEL_PATH });
    const key = formKey(page.body)!;
    expect(key).toMatch(/^[0-9a-f]{8}-/);
    // Every page serves its own key, the answer's form included.
    expect(formKey((await app.inject({ method: "GET", url: PANEL_PATH })).body)).not.toBe(key);
    const sends = await Promise.all([0, 1, 2].map(() => post(app, PANEL_SIGN_IN_PATH, { email: "dona@tramita.com.br", [SIGN_IN_KEY_FIELD]: key })));
    const again = await post(app, PANEL_SIGN_IN_PATH, { email: "dona@tramita.com.br", [SIGN_IN_KEY_FIELD]: key });
    expect([...sends, again].map((s) => s.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set([...sends, again].map((s) => withoutKey(s.body))).size).toBe(1);
    expect(formKey(again.body)).not.toBe(key);
    expect(await links(app)).toBe(1);
    // The next sign-in, from the answer's form, is a new submission.
    await post(app, PANEL_SIGN_IN_PATH, { email: "dona@tramita.com.br", [SIGN_IN_KEY_FIELD]: formKey(again.body)! });
    expect(await links(app)).toBe(2);
  });

  it("a sign-in without its form's key is refused with a fresh form, and mails nothing", async () => {
    const unkeyed: Record<string, string>[] = [{ email: "dona@tramita.com.br" }, { email: "dona@tramita.com.br", [SIGN_IN_KEY_FIELD]: "não-é-uma-chave" }];
    for (const fields of unkeyed) {
      const answer = await post(app, PANEL_SIGN_IN_PATH, fields);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain("Este formulário expirou. Informe o e-mail e envie de novo.");
      expect(formKey(answer.body)).toBeDefined();
    }
    expect(await links(app)).toBe(0);
  });

  it("a malformed e-mail is told so in pt-BR with a 422", async () => {
    const answer = await signInPost(app, "sem-arroba");
    expect(answer.statusCode).toBe(422);
    expect(answer.body).toContain("Informe um e-mail válido.");
  });
});

describeEachEngine("/painel without STAFF_EMAILS", (engine) => {
  it("is not found", async () => {
    const { app } = await testServer(engine);
    try {
      expect((await app.inject({ method: "GET", url: PANEL_PATH })).statusCode).toBe(404);
      expect((await signInPost(app, "dona@tramita.com.br")).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
