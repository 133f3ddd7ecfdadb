// PRICING_API=app against a fake platform on loopback that answers only the spec's fields
// (§3 'Pricing response') with figures unlike our price table: the landing, /signup,
// /calculadora, the ROI calculator, the contract PDF and /assinatura all show its prices.
// This file starts its own server (the suite's shared one prices from the table).
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { ACCOUNT_API, PRICING_CALCULATE_PATH } from "../../contracts/api-paths";
import { solvedAltchaToken } from "../../server/test/demo-request-fixtures";
import { startFakePlatform, type FakePlatform } from "../../server/test/fake-platform";
import { freePort } from "../../server/test/smtp-listener";
import { changePlan, decodeEml, openLanding, solveAltcha, withSavedConsent } from "./helpers";

const ROOT = join(import.meta.dirname, "..", "..");

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default", timeout: 60_000 });

let platform: FakePlatform;
let server: ChildProcess;
let baseURL = "";
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  platform = await startFakePlatform();
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), "tramita-e2e-platform-"));
  baseURL = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      PUBLIC_SITE_URL: baseURL,
      APP_URL: platform.origin,
      PRICING_API: "app",
      ALTCHA_MAX_NUMBER: "2000",
      OUTBOX_POLL_MS: "200",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await expect.poll(() => fetch(`${baseURL}/healthz`).then((r) => r.status, () => 0), { timeout: 60_000 }).toBe(200);
});

test.afterAll(async () => {
  server?.kill("SIGTERM");
  await platform?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let context: BrowserContext | undefined;
/** A page of this file's server (the configured baseURL is the shared server's). */
async function sitePage(browser: Browser): Promise<Page> {
  context = await browser.newContext({ baseURL });
  return context.newPage();
}
test.afterEach(() => context?.close());

// The fake platform's figures (server/test/fake-platform.ts): Prata, Ouro and Diamante at
// their limits cost R$ 105,00, R$ 210,00 and R$ 420,00 a month, 21% less on the annual plan:
// R$ 82,95, R$ 165,90 and R$ 331,80 a month. Our table says 149/299/549 and 17%.

test("the landing and /signup show the platform's prices and savings", async ({ browser }) => {
  const page = await sitePage(browser);
  await openLanding(page);
  const prices = page.getByTestId("plan-price");
  await expect(prices).toHaveText([/R\$\s83$/, /R\$\s166$/, /R\$\s332$/]);
  await expect(page.getByTestId("plan-card").first().locator("s")).toHaveText(/R\$\s105/);
  await expect(page.getByText("Economia de 21% no plano anual")).toHaveCount(3);
  await expect(page.getByRole("switch", { name: /Anual/ })).toHaveAccessibleName("Anual até 21% off");
  await page.getByRole("switch", { name: /Anual/ }).click();
  await expect(prices).toHaveText([/R\$\s105$/, /R\$\s210$/, /R\$\s420$/]);
  expect(platform.requests.length).toBeGreaterThanOrEqual(3);

  await page.goto("/signup?plano=diamante&periodo=mensal");
  await expect(page.getByTestId("signup-plan-price")).toHaveText(/R\$\s420$/);
});

test("the landing sends its three pricing calls once, to the platform, never to this site first", async ({ browser }) => {
  const page = await sitePage(browser);
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "POST" && url.pathname === PRICING_CALCULATE_PATH) calls.push(url.origin);
  });
  await openLanding(page);
  await expect(page.getByTestId("plan-price")).toHaveText([/R\$\s83$/, /R\$\s166$/, /R\$\s332$/]);
  expect(calls).toEqual([platform.origin, platform.origin, platform.origin]);
});

test("/calculadora shows the platform's totals without a breakdown, and its savings on the badge", async ({ browser }) => {
  const page = await sitePage(browser);
  await page.goto("/calculadora");
  const total = page.getByTestId("calculator-total");
  // Ouro at its limits, annual by default.
  await expect(page.getByTestId("calculator-tier")).toHaveText("Ouro");
  await expect(total).toHaveText(/^R\$\s165,90$/);
  await expect(page.getByText(/R\$\s1\.990,80 por ano, cobrados de uma vez/)).toBeVisible();
  await expect(page.getByTestId("calculator-savings")).toHaveText(/Você economiza R\$\s529,20 por ano \(21%\)/);
  await expect(page.getByRole("switch", { name: /Anual/ })).toHaveAccessibleName("Anual até 21% off");
  await expect(page.getByTestId("calculator-monthly-total")).toHaveText(/^R\$\s210,00$/);
  // None of our table's extras: no breakdown lines, no module or storage prices.
  await expect(page.getByText("Mensalidade do plano Ouro")).toHaveCount(0);
  await expect(page.getByText(/^\+ R\$/)).toHaveCount(0);
  await expect(page.locator("section[aria-labelledby='como-calculamos']")).not.toContainText("R$");
  await expect(page.locator("section[aria-labelledby='como-calculamos']")).not.toContainText("17%");

  await page.getByRole("switch", { name: /Anual/ }).click();
  await expect(total).toHaveText(/^R\$\s210,00$/);
  // A module: the platform adds R$ 25,00.
  await page.getByRole("switch", { name: "Malote digital" }).check();
  await expect(total).toHaveText(/^R\$\s235,00$/);
  await page.getByRole("spinbutton", { name: "Usuários" }).fill("11");
  await expect(page.getByTestId("calculator-tier")).toHaveText("Personalizado");
  await expect(page.getByRole("button", { name: "Solicitar proposta" })).toBeVisible();
});

test("the ROI calculator pays back the platform's plan price", async ({ browser }) => {
  const page = await sitePage(browser);
  await page.goto("/calculadora-roi-digitalizacao-documentos");
  await expect(page.getByTestId("roi-payback")).not.toHaveText("...");
  await expect(page.getByText(/^Plano Ouro anual: R\$\s1\.990,80, ou R\$\s165,90 por mês/)).toBeVisible();
  // R$ 2.384,00 saved a month (roi-calculator.spec.ts) × 12 − R$ 1.990,80.
  await expect(page.getByTestId("roi-net-yearly")).toHaveText(/^R\$\s26\.617,20$/);
});

test("the contract PDF charges the platform's price", async ({ browser }) => {
  const page = await sitePage(browser);
  execFileSync("bash", [join(ROOT, "scripts", "ensure-debian-package.sh"), "pdftotext", "poppler-utils"], { stdio: "ignore" });
  await page.goto("/calculadora?usuarios=5&protocolos=150&armazenamento=4&modulos=api-integracoes&periodo=mensal");
  await expect(page.getByTestId("calculator-total")).toHaveText(/^R\$\s235,00$/);
  await page.getByRole("button", { name: "Gerar contrato (PDF)" }).click();
  await page.getByLabel("Razão social").fill("Construtora Horizonte Ltda.");
  await page.getByLabel("CNPJ").fill("11222333000181");
  await page.getByLabel("Nome da pessoa responsável").fill("Mariana Albuquerque");
  await page.getByRole("textbox", { name: /^E-mail/ }).fill("mariana@horizonte.com.br");
  await solveAltcha(page.locator("form").filter({ has: page.getByRole("button", { name: "Baixar contrato (PDF)" }) }));
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Baixar contrato (PDF)" }).click();
  const download = await downloadPromise;
  const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", (await download.path())!, "-"], { encoding: "utf8" });
  expect(text).toMatch(/Total mensal\s+R\$ 235,00/);
  expect(text).toContain("Valor a pagar: R$ 235,00 por mês");
  // 235,00 × 79% = 185,65 a month on the annual plan, 12 of them a year.
  expect(text).toMatch(/sairia\s+por\s+R\$ 2\.227,80\s+por\s+ano/);
  expect(text).not.toContain("Mensalidade do plano");
});

test("/assinatura shows and records the platform's prices", async ({ browser }) => {
  const page = await sitePage(browser);
  await withSavedConsent(page);
  const email = `paula.${Date.now()}@construtoraprumo.com.br`;
  const signup = await page.request.post(ACCOUNT_API.signup, {
    headers: { origin: baseURL },
    data: {
      name: "Paula Prado",
      email,
      company: "Construtora Prumo",
      phone: "+55 (31) 99876-5432",
      password: "obra-segura-2026",
      acceptTerms: true,
      plan: { tier: "diamante", period: "mensal" },
      captchaToken: await solvedAltchaToken({ baseUrl: baseURL }, "signup"),
    },
  });
  expect(signup.status()).toBe(202);

  // The confirmation link from the .eml the outbox wrote; opening it starts the trial and a session.
  const mailDir = join(dataDir, "mail");
  const pattern = /https?:\/\/[^\s"<]+(\/confirmar-email\?token=[A-Za-z0-9_-]{43})/;
  let path = "";
  await expect
    .poll(() => {
      const mails = (() => {
        try {
          return readdirSync(mailDir).map((f) => decodeEml(readFileSync(join(mailDir, f), "utf8")));
        } catch {
          return [];
        }
      })();
      path = pattern.exec(mails.find((m) => m.includes(`To: ${email}`)) ?? "")?.[1] ?? "";
      return path;
    }, { timeout: 15_000 })
    .not.toBe("");
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Tudo certo, Paula!" })).toBeVisible();

  await page.goto("/assinatura");
  const current = page.getByTestId("current-plan");
  await expect(current).toContainText("Plano Diamante");
  await expect(current).toContainText("R$ 420,00");
  await changePlan(page, "Ouro", "Anual", "Novo valor: R$ 165,90/mês (R$ 1.990,80 por ano), em vez de R$ 420,00/mês.");
  await expect(current).toContainText("Plano Ouro");
  await expect(current).toContainText("R$ 165,90");
  await expect(current).toContainText("R$ 1.990,80 por ano");
  const history = page.getByTestId("subscription-history");
  await expect(history.getByRole("listitem").first()).toContainText("Plano Ouro, anual, R$ 165,90/mês");
  await expect(history).toContainText("Plano Diamante, mensal, R$ 420,00/mês");
});
