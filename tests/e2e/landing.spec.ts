import { expect, test } from "@playwright/test";
import { clientLogos } from "../../app/content/client-logos";
import { TIME_REDUCTION_CLAIM } from "../../app/content/stats";
import { tips } from "../../app/content/tips";
import { E2E_APP_URL } from "../../playwright.config";
import { expectModalFocusBehaviour, openLanding } from "./helpers";

test("the sections appear in the spec's order (§2)", async ({ page }) => {
  await page.goto("/");
  const ids = await page.locator("main section[aria-labelledby]").evaluateAll((sections) =>
    sections.map((s) => s.getAttribute("aria-labelledby")),
  );
  expect(ids).toEqual([
    "hero-title",
    "funcionalidades-title",
    "correspondencias-title",
    "problemas-title",
    "segmentos-title",
    "numeros-title",
    "planos-title",
    "clientes-title",
    "depoimentos-title",
    "recursos-title",
    "dica-title",
    "teste-title",
    "contato-title",
  ]);
  await expect(page.getByRole("heading", { name: "Números que comprovam nossa eficiência" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "O que nossos clientes dizem" })).toBeVisible();
  await expect(page.locator("footer")).toContainText("Links úteis");
});

test("the landing has eight feature cards, six problems, five segments and six rated testimonials", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#funcionalidades li h3")).toHaveCount(8);
  await expect(page.locator("section[aria-labelledby='problemas-title'] figure")).toHaveCount(6);
  await expect(page.locator("#segmentos > div > ul > li")).toHaveCount(5);
  await expect(page.locator("section[aria-labelledby='depoimentos-title'] figure")).toHaveCount(6);
  await expect(page.getByRole("img", { name: "4,5 de 5 estrelas" }).first()).toBeVisible();
  const learnMore = page.locator("#funcionalidades a", { hasText: "Saiba mais" });
  await expect(learnMore).toHaveCount(2);
  await expect(learnMore.nth(0)).toHaveAttribute("href", "/fluxo-documentos");
});

test("hero: 'Teste Grátis 11 Dias' goes to /signup and 'Solicitar Contato' opens the contact modal", async ({ page }) => {
  await openLanding(page);
  const hero = page.locator("section[aria-labelledby='hero-title']");
  await expect(hero.getByRole("link", { name: "Teste Grátis 11 Dias" })).toHaveAttribute("href", "/signup");

  const opener = hero.getByRole("button", { name: "Solicitar Contato" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Formulário de contato" });
  await expect(dialog).toBeVisible();

  await expectModalFocusBehaviour(page, dialog, opener);

  await opener.click();
  await page.getByRole("button", { name: "Fechar" }).click();
  await expect(dialog).toBeHidden();
});

test("hero: the badge words the spec's claim as a reduction in time (§1), not a speed", async ({ page }) => {
  await page.goto("/");
  const hero = page.locator("section[aria-labelledby='hero-title']");
  await expect(hero.getByText(TIME_REDUCTION_CLAIM, { exact: true })).toBeVisible();
  expect(TIME_REDUCTION_CLAIM).toBe("98% de redução de tempo");
  await expect(hero).not.toContainText("mais rápido");
});

test("the header's Login opens the external app's sign-in in a new tab", async ({ page }) => {
  await openLanding(page);
  const login = page.locator("header").getByRole("link", { name: /^Login/ }).first();
  await expect(login).toHaveAttribute("href", `${E2E_APP_URL}/login`);
  await expect(login).toHaveAttribute("target", "_blank");
  await expect(login).toHaveAttribute("rel", /\bnoopener\b/);
});

test("header anchors scroll the section title into view below the sticky header", async ({ page }) => {
  await openLanding(page);
  await page.locator("header nav").getByRole("link", { name: "Planos" }).click();
  await expect(page).toHaveURL(/#planos$/);
  const title = page.getByRole("heading", { name: "Escolha o plano do tamanho da sua operação" });
  await expect(title).toBeInViewport();
  const headerBottom = (await page.locator("header").boundingBox())!.height;
  await expect.poll(async () => (await title.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
});

test("counters start at 0 and reach 36M+, 2M+, 1M+ and 14K once the section is in view", async ({ page }) => {
  await openLanding(page);
  const values = page.getByTestId("stat-value");
  await expect(values).toHaveText(["0M+", "0M+", "0M+", "0K"]);
  await page.getByRole("heading", { name: "Números que comprovam nossa eficiência" }).scrollIntoViewIfNeeded();
  await expect(values).toHaveText(["36M+", "2M+", "1M+", "14K"], { timeout: 5000 });
});

test("the logo carousel advances by itself and its dots jump in groups of four", async ({ page }) => {
  await openLanding(page);
  const logos = page.getByTestId("client-logo").locator("img");
  await logos.first().scrollIntoViewIfNeeded();
  await expect(logos).toHaveCount(4);
  await expect(logos.first()).toHaveAttribute("alt", clientLogos[1]!.name, { timeout: 5000 });

  const dot = page.getByRole("button", { name: "Mostrar logos 9 a 12" });
  await dot.click();
  await expect(dot).toHaveAttribute("aria-current", "true");
  await expect(logos.first()).toHaveAttribute("alt", clientLogos[8]!.name);
  expect(await logos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")))).toEqual(
    clientLogos.slice(8, 12).map((l) => l.name),
  );
});

test("'Dica do Dia' dots jump straight to a tip", async ({ page }) => {
  await openLanding(page);
  const target = tips[2]!;
  await page.getByRole("button", { name: `Dica 3 de ${tips.length}: ${target.title}` }).click();
  const tip = page.getByTestId("tip");
  await expect(tip.getByRole("heading")).toHaveText(target.title);
  await expect(tip.getByRole("link")).toHaveAttribute("href", target.link);
});

test("opening /#contato directly lands on the contact section", async ({ page }) => {
  await page.goto("/#contato");
  await expect(page.getByRole("heading", { name: "Fale com quem entende de documentos" })).toBeInViewport();
});

test("the landing loads and hydrates without a console error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(String(error)));
  await openLanding(page);
  await page.getByRole("heading", { name: "O que nossos clientes dizem" }).scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});
