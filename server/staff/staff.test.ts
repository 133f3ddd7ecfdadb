import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { PANEL_PASSKEY_PATHS, PANEL_PATH, PANEL_SESSION_PATH, PANEL_SIGN_IN_PATH, PANEL_SIGN_OUT_PATH, STAFF_LINK_RATE_LIMIT, STAFF_PASSKEY_CHALLENGE_TTL_MS, STAFF_PASSKEY_RATE_LIMIT } from "../../contracts/staff-panel.ts";
import { METRICS_PATH } from "../../contracts/api-paths.ts";
import { outbox, staffPasskeys } from "../db/schema.ts";
import { lastMail } from "../test/account-fixtures.ts";
import { describeEachEngine, serverForSuite, testServer } from "../test/engines.ts";
import { purgeStaffAccess } from "./access.ts";
import { STAFF_LINK_MAIL_KIND } from "./emails.ts";
import { SIGN_IN_KEY_FIELD } from "./page.ts";
import { testAuthenticator, type TestAuthenticator } from "./test-authenticator.ts";

const SITE = "http://localhost:3000";
const METRICS_TOKEN = "a-metrics-token-of-enough-length";
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

/** Signs `email` in through the e-mailed link: the link's token and the answer that opened the session. */
async function signIn(app: FastifyInstance, email: string) {
  await signInPost(app, email);
  const { token } = await lastMail(app, STAFF_LINK_MAIL_KIND);
  const redeemed = await post(app, PANEL_SESSION_PATH, { token: token! });
  return { token: token!, redeemed };
}

describeEachEngine("/painel", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, { STAFF_EMAILS: "dona@tramita.com.br, @equipe.tramita.com.br", PUBLIC_SITE_URL: SITE }, (ready) => (app = ready), (config) => {
    config.now = () => clock;
  });

  it("asks for an e-mail, never indexed nor cached, with no script but the passkeys' own file", async () => {
    const page = await app.inject({ method: "GET", url: PANEL_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page.body).toContain("Enviar link de entrada");
    expect([...page.body.matchAll(/<script[^>]*>/g)].map(([tag]) => tag)).toEqual([expect.stringMatching(new RegExp(`^<script src="${PANEL_PASSKEY_PATHS.script}\\?v=[\\w-]{16}" defer="">$`))]);
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
    const { redeemed } = await signIn(app, "dona@tramita.com.br");
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
    const { redeemed } = await signIn(app, "dona@tramita.com.br");
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

const PASSKEY = PANEL_PASSKEY_PATHS;
const postJson = (app: FastifyInstance, url: string, body: object, headers: Record<string, string> = {}) => app.inject({ method: "POST", url, headers: { origin: SITE, ...headers }, payload: body });
const SESSION_COOKIE = /^tramita_painel=[\w-]{43}$/;
const staffCookie = async (app: FastifyInstance, email: string) => String((await signIn(app, email)).redeemed.headers["set-cookie"]).split(";")[0]!;
const passkeyRows = (app: FastifyInstance) => app.database.db.select().from(staffPasskeys);

/** Registers `authenticator` for the session `cookie` through the two ceremony requests; the registration's answer. */
async function register(app: FastifyInstance, cookie: string, authenticator: TestAuthenticator) {
  const options = await postJson(app, PASSKEY.registrationOptions, {}, { cookie });
  expect(options.statusCode, options.body).toBe(200);
  return postJson(app, PASSKEY.registration, authenticator.register(options.json(), SITE), { cookie });
}

/** Signs in with `authenticator` through the two ceremony requests; the sign-in's answer. */
async function passkeySignIn(app: FastifyInstance, authenticator: TestAuthenticator) {
  const options = await postJson(app, PASSKEY.signInOptions, {});
  expect(options.statusCode, options.body).toBe(200);
  return postJson(app, PASSKEY.signIn, authenticator.signIn(options.json(), SITE));
}

describeEachEngine("/painel passkeys", (engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, { STAFF_EMAILS: "dona@tramita.com.br, ana@tramita.com.br", PUBLIC_SITE_URL: SITE, METRICS_TOKEN }, (ready) => (app = ready), (config) => {
    config.now = () => clock;
  });

  it("a member signed in by e-mail registers a passkey, then signs in with it: no mail, a 12-hour session, the key's last use shown", async () => {
    const cookie = await staffCookie(app, "dona@tramita.com.br");
    const before = await app.inject({ method: "GET", url: PANEL_PATH, headers: { cookie } });
    expect(before.body).toContain("Nenhuma chave de acesso cadastrada.");
    expect(before.body).toContain("Cadastrar chave de acesso");
    const authenticator = testAuthenticator();
    const registered = await register(app, cookie, authenticator);
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toEqual({ redirect: `${PANEL_PATH}?chave=cadastrada#chaves` });
    const [row] = await passkeyRows(app);
    expect(row).toMatchObject({ credentialId: authenticator.credentialId, email: "dona@tramita.com.br", counter: 0, transports: ["internal"], createdAt: clock, lastUsedAt: null });
    const listed = await app.inject({ method: "GET", url: `${PANEL_PATH}?chave=cadastrada`, headers: { cookie } });
    expect(listed.body).toContain("Chave de acesso cadastrada.");
    expect(listed.body).toContain("Nunca usada");

    const mails = await links(app);
    clock = new Date(clock.getTime() + 60_000);
    const signedIn = await passkeySignIn(app, authenticator);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toEqual({ redirect: PANEL_PATH });
    const session = String(signedIn.headers["set-cookie"]);
    expect(session).toMatch(/; Path=\/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$/);
    expect(session.split(";")[0]).toMatch(SESSION_COOKIE);
    expect(await links(app)).toBe(mails);
    const dashboard = await app.inject({ method: "GET", url: PANEL_PATH, headers: { cookie: session.split(";")[0]! } });
    expect(dashboard.body).toContain("Funil por canal");
    expect(dashboard.body).toContain("dona@tramita.com.br");
    expect(dashboard.body).not.toContain("Nunca usada");
    expect((await passkeyRows(app))[0]!.lastUsedAt).toEqual(clock);
  });

  it("a challenge answers once, and only within 5 minutes", async () => {
    const authenticator = testAuthenticator();
    expect((await register(app, await staffCookie(app, "dona@tramita.com.br"), authenticator)).statusCode).toBe(201);
    const options = (await postJson(app, PASSKEY.signInOptions, {})).json();
    const answer = authenticator.signIn(options, SITE);
    expect((await postJson(app, PASSKEY.signIn, answer)).statusCode).toBe(200);
    const replayed = await postJson(app, PASSKEY.signIn, answer);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error).toBe("O pedido de entrada expirou ou já foi usado. Tente de novo.");
    expect(replayed.headers["set-cookie"]).toBeUndefined();

    const late = (await postJson(app, PASSKEY.signInOptions, {})).json();
    clock = new Date(clock.getTime() + STAFF_PASSKEY_CHALLENGE_TTL_MS + 1000);
    const expired = await postJson(app, PASSKEY.signIn, authenticator.signIn(late, SITE));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe("O pedido de entrada expirou ou já foi usado. Tente de novo.");

    const cookie = await staffCookie(app, "dona@tramita.com.br");
    const registration = (await postJson(app, PASSKEY.registrationOptions, {}, { cookie })).json();
    clock = new Date(clock.getTime() + STAFF_PASSKEY_CHALLENGE_TTL_MS + 1000);
    const cookieNow = await staffCookie(app, "dona@tramita.com.br");
    expect((await postJson(app, PASSKEY.registration, testAuthenticator().register(registration, SITE), { cookie: cookieNow })).statusCode).toBe(400);
    expect(await passkeyRows(app)).toHaveLength(1);
  });

  it("a registration's challenge serves only the session that asked for it, and a sign-in's only a sign-in", async () => {
    const dona = await staffCookie(app, "dona@tramita.com.br");
    const ana = await staffCookie(app, "ana@tramita.com.br");
    const options = (await postJson(app, PASSKEY.registrationOptions, {}, { cookie: dona })).json();
    const answer = testAuthenticator().register(options, SITE);
    expect((await postJson(app, PASSKEY.registration, answer, { cookie: ana })).statusCode).toBe(400);
    expect((await postJson(app, PASSKEY.registration, answer)).statusCode).toBe(401);
    expect((await postJson(app, PASSKEY.registrationOptions, {})).statusCode).toBe(401);
    const signInChallenge = (await postJson(app, PASSKEY.signInOptions, {})).json();
    const misused = testAuthenticator().register({ ...options, challenge: signInChallenge.challenge }, SITE);
    expect((await postJson(app, PASSKEY.registration, misused, { cookie: dona })).statusCode).toBe(400);
    expect(await passkeyRows(app)).toEqual([]);
    // The challenge was spent by none of the refusals: its own session still registers with it.
    expect((await postJson(app, PASSKEY.registration, answer, { cookie: dona })).statusCode).toBe(201);
  });

  it("the signature counter must grow: an answer that does not raise it (a cloned authenticator) is refused; one that never counts stays at 0", async () => {
    const counting = testAuthenticator({ counter: 5 });
    const cookie = await staffCookie(app, "dona@tramita.com.br");
    expect((await register(app, cookie, counting)).statusCode).toBe(201);
    expect((await passkeySignIn(app, counting)).statusCode).toBe(200);
    expect((await passkeyRows(app))[0]!.counter).toBe(6);
    counting.counter = 5;
    const cloned = await passkeySignIn(app, counting);
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json().error).toBe("Não foi possível confirmar a chave de acesso. Tente de novo ou peça um link por e-mail.");
    expect((await passkeyRows(app))[0]!.counter).toBe(6);
    expect((await passkeySignIn(app, counting)).statusCode).toBe(200);
    expect((await passkeyRows(app))[0]!.counter).toBe(7);

    const counterless = testAuthenticator();
    expect((await register(app, cookie, counterless)).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await passkeySignIn(app, counterless)).statusCode).toBe(200);
  });

  it("an unknown passkey signs nobody in, nor one whose address left STAFF_EMAILS (which the housekeeping then deletes)", async () => {
    const unknown = await passkeySignIn(app, testAuthenticator());
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe("Esta chave de acesso não está cadastrada no painel. Entre pelo link enviado por e-mail e cadastre-a de novo.");
    expect(unknown.headers["set-cookie"]).toBeUndefined();

    const dona = testAuthenticator();
    const ana = testAuthenticator();
    expect((await register(app, await staffCookie(app, "dona@tramita.com.br"), dona)).statusCode).toBe(201);
    expect((await register(app, await staffCookie(app, "ana@tramita.com.br"), ana)).statusCode).toBe(201);
    await purgeStaffAccess(app.database.db, ["ana@tramita.com.br"], clock);
    expect((await passkeyRows(app)).map((row) => row.email)).toEqual(["ana@tramita.com.br"]);
    expect((await passkeySignIn(app, dona)).statusCode).toBe(401);
    expect((await passkeySignIn(app, ana)).statusCode).toBe(200);
  });

  it("/metrics counts the sign-ins by method and outcome", async () => {
    const signIns = async () => {
      const scraped = await app.inject({ url: METRICS_PATH, headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const counts: Record<string, number> = {};
      for (const [, method, outcome, value] of scraped.body.matchAll(/^tramita_staff_sign_ins_total\{method="(\w+)",outcome="(\w+)"\} (\d+)$/gm)) counts[`${method} ${outcome}`] = Number(value);
      return counts;
    };
    const before = await signIns();
    const grown = (after: Record<string, number>) => Object.fromEntries(Object.entries(after).map(([key, n]) => [key, n - (before[key] ?? 0)]).filter(([, n]) => n !== 0));
    const authenticator = testAuthenticator();
    expect((await register(app, await staffCookie(app, "ana@tramita.com.br"), authenticator)).statusCode).toBe(201);
    expect((await passkeySignIn(app, authenticator)).statusCode).toBe(200);
    expect((await passkeySignIn(app, testAuthenticator())).statusCode).toBe(401);
    expect((await post(app, PANEL_SESSION_PATH, { token: "nao-e-um-link" })).statusCode).toBe(400);
    expect(grown(await signIns())).toEqual({ "link accepted": 1, "link refused": 1, "passkey accepted": 1, "passkey refused": 1 });
  });

  it("refuses a device without user verification, an answer signed for another origin, a malformed answer (4xx, never 5xx) and another site's post", async () => {
    const cookie = await staffCookie(app, "dona@tramita.com.br");
    expect((await register(app, cookie, testAuthenticator({ userVerified: false }))).statusCode).toBe(400);
    const authenticator = testAuthenticator();
    expect((await register(app, cookie, authenticator)).statusCode).toBe(201);
    const options = (await postJson(app, PASSKEY.signInOptions, {})).json();
    expect((await postJson(app, PASSKEY.signIn, authenticator.signIn(options, "https://tramita.exemplo.phishing"))).statusCode).toBe(401);
    const good = authenticator.signIn((await postJson(app, PASSKEY.signInOptions, {})).json(), SITE);
    const malformed = [{}, { ...good, response: { ...good.response, clientDataJSON: "bm90IGpzb24" } }, { ...good, type: "password" }, { ...good, response: { ...good.response, signature: "AAAA" } }];
    for (const body of malformed) expect((await postJson(app, PASSKEY.signIn, body)).statusCode, JSON.stringify(body)).toBeOneOf([400, 401, 422]);
    const registration = (await postJson(app, PASSKEY.registrationOptions, {}, { cookie })).json();
    const broken = testAuthenticator().register(registration, SITE);
    expect((await postJson(app, PASSKEY.registration, { ...broken, response: { ...broken.response, attestationObject: "oWNmbXQ" } }, { cookie })).statusCode).toBe(400);
    expect((await postJson(app, PASSKEY.signInOptions, {}, { origin: "https://outro.exemplo" })).statusCode).toBe(403);
  });

  it("a member removes their own passkey, and no one else's", async () => {
    const authenticator = testAuthenticator();
    const dona = await staffCookie(app, "dona@tramita.com.br");
    expect((await register(app, dona, authenticator)).statusCode).toBe(201);
    const ana = await staffCookie(app, "ana@tramita.com.br");
    expect((await post(app, PASSKEY.remove, { chave: authenticator.credentialId }, { cookie: ana })).statusCode).toBe(303);
    expect(await passkeyRows(app)).toHaveLength(1);
    const removed = await post(app, PASSKEY.remove, { chave: authenticator.credentialId }, { cookie: dona });
    expect(removed.headers.location).toBe(`${PANEL_PATH}?chave=removida#chaves`);
    expect(await passkeyRows(app)).toEqual([]);
    expect((await app.inject({ method: "GET", url: `${PANEL_PATH}?chave=removida`, headers: { cookie: dona } })).body).toContain("Chave de acesso removida.");
    expect((await passkeySignIn(app, authenticator)).statusCode).toBe(401);
  });

  it("limits the passkey ceremonies one client address begins", async () => {
    for (let i = 0; i < STAFF_PASSKEY_RATE_LIMIT.max; i++) expect((await postJson(app, PASSKEY.signInOptions, {})).statusCode).toBe(200);
    const limited = await postJson(app, PASSKEY.signInOptions, {});
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("serves the passkeys' script as JavaScript: the library, then the ceremonies against these endpoints", async () => {
    const script = await app.inject({ method: "GET", url: PASSKEY.script });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.body.indexOf("SimpleWebAuthnBrowser")).toBeGreaterThanOrEqual(0);
    expect(script.body.indexOf("SimpleWebAuthnBrowser")).toBeLessThan(script.body.indexOf("runPanelPasskeys"));
    for (const path of [PASSKEY.signInOptions, PASSKEY.signIn, PASSKEY.registrationOptions, PASSKEY.registration]) expect(script.body).toContain(JSON.stringify(path));
  });
});
