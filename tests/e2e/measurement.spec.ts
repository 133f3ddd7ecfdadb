// Aggregate measurement end to end, on a server of its own (its counts are this spec's alone):
// three visits (a campaign's, a search engine's, a direct one) and one conversion are counted
// with nothing stored on the device; the owners then sign in to /painel through the e-mailed
// link and read 3 entries, the channels, the rate and field speed of '/'.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_MEASUREMENT_PORT } from "../../playwright.config";
import { axeViolations, decodeEml, fillContactForm, openHeroContactForm, solveAltcha, waitForHydration } from "./helpers";

const PORT = E2E_MEASUREMENT_PORT;
// localhost, not 127.0.0.1: browsers keep the Secure session cookie of http://localhost only.
const ORIGIN = `http://localhost:${PORT}`;
const STAFF = "dona@tramita.com.br";

// The server's data directory is made by the hook that starts it and removed only after that
// server has exited: made when the module loaded, each process that loads this file (the
// runner lists it, a worker runs it, a restarted worker loads it again) left one behind, and
// the server was sent SIGTERM without being waited for, so it could still be writing its
// PGlite files while the next run or a cleanup of the temporary directory went on. A server
// that stops before the test is over fails the test with its own last lines of output.
let dataDir = "";
let server: ChildProcess | null = null;
let exited: Promise<number | null> = Promise.resolve(null);
/** The server's last lines of output, shown when it stops before the test is over. */
let lastOutput = "";

test.describe.configure({ mode: "serial" });
// A fresh PGlite server starts in about a minute on a busy machine, before this spec's own work.
test.setTimeout(240_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), "tramita-measure-e2e-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_SITE_URL: ORIGIN,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      STAFF_EMAILS: STAFF,
      MEASUREMENT_FLUSH_MS: "200",
      OUTBOX_POLL_MS: "200",
      ALTCHA_MAX_NUMBER: "2000",
      CAPTCHA_CHALLENGE_RATE_LIMIT: "100000",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  server = child;
  exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  child.stdout!.on("data", (chunk: Buffer) => {
    lastOutput = (lastOutput + chunk.toString()).slice(-4000);
  });
  await new Promise<void>((listening, failed) => {
    child.stdout!.on("data", () => lastOutput.includes("Server listening at") && listening());
    child.once("exit", (code) => failed(new Error(`the server stopped (${code}) before listening:\n${lastOutput}`)));
  });
});

const stopped = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

test.afterAll(async () => {
  if (server && !stopped(server)) server.kill("SIGTERM");
  await exited;
  server = null;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Fails with the server's own last words if it stopped before the test was over. */
test.afterEach(() => {
  if (server && stopped(server)) throw new Error(`the measurement server stopped during the test (${server.exitCode ?? server.signalCode}):\n${lastOutput}`);
});

/** Whatever the page keeps on the device: cookies, localStorage and sessionStorage. */
const deviceStorage = (page: Page) => page.evaluate(() => ({ cookie: document.cookie, local: { ...localStorage }, session: { ...sessionStorage } }));
const NOTHING = { cookie: "", local: {}, session: {} };

/** The page is hidden, as when its visitor switches tabs: field speed's beacon goes then. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

/** The beacons' bodies the page sent, read by a spy around navigator.sendBeacon (the browser does not expose a beacon's body to the test). */
const sentBeacons = (page: Page) => page.evaluate(() => (window as unknown as { beacons: string[] }).beacons);

/** One visit in a fresh browser: opens `path` (from `referer`), lets field speed load after idle, then leaves; the device is checked empty. */
async function visit(browser: Browser, path: string, { referer, act }: { referer?: string; act?: (page: Page) => Promise<void> } = {}) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const beacons: string[] = [];
    (window as unknown as { beacons: string[] }).beacons = beacons;
    navigator.sendBeacon = (url, data) => {
      void (data as Blob).text().then((text) => beacons.push(text));
      return send(url, data);
    };
  });
  const page = await context.newPage();
  await page.goto(ORIGIN + path, { referer });
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType("resource").some((r) => r.name.includes("field-speed"))), { timeout: 20_000 }).toBe(true);
  if (act) await act(page);
  await hide(page);
  await expect.poll(async () => (await sentBeacons(page)).some((b) => b.includes('"kind":"vitals"'))).toBe(true);
  const beacons = await sentBeacons(page);
  expect(await deviceStorage(page)).toEqual(NOTHING);
  await context.close();
  return beacons;
}

/** Sends the contact form of the landing's hero. */
async function sendContactForm(page: Page) {
  const dialog = await openHeroContactForm(page);
  await fillContactForm(dialog, { name: "Mariana Souza", email: `medicao.${Date.now()}@contabilhorizonte.com.br`, company: "Contábil Horizonte", details: "Protocolos entre três filiais e a matriz." });
  await solveAltcha(dialog);
  await dialog.getByRole("button", { name: "Enviar solicitação" }).click();
  await expect(dialog.getByRole("heading", { name: "Solicitação enviada com sucesso!" })).toBeVisible();
}

/** The sign-in link of the newest /painel e-mail to `to`. */
async function mailedPanelLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const mailDir = join(dataDir, "mail");
      const mails = (() => {
        try {
          return readdirSync(mailDir).filter((f) => f.endsWith(".eml")).map((f) => decodeEml(readFileSync(join(mailDir, f), "utf8")));
        } catch {
          return [];
        }
      })();
      link = mails.map((m) => new RegExp(`^To: ${to}$`, "m").test(m) && /(http:\/\/localhost:\d+\/painel\/entrar\?token=[\w-]+)/.exec(m)?.[1]).find(Boolean) || undefined;
      return link !== undefined;
    }, { timeout: 20_000 })
    .toBe(true);
  return link!;
}

test("three visits and a conversion are counted with nothing on the device, and /painel shows them to the owners signed in by e-mail", async ({ browser }) => {
  const campaign = await visit(browser, "/?utm_source=newsletter&utm_medium=email&utm_campaign=novembro", { act: sendContactForm });
  expect(campaign.filter((b) => b.includes('"kind":"form"'))).toHaveLength(1);
  expect(campaign.find((b) => b.includes('"kind":"view"'))).toContain('"entry":true');
  await visit(browser, "/", { referer: "https://www.google.com/" });
  const direct = await visit(browser, "/");
  // The beacon carries the route's path only: no query string, no token.
  for (const body of [...campaign, ...direct]) expect(JSON.parse(body).path).toBe("/");

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/painel`);
  await page.getByLabel("E-mail").fill(STAFF);
  await page.getByRole("button", { name: "Enviar link de entrada" }).click();
  await expect(page.getByRole("status")).toContainText("Se este e-mail tiver acesso ao painel, enviamos um link de entrada.");
  await page.goto(await mailedPanelLink(STAFF));
  await page.getByRole("button", { name: "Entrar no painel" }).click();
  await expect(page.getByRole("heading", { name: "Painel", level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

  // Counters reach the database within a flush interval.
  await expect(async () => {
    await page.reload();
    const channels = page.getByRole("region", { name: "Visitas e entradas por canal" });
    await expect(channels.getByRole("row", { name: /^Total/ })).toContainText(/Total\s*\d+\s*3$/);
    for (const channel of ["E-mail", "Busca orgânica", "Direto"]) await expect(channels.getByRole("row", { name: new RegExp(`^${channel}\\b`) })).toContainText(/1$/);
    const funnel = page.getByRole("region", { name: "Funil por canal" });
    await expect(funnel.getByRole("row", { name: /^E-mail/ })).toContainText(/1\s*1\s*1\s*1\s*0\s*100%$/);
    await expect(funnel.getByRole("row", { name: /^Todos os canais/ })).toContainText(/^Todos os canais\s*3\s*1\s*1\s*1\s*0\s*33%$/);
    await expect(page.getByRole("region", { name: /Velocidade real/ }).getByRole("row", { name: /^\/ Computador/ })).toContainText(/\d[\d.]* ms \((bom|ruim)\)/);
  }).toPass({ timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});
