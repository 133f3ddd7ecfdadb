// The ROI calculator (/calculadora-roi-digitalizacao-documentos) against the built site and
// the real pricing API: outputs follow the inputs, the payback uses the plan that fits, the
// URL round-trips a result, the prerendered HTML already shows the default calculation. Its
// axe check and its 360 px layout are the route sweep's.
import { expect, test, type Page } from "@playwright/test";

const PATH = "/calculadora-roi-digitalizacao-documentos";
const monthly = (page: Page) => page.getByTestId("roi-monthly-savings");
const payback = (page: Page) => page.getByTestId("roi-payback");
const field = (page: Page, name: string) => page.getByRole("spinbutton", { name });
const money = (page: Page, name: string) => page.getByRole("textbox", { name });

async function openCalculator(page: Page, query = "") {
  await page.goto(`${PATH}${query}`);
  // Hydrated once the plan's price has come back from the pricing API.
  await expect(payback(page)).not.toHaveText("...");
}

test("the outputs follow the inputs, and the payback uses the price of the plan that fits", async ({ page }) => {
  await openCalculator(page);
  // Defaults (worked in app/features/roi-calculator/roi.test.ts): R$ 2.384,00 a month; Ouro
  // annual R$ 2.978,04 ÷ 2.384,00 = 1,2 months.
  await expect(monthly(page)).toHaveText(/^R\$\s2\.384,00$/);
  await expect(page.getByTestId("roi-yearly-savings")).toHaveText(/^R\$\s28\.608,00$/);
  await expect(page.getByTestId("roi-hours")).toContainText("29,4 h/mês");
  await expect(page.getByTestId("roi-sheets")).toContainText("6.480 por ano");
  await expect(payback(page)).toContainText("Em 1,2 meses");
  await expect(page.getByText(/^Plano Ouro anual: R\$\s2\.978,04/)).toBeVisible();

  // 240 documents: paper 360,00 + courier 480,00 + staff 3.000,00 + archive 400,00 = 4.240,00;
  // left 36,00 + 48,00 + 60,00 + 80,00 = 224,00; savings 4.016,00. 240 protocols: Diamante,
  // R$ 5.468,04 a year ÷ 4.016,00 = 1,4 months.
  await field(page, "Documentos ou processos por mês").fill("240");
  await expect(monthly(page)).toHaveText(/^R\$\s4\.016,00$/);
  await expect(payback(page)).toContainText("Em 1,4 meses");
  await expect(page.getByText(/^Plano Diamante anual: R\$\s5\.468,04/)).toBeVisible();

  // The 98% time reduction is an editable assumption: at 50% the staff line keeps 1.500,00.
  await field(page, "Redução do tempo gasto").fill("50");
  await expect(monthly(page)).toHaveText(/^R\$\s2\.576,00$/);
  // 240 × 15 min = 60 h, half of it saved.
  await expect(page.getByTestId("roi-hours")).toContainText("30 h/mês");

  // Money typed the Brazilian way: R$ 0,50 a page adds 240 × 5 × 0,20 × 90% = 216,00.
  await money(page, "Custo por página impressa").fill("0,50");
  await expect(monthly(page)).toHaveText(/^R\$\s2\.792,00$/);
  await money(page, "Custo por página impressa").fill("abc");
  await expect(page.getByText(/^Informe um valor em reais/)).toBeVisible();
  await expect(monthly(page)).toHaveText(/^R\$\s2\.792,00$/);

  // The formulas panel shows the visitor's own numbers.
  const how = page.locator("section[aria-labelledby='como-calculamos']");
  await expect(how).toContainText(/240 × 5 × R\$\s0,50 = R\$\s600,00 por mês/);

  // More than 10 people: custom plan, no price, a proposal through the contact modal.
  await field(page, "Pessoas envolvidas").fill("11");
  await expect(payback(page)).toContainText("Sob proposta");
  await page.getByRole("button", { name: "Solicitar proposta" }).click();
  await expect(page.getByRole("dialog", { name: "Formulário de contato" })).toBeVisible();
});

test("the chart covers 12 to 24 months and has a table of the same numbers", async ({ page }) => {
  await openCalculator(page);
  const chart = page.getByTestId("roi-chart");
  await expect(chart).toBeVisible();
  await expect(chart.locator("desc")).toContainText(/Em 24 meses, o custo acumulado sem o Tramita chega a R\$\s61\.440,00/);
  await page.getByText("Ver os valores mês a mês em tabela").click();
  // The table follows the chart's figure, in its own disclosure.
  const rows = page.locator("figure + details table tbody tr");
  await expect(rows).toHaveCount(24);
  // Month 1: 2.560,00 without; 176,00 + 2.978,04 with (the annual plan paid up front).
  await expect(rows.first()).toContainText(/R\$\s2\.560,00.*R\$\s3\.154,04/);
  await page.getByRole("radio", { name: "12 meses" }).check();
  await expect(rows).toHaveCount(12);
  await expect(page).toHaveURL(/meses=12/);
});

test("the inputs live in the URL: a shared link shows the same result", async ({ page, browser }) => {
  await openCalculator(page);
  await field(page, "Documentos ou processos por mês").fill("240");
  await field(page, "Minutos gastos por documento").fill("20");
  await money(page, "Arquivo físico por mês").fill("1.000,00");
  await expect(page).toHaveURL(/documentos=240&.*minutos=20&.*arquivo=100000/);
  const shown = await monthly(page).textContent();

  const other = await (await browser.newContext()).newPage();
  await openCalculator(other, new URL(page.url()).search);
  await expect(field(other, "Documentos ou processos por mês")).toHaveValue("240");
  await expect(money(other, "Arquivo físico por mês")).toHaveValue("1.000,00");
  await expect(monthly(other)).toHaveText(shown!);
  await other.context().close();

  // Invalid values fall back to their defaults one by one.
  await openCalculator(page, "?documentos=abc&paginas=5&pessoas=9999");
  await expect(monthly(page)).toHaveText(/^R\$\s2\.384,00$/);
});

test("the prerendered HTML already shows the default calculation and every formula", async ({ request }) => {
  const html = await (await request.get(PATH)).text();
  expect(html).toContain("Quanto a sua empresa economiza sem papel");
  expect(html).toMatch(/R\$\s2\.384,00/);
  expect(html).toContain("Como calculamos");
  expect(html).toContain("Custo acumulado com e sem o Tramita");
});
