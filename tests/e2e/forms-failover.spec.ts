// Every form of the site, filled and sent in the browser through nginx on deploy/nginx.conf
// (TLS and all, as server/test/topology.ts runs it) in front of two instances on one
// PostgreSQL, while the instance nginx tries first stops with each form in its hands: it
// receives the POST whole and commits it, and its answer never reaches nginx (a relay resets
// the connection as the answer starts, as when an instance is killed between its commit and its
// reply). nginx may pass such a POST on only because it carries an Idempotency-Key
// (@keyed_api); the other instance answers the key from its record. So for each of the ten
// forms: the browser sent one POST with a key; nginx's access log shows it tried the stopping
// instance first and then the other one ("502, 2xx"); the visitor sees the form's success;
// and the submission exists once: one record, no mail and no event written twice.
// Which instance comes first is not left to round robin: the other one is nginx's `backup`.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { Client } from "pg";
import { ACCOUNT_API, BOOKING_API, DATA_RIGHTS_API, DATA_RIGHTS_PAGE, DEMO_REQUEST_PATH, IDEMPOTENCY_HEADER, MATURITY_REPORT_PATH, NEWSLETTER_API, QUOTES_PATH } from "../../contracts/api-paths";
import { QUESTIONS } from "../../contracts/maturity-assessment";
import { E2E_APP_URL, E2E_FAILOVER_PORTS } from "../../playwright.config";
import { EASY_ALTCHA } from "../../server/test/demo-request-fixtures";
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from "../../server/test/private-postgres";
import { nginxUnavailable, startAnswerDroppingRelay, startInstance, startProxy, type AnswerDroppingRelay, type Instance, type Proxy } from "../../server/test/topology";
import { startWebhookReceiver, testSecret, type WebhookReceiver } from "../../server/test/webhook-receiver";
import { decodeEml, fillContactForm, fillForm, fillSignup, freeSlotNearWindowEnd, openBooking, openContactForm, pickSlot, solveAltcha, visitor, waitForHydration, withSavedConsent } from "./helpers";

const [NGINX_PORT, RELAY_PORT, STOPPING_PORT, OTHER_PORT] = E2E_FAILOVER_PORTS;
const ORIGIN = `https://127.0.0.1:${NGINX_PORT}`;
const PASSWORD = "protocolo-digital-sem-fila";
const CRM_SECRET = testSecret("f");

const skipped = privatePostgresUnavailable() ?? nginxUnavailable();

// A cluster, two instances, the site's release and nginx, then ten forms with their captchas.
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.skip(skipped !== null, skipped ?? "");

let postgres: PrivatePostgres;
let db: Client;
let crm: WebhookReceiver;
let relay: AnswerDroppingRelay;
let proxy: Proxy;
const instances: Instance[] = [];
const dataDirs: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startPrivatePostgres();
  crm = await startWebhookReceiver(CRM_SECRET);
  const env: NodeJS.ProcessEnv = {
    ...EASY_ALTCHA,
    DATABASE_URL: postgres.url,
    CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? "build/client",
    PUBLIC_SITE_URL: ORIGIN,
    APP_URL: E2E_APP_URL,
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    OUTBOX_POLL_MS: "200",
    CRM_WEBHOOK_URL: crm.url,
    CRM_WEBHOOK_SECRET: CRM_SECRET,
  };
  const start = (port: number) => {
    const dataDir = mkdtempSync(join(tmpdir(), "tramita-e2e-failover-"));
    dataDirs.push(dataDir);
    // Two fresh processes migrating one database on two cores the suite shares: allow them time.
    return startInstance(port, { ...env, DATA_DIR: dataDir }, { readyWithinMs: 150_000 });
  };
  // Both at once: the second waits for the first's migrations under the lock.
  instances.push(...(await Promise.all([start(STOPPING_PORT), start(OTHER_PORT)])));
  relay = await startAnswerDroppingRelay(RELAY_PORT, STOPPING_PORT);
  proxy = await startProxy([RELAY_PORT], { ...env, DATA_DIR: dataDirs[0] }, { port: NGINX_PORT, backupPorts: [OTHER_PORT] });
  db = new Client({ connectionString: postgres.url });
  await db.connect();
});

test.afterAll(async () => {
  await db?.end();
  await proxy?.stop();
  await relay?.close();
  for (const instance of instances) {
    instance.child.kill("SIGTERM");
    await instance.exited;
  }
  await crm?.close();
  await postgres?.destroy();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** A count from the shared database. */
async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: string }>(sql, params);
  return Number(rows[0]!.n);
}

/** What the database holds about `email` that a submission adds: its form's records, its mails, its events. */
async function snapshot(email: string, recordsSql: string) {
  return {
    records: await count(recordsSql, [email]),
    lastMail: await count("select coalesce(max(id), 0) as n from outbox", []),
    lastEvent: await count("select coalesce(max(id), 0) as n from webhook_deliveries", []),
  };
}

/** Every mail the two instances delivered (their outboxes write .eml files), decoded, the newest first. */
function deliveredMails(): string[] {
  const files = dataDirs.flatMap((dir) => {
    try {
      return readdirSync(join(dir, "mail"))
        .filter((f) => f.endsWith(".eml"))
        .map((f) => join(dir, "mail", f));
    } catch {
      return [];
    }
  });
  return files
    .map((file) => ({ file, at: statSync(file).mtimeMs }))
    .toSorted((a, b) => b.at - a.at)
    .map(({ file }) => decodeEml(readFileSync(file, "utf8")));
}

/** The path and query of the `path?token=...` link in the newest mail delivered to `to` that has one. */
async function mailedLink(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https://127\\.0\\.0\\.1:${NGINX_PORT}(${path}\\?token=[A-Za-z0-9_-]+)`);
  let found: string | undefined;
  await expect
    .poll(() => (found = deliveredMails().find((m) => new RegExp(`^To: ${to}$`, "m").test(m) && pattern.test(m))?.match(pattern)?.[1]) !== undefined, { timeout: 15_000 })
    .toBe(true);
  return found!;
}

interface FormCase {
  /** What the visitor fills, for the test's title and messages. */
  form: string;
  /** The form's API path. */
  path: string;
  /** The visitor's e-mail, unique to the case (the account's forms share one). */
  email: string;
  /** Counts the form's records about the address ($1). */
  records: string;
  /** Fills the form in the browser, sends it, and waits for the page to say it was received. */
  send(page: Page): Promise<void>;
}

const stamp = Date.now();
const address = (who: string) => `${who}.${stamp}@escritoriofailover.com.br`;
const account = { name: "Otávio Brandão", email: address("otavio"), company: "Escritório Brandão" };
const accountTokens = (purpose: string) =>
  `select count(*) as n from account_tokens where purpose = '${purpose}' and account_id = (select id from accounts where email_normalized = $1)`;
/** The one-field forms: the address, the captcha, the button; then the page's status. */
async function requestLink(page: Page, path: string, label: string, email: string, button: string, status: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole("textbox", { name: label }).fill(email);
  await solveAltcha(page.getByRole("main"));
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("status").filter({ hasText: status })).toBeVisible();
}

const CASES: FormCase[] = [
  {
    form: "demo request",
    path: DEMO_REQUEST_PATH,
    email: address("mariana"),
    records: "select count(*) as n from leads where email = $1",
    async send(page) {
      const dialog = await openContactForm(page);
      await fillContactForm(dialog, { name: "Mariana Souza", email: this.email, company: "Contábil Horizonte", details: "Protocolos entre três filiais." });
      await solveAltcha(dialog);
      await dialog.getByRole("button", { name: "Enviar solicitação" }).click();
      await expect(dialog.getByRole("heading", { name: "Solicitação enviada com sucesso!" })).toBeVisible();
    },
  },
  {
    form: "booking",
    path: BOOKING_API.book,
    email: address("helena"),
    records: "select count(*) as n from bookings where email = $1",
    async send(page) {
      const slot = await freeSlotNearWindowEnd(page.request, 1);
      await openBooking(page);
      const form = await pickSlot(page, slot);
      await fillForm(form, { ...visitor("failover"), email: this.email });
      await solveAltcha(form);
      await form.getByRole("button", { name: "Agendar demonstração" }).click();
      await expect(page.getByRole("heading", { name: "Falta só confirmar pelo e-mail" })).toBeVisible();
    },
  },
  {
    form: "maturity report",
    path: MATURITY_REPORT_PATH,
    email: address("paulo"),
    records: "select count(*) as n from maturity_report_leads where email = $1",
    async send(page) {
      await page.goto(`/avaliacao-maturidade-digital?respostas=${"2".repeat(QUESTIONS.length)}`);
      await expect(page.locator("[data-restored]")).toBeAttached();
      await page.getByRole("button", { name: "Receber o relatório por e-mail" }).first().click();
      const form = page.locator("#relatorio-envio");
      await form.getByLabel(/^Nome/).fill("Paulo Andrade");
      await form.getByLabel(/^Empresa/).fill("Construtora Aurora");
      await form.getByLabel(/^E-mail/).fill(this.email);
      await form.getByRole("checkbox", { name: /Autorizo o Tramita/ }).check();
      await solveAltcha(form);
      await form.getByRole("button", { name: "Enviar relatório" }).click();
      await expect(page.getByText("Relatório enviado.")).toBeVisible();
    },
  },
  {
    form: "quote (contract PDF)",
    path: QUOTES_PATH,
    email: address("lucia"),
    records: "select count(*) as n from quotes where email = $1",
    async send(page) {
      await page.goto("/calculadora?usuarios=5&protocolos=150&armazenamento=4&periodo=mensal");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Gerar contrato (PDF)" }).click();
      await page.getByLabel("Razão social").fill("Construtora Horizonte Ltda.");
      await page.getByLabel("CNPJ").fill("11222333000181");
      await page.getByLabel("Nome da pessoa responsável").fill("Lúcia Albuquerque");
      await page.getByRole("textbox", { name: /^E-mail/ }).fill(this.email);
      await solveAltcha(page.locator("form").filter({ has: page.getByRole("button", { name: "Baixar contrato (PDF)" }) }));
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Baixar contrato (PDF)" }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    },
  },
  {
    form: "newsletter",
    path: NEWSLETTER_API.subscribe,
    email: address("renata"),
    records: "select count(*) as n from newsletter_subscriptions where email = $1",
    async send(page) {
      await page.goto("/blog");
      await waitForHydration(page);
      const form = page.getByRole("region", { name: "Receba os novos artigos por e-mail" });
      await form.getByRole("textbox", { name: "E-mail" }).fill(this.email);
      await form.getByRole("checkbox", { name: /Quero receber por e-mail os novos artigos do blog do Tramita/ }).check();
      await solveAltcha(form);
      await form.getByRole("button", { name: "Quero receber" }).click();
      await expect(form.getByRole("status")).toContainText("Confira o seu e-mail.");
    },
  },
  {
    form: "data-rights request",
    path: DATA_RIGHTS_API.request,
    email: address("mariana"),
    records: "select count(*) as n from data_rights_links where email = $1",
    async send(page) {
      await requestLink(page, DATA_RIGHTS_PAGE, "Seu e-mail", this.email, "Enviar link de acesso", "Confira sua caixa de entrada.");
    },
  },
  {
    form: "sign-up",
    path: ACCOUNT_API.signup,
    email: account.email,
    records: "select count(*) as n from accounts where email_normalized = $1",
    async send(page) {
      await page.goto("/signup");
      await fillSignup(page, account, PASSWORD);
      await page.getByRole("button", { name: "Criar conta e começar o teste" }).click();
      await expect(page).toHaveURL(/\/signup-success$/);
      await expect(page.getByTestId("signup-success-email")).toContainText(account.email);
    },
  },
  {
    form: "new confirmation e-mail",
    path: ACCOUNT_API.resendConfirmation,
    email: account.email,
    records: accountTokens("confirm-email"),
    async send(page) {
      // The confirmation page opened without its link asks for the address.
      await requestLink(page, "/confirmar-email", "Seu e-mail", this.email, "Reenviar e-mail", `Se houver um cadastro aguardando confirmação para ${this.email}`);
    },
  },
  {
    form: "password reset",
    path: ACCOUNT_API.passwordReset,
    email: account.email,
    records: accountTokens("password-reset"),
    async send(page) {
      await requestLink(page, "/recuperar-senha", "E-mail da conta", this.email, "Enviar link", `Se houver uma conta com o e-mail ${this.email}`);
    },
  },
  {
    form: "magic link",
    path: ACCOUNT_API.magicLink,
    email: account.email,
    records: accountTokens("magic-link"),
    async send(page) {
      // A magic link is for a confirmed account: confirm it first, from the newest confirmation
      // mail. The sign-up's answer this browser got was the other instance's replay of the
      // key's record, which sets the sign-up browser cookie the first answer set (derived from
      // the key): the link confirms as in the browser that signed up, asking no password.
      await page.goto(await mailedLink(this.email, "/confirmar-email"));
      await expect(page.getByRole("heading", { name: "Tudo certo, Otávio!" })).toBeVisible();
      await expect(page.getByLabel(/^Crie uma senha/)).toHaveCount(0);
      await page.context().clearCookies();
      await requestLink(page, "/assinatura", "E-mail da conta", this.email, "Enviar link de acesso", `Se ${this.email} tiver uma conta confirmada`);
    },
  },
];

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ baseURL: ORIGIN, ignoreHTTPSErrors: true });
  page = await context.newPage();
  await withSavedConsent(page);
  // The platform lives elsewhere: its pages answer locally so a navigation to it completes.
  await page.route(`${E2E_APP_URL}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Plataforma</title>" }));
});

test.afterAll(() => context?.close());

for (const form of CASES) {
  test(`the ${form.form} form: sent with an Idempotency-Key, its instance stops before answering, nginx passes it on, and it is stored once`, async () => {
    const before = await snapshot(form.email, form.records);
    const posts: { key: string | undefined }[] = [];
    const onRequest = (request: import("@playwright/test").Request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === form.path) posts.push({ key: request.headers()[IDEMPOTENCY_HEADER] });
    };
    page.on("request", onRequest);
    try {
      await form.send.call(form, page);
    } finally {
      page.off("request", onRequest);
    }

    // One POST from the browser, with its key: nginx did the retry, not the page.
    expect(posts, "the browser's POSTs").toHaveLength(1);
    const key = posts[0]!.key;
    expect(key, "the Idempotency-Key").toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    // The stopping instance had it first, committed it, and its answer was lost.
    expect(relay.dropped.filter((d) => d.key === key).map((d) => d.requestLine)).toEqual([`POST ${form.path} HTTP/1.1`]);
    expect(await count("select count(*) as n from idempotency_keys where key = $1 and response_status is not null", [key])).toBe(1);
    // nginx tried it there, then on the other instance, which answered from the key's record.
    await expect
      .poll(() => (proxy.logs()["tramita-access.log"] ?? "").split("\n").filter((line) => line.includes(`"POST ${form.path}"`)), { timeout: 5_000 })
      .toEqual([expect.stringMatching(new RegExp(`"127\\.0\\.0\\.1:${RELAY_PORT}, 127\\.0\\.0\\.1:${OTHER_PORT}" "502, 20\\d"$`))]);

    // Stored once: one more record, and no mail or event written twice.
    const after = await snapshot(form.email, form.records);
    expect(after.records - before.records, "records about the visitor").toBe(1);
    const { rows: mails } = await db.query<{ kind: string; to: string }>("select kind, to_address as to from outbox where id > $1 and $2 = any(about)", [before.lastMail, form.email]);
    expect(new Set(mails.map((m) => `${m.kind} ${m.to}`)).size, JSON.stringify(mails)).toBe(mails.length);
    const { rows: events } = await db.query<{ type: string; destination: string }>(
      "select event_type as type, destination from webhook_deliveries where id > $1 and subject_email = $2",
      [before.lastEvent, form.email],
    );
    expect(new Set(events.map((e) => `${e.type} ${e.destination}`)).size, JSON.stringify(events)).toBe(events.length);
    // Every form mails the visitor or the sales inbox, or tells the CRM (the quote only does that).
    expect(mails.length + events.length, "mails and events about the visitor").toBeGreaterThan(0);
  });
}
