import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, solveAltcha } from "./helpers";

const tier = (page: Page) => page.getByTestId("calculator-tier");
const total = (page: Page) => page.getByTestId("calculator-total");

async function openCalculator(page: Page, query = "") {
  await page.goto(`/calculadora${query}`);
  await expect(total(page)).toBeVisible();
}

test("the calculator reprices as inputs change; above 10 users it asks for a proposal", async ({ page }) => {
  await openCalculator(page);
  // Defaults: Ouro at its limits, annual.
  await expect(tier(page)).toHaveText("Ouro");
  await expect(total(page)).toHaveText(/^R\$\s248,17$/);
  await expect(page.getByTestId("calculator-savings")).toContainText(/R\$\s609,96/);

  await page.getByRole("switch", { name: /Anual/ }).click();
  await expect(total(page)).toHaveText(/^R\$\s299,00$/);

  const users = page.getByRole("spinbutton", { name: "Usuários" });
  await users.fill("2");
  await page.getByRole("spinbutton", { name: "Protocolos por mês" }).fill("40");
  await page.getByRole("spinbutton", { name: "Armazenamento" }).fill("2");
  await expect(tier(page)).toHaveText("Prata");
  await expect(total(page)).toHaveText(/^R\$\s149,00$/);

  await page.getByRole("switch", { name: "Assinatura eletrônica" }).check();
  await expect(total(page)).toHaveText(/^R\$\s208,00$/);
  await expect(page.getByRole("row", { name: /Assinatura eletrônica/ })).toContainText(/R\$\s59,00/);

  // The slider works from the keyboard and speaks pt-BR.
  const slider = page.getByRole("slider", { name: "Usuários" });
  await slider.focus();
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveAttribute("aria-valuetext", "3 usuários");
  await expect(tier(page)).toHaveText("Ouro");

  await users.fill("11");
  await expect(tier(page)).toHaveText("Personalizado");
  await expect(total(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Solicitar proposta" }).click();
  await expect(page.getByRole("dialog", { name: "Formulário de contato" })).toBeVisible();
});

test("the configuration lives in the URL and survives a reload; invalid values fall back to defaults", async ({ page }) => {
  await openCalculator(page);
  await page.getByRole("spinbutton", { name: "Usuários" }).fill("8");
  await page.getByRole("spinbutton", { name: "Armazenamento" }).fill("10");
  await page.getByRole("switch", { name: "Malote digital" }).check();
  await page.getByRole("switch", { name: /Anual/ }).click();
  await expect(page).toHaveURL(/\?usuarios=8&protocolos=150&armazenamento=10&modulos=malote-digital&periodo=mensal$/);
  // Diamante 549 + 2 GB × 4,90 + 39 = 597,80
  await expect(total(page)).toHaveText(/^R\$\s597,80$/);

  await page.reload();
  await expect(tier(page)).toHaveText("Diamante");
  await expect(total(page)).toHaveText(/^R\$\s597,80$/);
  await expect(page.getByRole("spinbutton", { name: "Usuários" })).toHaveValue("8");
  await expect(page.getByRole("switch", { name: "Malote digital" })).toBeChecked();
  await expect(page.getByRole("switch", { name: /Anual/ })).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("link", { name: /Testar grátis por 11 dias: plano Diamante/ })).toHaveAttribute("href", "/signup?plano=diamante&periodo=mensal");

  await openCalculator(page, "?usuarios=abc&protocolos=-5&armazenamento=99999999&modulos=nada,api-integracoes&periodo=semanal");
  await expect(tier(page)).toHaveText("Ouro");
  await expect(page.getByRole("spinbutton", { name: "Usuários" })).toHaveValue("5");
  await expect(page.getByRole("switch", { name: "API e integrações" })).toBeChecked();
  await expect(page.getByRole("switch", { name: /Anual/ })).toHaveAttribute("aria-checked", "true");
});

test("'Gerar contrato (PDF)' validates the CNPJ, asks for the captcha and downloads the server's PDF", async ({ page }) => {
  await openCalculator(page, "?usuarios=5&protocolos=150&armazenamento=4&periodo=mensal");
  await expect(total(page)).toHaveText(/^R\$\s299,00$/);
  await page.getByRole("button", { name: "Gerar contrato (PDF)" }).click();
  await page.getByLabel("Razão social").fill("Construtora Horizonte Ltda.");
  const cnpj = page.getByLabel("CNPJ");
  await cnpj.fill("11222333000182");
  await expect(cnpj).toHaveValue("11.222.333/0001-82");
  await page.getByLabel("Nome da pessoa responsável").fill("Mariana Albuquerque");
  await page.getByRole("textbox", { name: /^E-mail/ }).fill("mariana@horizonte.com.br");
  await page.getByRole("button", { name: "Baixar contrato (PDF)" }).click();
  await expect(page.getByText("Informe um CNPJ válido (confira os dígitos verificadores).")).toBeVisible();
  await expect(cnpj).toBeFocused();

  await cnpj.fill("11222333000181");
  // The contract is drawn only for a solved captcha.
  await page.getByRole("button", { name: "Baixar contrato (PDF)" }).click();
  await expect(page.getByText("Por favor, complete o desafio reCAPTCHA")).toBeVisible();
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Baixar contrato (PDF)" }) });
  await solveAltcha(form);
  await expect(page.getByText("Por favor, complete o desafio reCAPTCHA")).toBeHidden();
  const responsePromise = page.waitForResponse((r) => r.url().endsWith("/api/quotes") && r.request().method() === "POST");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Baixar contrato (PDF)" }).click();
  const response = await responsePromise;
  expect(response.status()).toBe(201);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const id = response.headers()["x-quote-id"];
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`contrato-tramita-${id}.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.length).toBeGreaterThan(1000);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect(page.getByTestId("contract-done")).toContainText(id!);
});

test("the page has no serious or critical accessibility violation", async ({ page }) => {
  await openCalculator(page);
  await page.getByRole("button", { name: "Gerar contrato (PDF)" }).click();
  await expect(page.getByLabel("Razão social")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("no horizontal scroll at 360 and 768 px", async ({ page }) => {
  for (const width of [360, 768]) {
    await page.setViewportSize({ width, height: 800 });
    await openCalculator(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
  }
});
