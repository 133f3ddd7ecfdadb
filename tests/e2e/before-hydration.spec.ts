// The page tells the truth before it hydrates: what a visitor does on the prerendered page,
// before its scripts have run, is not undone by hydration. The scripts are held back until
// the visitor has acted, on a CPU four times slower, so hydration comes after, every time.
import { expect, test } from "@playwright/test";
import { DATA_RIGHTS_PAGE } from "../../contracts/api-paths";
import { holdScripts, slowCpu, solveAltcha, waitForHydration, withSavedConsent } from "./helpers";

test.beforeEach(async ({ page }) => {
  await withSavedConsent(page);
  await slowCpu(page);
});

test("review: what is typed into the sign-up form before hydration is kept and sent", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `helena.${Date.now()}@obrasnorte.com.br`;
  const release = await holdScripts(page);
  await page.goto("/signup", { waitUntil: "commit" });
  await page.getByRole("textbox", { name: /^Nome completo/ }).fill("Helena Duarte");
  await page.getByRole("textbox", { name: /^E-mail de trabalho/ }).fill(email);
  await page.getByRole("textbox", { name: /^Empresa/ }).fill("Obras Norte");
  await page.getByRole("textbox", { name: /^Telefone/ }).fill("31998765432");
  await page.getByLabel(/^Crie uma senha/).fill("malote-digital-na-obra");
  await page.getByLabel(/Li e aceito os Termos de Uso/).check();
  release();
  await waitForHydration(page);

  await expect(page.getByRole("textbox", { name: /^Nome completo/ })).toHaveValue("Helena Duarte");
  await expect(page.getByRole("textbox", { name: /^Telefone/ })).toHaveValue("(31) 99876-5432");
  await expect(page.getByLabel(/^Crie uma senha/)).toHaveValue("malote-digital-na-obra");
  await expect(page.getByText(/Força da senha: (Boa|Forte)\./)).toBeVisible();
  await expect(page.getByLabel(/Li e aceito os Termos de Uso/)).toBeChecked();
  // The form's state holds it all: the account is created with nothing typed again.
  await solveAltcha(page.locator("main"));
  await page.getByRole("button", { name: "Criar conta e começar o teste" }).click();
  await expect(page).toHaveURL(/\/signup-success$/, { timeout: 20_000 });
  await expect(page.getByTestId("signup-success-email")).toContainText(email);
});

test("review: what is typed into the data-rights e-mail step before hydration is kept and sent", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `titular.${Date.now()}@exemplo.com.br`;
  const release = await holdScripts(page);
  await page.goto(DATA_RIGHTS_PAGE, { waitUntil: "commit" });
  await page.getByRole("textbox", { name: "Seu e-mail" }).fill(email);
  release();
  await waitForHydration(page);

  await expect(page.getByRole("textbox", { name: "Seu e-mail" })).toHaveValue(email);
  await solveAltcha(page.locator("main"));
  await page.getByRole("button", { name: "Enviar link de acesso" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Confira sua caixa de entrada." })).toContainText(email);
});

test("review: the password reset's e-mail form is not prerendered, so nothing is typed into it before hydration", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/recuperar-senha", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Recupere o acesso à sua conta" })).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  release();
  await expect(page.getByRole("textbox", { name: "E-mail da conta" })).toBeVisible();
});

test("review: a plan button pressed before the pricing section hydrates hands /signup the plan in the URL and in navigation state", async ({ page }) => {
  // The landing hydrates; the part with the pricing section waits for its code.
  const release = await holdScripts(page, /\/assets\/below-the-fold-[^/]+\.js$/);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Começar agora: plano Ouro" }).click();
  await expect(page).toHaveURL(/\/signup\?plano=ouro&periodo=anual$/);
  release();
  await waitForHydration(page);

  await expect(page.getByTestId("signup-plan-name")).toHaveText("Plano Ouro");
  // The same selected plan a hydrated card hands over (pricing.spec.ts), price included.
  await expect
    .poll(() => page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr))
    .toEqual({ selectedPlan: { name: "Ouro", price: 248.17, period: "anual", users: 5, protocols: 150, storage: "4 GB" } });
  await expect(page).toHaveURL(/\/signup\?plano=ouro&periodo=anual$/);
});
