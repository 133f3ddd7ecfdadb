import { expect, test, type Page } from "@playwright/test";
import { openLanding } from "./helpers";

const PRICING = "**/api/v1/pricing/calculate";
const prices = (page: Page) => page.getByTestId("plan-price");

test("prices show '...' until the pricing answers arrive, then whole reais", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(PRICING, async (route) => {
    await held;
    await route.continue();
  });
  await openLanding(page);
  await expect(prices(page)).toHaveText(["...", "...", "..."]);
  release();
  // Annual by default: the annual plan's effective monthly price, rounded.
  await expect(prices(page)).toHaveText([/R\$\s124$/, /R\$\s248$/, /R\$\s456$/]);
  const prata = page.getByTestId("plan-card").first();
  await expect(prata.locator("s")).toHaveText(/R\$\s149/);
  await expect(prata).toContainText("Economia de 17% no plano anual");
});

test("the billing toggle switches between annual and monthly prices", async ({ page }) => {
  await openLanding(page);
  const toggle = page.getByRole("switch", { name: /Anual/ });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(prices(page).first()).toHaveText(/R\$\s124$/);
  await expect(page.getByText("Economia de 17% no plano anual")).toHaveCount(3);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(prices(page)).toHaveText([/R\$\s149$/, /R\$\s299$/, /R\$\s549$/]);
  await expect(page.getByText("Economia de 17% no plano anual")).toHaveCount(0);
  await expect(page.getByTestId("plan-card").first().locator("s")).toHaveCount(0);
});

test("a pricing failure is logged once and keeps '...' and 17%", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (m) => m.type() === "error" && m.text().startsWith("Erro ao carregar preços dos planos") && logged.push(m.text()));
  await page.route(PRICING, (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x"}' }));
  await openLanding(page);
  await expect.poll(() => logged.length).toBe(1);
  await expect(prices(page)).toHaveText(["...", "...", "..."]);
  await expect(page.getByText("Economia de 17% no plano anual")).toHaveCount(3);
});

test("the average of the plans' savings replaces the default 17%", async ({ page }) => {
  await page.route(PRICING, async (route) => {
    const { pricing } = route.request().postDataJSON() as { pricing: { users: number } };
    const savings = { 2: 19, 5: 20, 10: 22 }[pricing.users] ?? 0;
    await route.fulfill({
      contentType: "application/json",
      body: JSON.stringify({
        success: true,
        data: { monthly_plan: { total: 100 }, annual_plan: { effective_monthly_price: 80 }, comparison: { monthly_vs_annual: { percentage_savings: savings } } },
      }),
    });
  });
  await openLanding(page);
  await expect(page.getByText("Economia de 20% no plano anual")).toHaveCount(3);
});

test("a plan card hands the selected plan to /signup in navigation state and in the URL", async ({ page }) => {
  await openLanding(page);
  await expect(prices(page).nth(1)).toHaveText(/R\$\s248$/);
  await page.getByRole("link", { name: "Começar agora: plano Ouro" }).click();
  await expect(page).toHaveURL(/\/signup\?plano=ouro&periodo=anual$/);
  const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
  expect(state).toEqual({
    selectedPlan: { name: "Ouro", price: 248.17, period: "anual", users: 5, protocols: 150, storage: "4 GB" },
  });
});

test("the custom plan asks for a proposal and shows no price", async ({ page }) => {
  await openLanding(page);
  const custom = page.locator("article", { has: page.getByRole("heading", { name: "Personalizado" }) });
  await expect(custom).toContainText("Sob consulta");
  await expect(custom).not.toContainText("R$");
  await custom.getByRole("button", { name: "Solicitar proposta" }).click();
  await expect(page.getByRole("dialog", { name: "Formulário de contato" })).toBeVisible();
});
