import { expect, test } from "@playwright/test";
import { seriousViolations, waitForHydration } from "./helpers";

test("the prerendered FAQ carries every answer and FAQPage data before any script runs", async ({ request }) => {
  const html = await (await request.get("/faq")).text();
  expect(html).toContain("Preciso informar cartão de crédito para testar?");
  expect(html).toContain("O teste começa sem cartão de crédito.");
  expect(html).toContain('<link rel="canonical" href="https://tramita.com.br/faq"/>');
  // Every JSON-LD block of the page: the route's FAQPage and the shell's breadcrumb trail.
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1]!) as { "@type": string; mainEntity?: unknown[] }[]);
  expect(jsonLd.map((d) => d["@type"]).toSorted()).toEqual(["BreadcrumbList", "FAQPage"]);
  expect(jsonLd.find((d) => d["@type"] === "FAQPage")!.mainEntity!.length).toBeGreaterThanOrEqual(20);
});

test("searching as you type narrows the questions, without caring about accents", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  const questions = page.getByRole("main").locator("h3 button");
  const total = await questions.count();
  await page.getByLabel("Buscar nas perguntas").pressSequentially("cartao de credito");
  await expect(questions).toHaveText(["Preciso informar cartão de crédito para testar?"]);
  await expect(page.getByRole("status").first()).toHaveText("1 pergunta encontrada");
  await page.getByLabel("Buscar nas perguntas").fill("SEGURANÇA");
  await expect(page.getByRole("heading", { level: 2, name: "Segurança e LGPD" })).toBeVisible();
  await page.getByLabel("Buscar nas perguntas").fill("palavra-que-nao-existe");
  await expect(page.getByText("Não encontrou a sua dúvida?")).toBeVisible();
  await page.getByLabel("Buscar nas perguntas").fill("");
  await expect(questions).toHaveCount(total);
});

test("a question opens by keyboard and its address goes into the URL hash", async ({ page }) => {
  await page.goto("/faq");
  await waitForHydration(page);
  const trigger = page.getByRole("button", { name: "Quanto custa o Tramita?" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("use a calculadora de preços")).toBeVisible();
  await expect(page).toHaveURL(/\/faq#quanto-custa$/);
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("use a calculadora de preços")).toBeHidden();
});

test("a deep link opens its question and scrolls to it", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/faq#tempo-de-resposta");
  const trigger = page.getByRole("button", { name: "Em quanto tempo vocês respondem?" });
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await expect(trigger).toBeInViewport();
  await expect(page.getByText("Resposta em até 2 horas úteis, dentro do horário de atendimento.")).toBeInViewport();
  // Another hash on the same page opens that question too.
  await page.evaluate(() => (window.location.hash = "#precisa-instalar"));
  await expect(page.getByRole("button", { name: "Preciso instalar algum programa?" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: "Preciso instalar algum programa?" })).toBeInViewport();
});

test("the FAQ has no serious or critical axe violation, closed and open", async ({ page }) => {
  await page.goto("/faq#lgpd");
  await expect(page.getByRole("button", { name: "Como o Tramita ajuda a cumprir a LGPD?" })).toHaveAttribute("aria-expanded", "true");
  expect(await seriousViolations(page)).toEqual([]);
});
