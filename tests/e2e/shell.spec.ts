import { expect, test } from "@playwright/test";
import { E2E_APP_URL } from "../../playwright.config";
import { openLanding } from "./helpers";

/** The hero's trial button leads to /signup, whose route module is its own chunk. */
const SIGNUP_CHUNK = /\/assets\/signup-[\w-]{8}\.js$/;
const SIGNUP_TITLE = "Crie sua conta no Tramita";

test("the login links of the served header and footer carry the deployment's APP_URL before any script runs", async ({ browser }) => {
  // No script at all: what a click before hydration follows is the HTML as served.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ["/", "/sobre", "/pagina-que-nao-existe"]) {
    await page.goto(path);
    for (const part of ["header", "footer"]) {
      const links = page.locator(part).locator('a[target="_blank"][href$="/login"]');
      await expect(links.first(), `${path} ${part}`).toBeAttached();
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) expect(href, `${path} ${part}`).toBe(`${E2E_APP_URL}/login`);
    }
  }
  await context.close();
});

test("an unknown path shows the not-found page with HTTP 404", async ({ page }) => {
  const response = await page.goto("/pagina-que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expect(page).toHaveTitle(/Página não encontrada/);
  await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("'Carregando...' shows while a page's code is still loading", async ({ page }) => {
  await openLanding(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SIGNUP_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator("section[aria-labelledby='hero-title']").getByRole("link", { name: "Teste Grátis 11 Dias" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Carregando..." })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: SIGNUP_TITLE })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Carregando..." })).toHaveCount(0);
});

test("a render crash shows 'Algo deu errado' with a button that reloads", async ({ page }) => {
  await openLanding(page);
  await page.route(SIGNUP_CHUNK, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: "export default function Broken() { throw new Error('render crash'); }",
    }),
  );
  await page.locator("section[aria-labelledby='hero-title']").getByRole("link", { name: "Teste Grátis 11 Dias" }).click();
  const alert = page.getByRole("alert");
  await expect(alert.getByRole("heading", { name: "Algo deu errado" })).toBeVisible();
  await expect(alert).toContainText("Por favor, recarregue a página.");

  await page.unroute(SIGNUP_CHUNK);
  await Promise.all([page.waitForEvent("load"), alert.getByRole("button", { name: "Recarregar" }).click()]);
  await expect(page.getByRole("heading", { level: 1, name: SIGNUP_TITLE })).toBeVisible();
});

test("a failed deferred asset reloads the page once, then shows the error screen instead of looping", async ({ page }) => {
  let loads = 0;
  page.on("load", () => loads++);
  await openLanding(page);
  await page.route(/\/assets\/contact-modal-[\w-]{8}\.js$/, (route) => route.abort("failed"));

  const opener = () => page.locator("section[aria-labelledby='hero-title']").getByRole("button", { name: "Solicitar Contato" });
  await Promise.all([page.waitForEvent("load"), opener().click()]);
  expect(loads).toBe(2);
  // The reloaded page knows it was reloaded from its navigation timing: nothing is stored.
  expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);

  await expect(page.getByTestId("stat-value").first()).toHaveText("0M+");
  await opener().click();
  await expect(page.getByRole("heading", { name: "Algo deu errado" })).toBeVisible();
  expect(loads).toBe(2);
});

test("the mobile menu works by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openLanding(page);
  const toggle = page.getByRole("button", { name: "Abrir menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Menu principal" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Fechar menu" })).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Funcionalidades" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Abrir menu" })).toBeFocused();

  await page.getByRole("button", { name: "Abrir menu" }).click();
  await menu.getByRole("link", { name: "Segmentos" }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { name: "Feito para quem vive de documentos" })).toBeInViewport();
});

for (const width of [360, 768, 1440]) {
  test(`no horizontal scroll at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openLanding(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test("nothing is clipped at the right edge of a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openLanding(page);
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll("main *, footer *")]
      .filter((el) => !el.closest("[aria-hidden='true']"))
      .filter((el) => /^(H[1-6]|P|A|BUTTON|LI|DT|DD|BLOCKQUOTE|IMG)$/.test(el.tagName))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1);
      })
      .map((el) => `${el.tagName}: ${(el.textContent ?? "").trim().slice(0, 40)}`),
  );
  expect(clipped).toEqual([]);
});
