import { expect, test } from "@playwright/test";
import { openLanding, seriousViolations } from "./helpers";

test("the prerendered HTML of / carries the whole landing before any script runs", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html lang="pt-BR"/);
  expect(html).toMatch(/<title>Tramita \| Protocolo digital[^<]*<\/title>/);
  expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
  expect(html).toContain('<link rel="canonical" href="https://tramita.com.br/"');
  expect(html).toMatch(/<meta property="og:title" content="Tramita/);
  const ogImage = /<meta property="og:image" content="https:\/\/tramita\.com\.br([^"]+)"/.exec(html)?.[1];
  expect(ogImage).toBeTruthy();
  const image = await request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  for (const text of [
    "Teste Grátis 11 Dias",
    "Solicitar Contato",
    "Números que comprovam nossa eficiência",
    "36M+",
    "14K",
    "O que nossos clientes dizem",
    "Dica do Dia",
    "Economia de 17% no plano anual",
    "Resposta em até 2 horas úteis",
    "Segunda a sexta: 8h às 18h",
    "Sábado: 8h às 12h",
    "Links úteis",
  ]) {
    expect(html, text).toContain(text);
  }
});

test("without JavaScript the page reads completely", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "O que nossos clientes dizem" })).toBeVisible();
  await expect(page.getByTestId("stat-value").first()).toHaveText("36M+");
  await context.close();
});

test("images ship with the site, with sizes and alt text; those below the fold load lazily", async ({ page }) => {
  await page.goto("/");
  const images = await page.locator("img").evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: img.getAttribute("src") ?? "",
      alt: img.getAttribute("alt"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      loading: img.getAttribute("loading"),
      inHeader: !!img.closest("header"),
    })),
  );
  expect(images.length).toBeGreaterThan(10);
  for (const image of images) {
    expect(image.src, image.src).toMatch(/^\/images\//);
    expect(image.alt, image.src).not.toBeNull();
    expect(image.width && image.height, image.src).toBeTruthy();
    if (!image.inHeader) expect(image.loading, image.src).toBe("lazy");
  }
});

test("axe finds no serious or critical violation on the landing page", async ({ page }) => {
  await openLanding(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test("axe finds no serious or critical violation in the contact modal", async ({ page }) => {
  await openLanding(page);
  await page.locator("section[aria-labelledby='hero-title']").getByRole("button", { name: "Solicitar Contato" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
});

test("axe finds no serious or critical violation in the open mobile menu", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openLanding(page);
  await page.getByRole("button", { name: "Abrir menu" }).click();
  expect(await seriousViolations(page, "header")).toEqual([]);
});
