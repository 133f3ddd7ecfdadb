// The content pages of spec §2 (product pages, /sobre, /carreiras, /cases, /ajuda and the
// legal documents): full text in the prerendered HTML, readable without JavaScript, the
// cases segment filter, the help-centre search, the product FAQ accordion and CTA. Their axe
// checks are the route sweep's (every impact, at 360, 768 and 1440 px, every route).
import { expect, test } from "@playwright/test";
import { jobOpenings } from "../../app/content/careers";
import { customerCases } from "../../app/content/cases";
import { privacyPolicy } from "../../app/content/legal/privacy-policy";
import { termsOfUse } from "../../app/content/legal/terms-of-use";
import { correspondenceProduct } from "../../app/content/products/correspondencias";
import { documentFlowProduct } from "../../app/content/products/fluxo-documentos";
import { site } from "../../contracts/site";
import { withSavedConsent } from "./helpers";

interface PageCase {
  path: string;
  h1: string;
  /** Text that must be in the HTML before any script runs. */
  texts: string[];
}

const pages: PageCase[] = [
  {
    path: "/correspondencias",
    h1: correspondenceProduct.hero.title,
    texts: ["Como funciona", "Registre a chegada", "98%", "1M+", correspondenceProduct.faq.items[0]!.question, "Teste Grátis 11 Dias", "Solicitar Contato"],
  },
  {
    path: "/fluxo-documentos",
    h1: documentFlowProduct.hero.title,
    texts: ["Documento parado é dinheiro parado", "Desenhe o fluxo", "36M+", "10+ anos", documentFlowProduct.faq.items[0]!.question],
  },
  {
    path: "/sobre",
    h1: "Tiramos o papel do caminho das empresas brasileiras",
    texts: ["Nossa história", "2014", "O primeiro protocolo digital", "36M+", "2M+", "14K", "98%", "Missão", "Nossos valores"],
  },
  {
    path: "/carreiras",
    h1: "Ajude milhares de empresas a trabalhar sem papel",
    texts: ["Benefícios", "Vagas abertas", ...jobOpenings.map((job) => job.title), site.careersEmail],
  },
  {
    path: "/cases",
    h1: "Resultados de quem já trabalha sem papel",
    texts: [...customerCases.map((story) => story.headline), "Construtoras", "Administradoras de condomínios"],
  },
  {
    path: "/ajuda",
    h1: "Como podemos ajudar?",
    texts: ["Primeiros passos", "Como registrar um protocolo", "Resposta em até 2 horas úteis", "Segunda a sexta: 8h às 18h", "Sábado: 8h às 12h", 'href="/faq"'],
  },
  {
    path: "/privacidade",
    h1: "Política de privacidade",
    texts: [
      "28/11/2026", site.legalName, site.cnpj, site.privacyEmail, site.privacyOfficer,
      "cookieConsent", "tramita_sessao", "_ga_&lt;id&gt;", "2 anos", "12 meses", "scrypt", "art. 18", "Telefone, com o código do país", "Melhor horário para o contato",
    ],
  },
  {
    path: "/termos-de-uso",
    h1: "Termos de uso",
    texts: ["Teste grátis de 11 dias", "Código de Defesa do Consumidor", "Lei aplicável e foro", "São Paulo/SP", "22/11/2026"],
  },
];

for (const { path, h1, texts } of pages) {
  test(`${path}: the prerendered HTML carries its own title, description, canonical and full text`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Booleans, so a failure names the missing text instead of printing the whole page.
    expect(html.startsWith('<!DOCTYPE html><html lang="pt-BR"'), "lang").toBe(true);
    expect(html.includes(`<link rel="canonical" href="https://tramita.com.br${path}"`), "canonical").toBe(true);
    expect(/<meta name="description" content="[^"]{80,}"/.test(html), "description").toBe(true);
    expect(/<title>[^<]*Tramita[^<]*<\/title>/.test(html), "title").toBe(true);
    expect(html.includes(`>${h1}</h1>`), h1).toBe(true);
    for (const text of texts) expect(html.includes(text), text).toBe(true);
    expect(/lorem ipsum|em breve/i.test(html), "placeholder text").toBe(false);
  });
}

test("every page has a unique title and description", async ({ request }) => {
  const heads = await Promise.all(
    pages.map(async ({ path }) => {
      const html = await (await request.get(path)).text();
      return { title: /<title>([^<]+)<\/title>/.exec(html)?.[1], description: /<meta name="description" content="([^"]+)"/.exec(html)?.[1] };
    }),
  );
  expect(new Set(heads.map((h) => h.title)).size).toBe(pages.length);
  expect(new Set(heads.map((h) => h.description)).size).toBe(pages.length);
});

test("without JavaScript every page shows its heading and its content", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, h1 } of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
    await expect(page.locator("main h2").first()).toBeVisible();
  }
  await context.close();
});

test("every page hydrates without a console error, /cases with a segment in the URL too", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(`${page.url()}: ${message.text()}`));
  page.on("pageerror", (error) => errors.push(`${page.url()}: ${String(error)}`));
  for (const path of [...pages.map((p) => p.path), "/cases?segmento=shopping-centers"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await expect(page.locator("article[data-segment]")).toHaveCount(customerCases.filter((c) => c.segmentId === "shopping-centers").length);
  expect(errors).toEqual([]);
});

test("headings go down one level at a time on every page", async ({ page }) => {
  for (const { path } of pages) {
    await page.goto(path);
    const levels = await page.locator("main :is(h1, h2, h3, h4)").evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
    expect(levels[0], path).toBe(1);
    expect(levels.filter((l) => l === 1), path).toHaveLength(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!, `${path} heading ${i}`).toBeLessThanOrEqual(1);
  }
});

test("/cases filters the stories by segment, keeps the choice in the URL and reads it back", async ({ page }) => {
  await withSavedConsent(page);
  await page.goto("/cases");
  const stories = page.locator("article[data-segment]");
  await expect(stories).toHaveCount(customerCases.length);
  const filter = page.getByRole("group", { name: "Filtrar por segmento" });

  // The buttons answer once the page has hydrated.
  await expect(async () => {
    await filter.getByRole("button", { name: "Construtoras" }).click();
    await expect(page).toHaveURL(/\/cases\?segmento=construtoras$/, { timeout: 1000 });
  }).toPass();
  await expect(filter.getByRole("button", { name: "Construtoras" })).toHaveAttribute("aria-pressed", "true");
  await expect(stories).toHaveCount(customerCases.filter((c) => c.segmentId === "construtoras").length);
  for (const segment of await stories.evaluateAll((els) => els.map((el) => el.getAttribute("data-segment")))) expect(segment).toBe("construtoras");
  await expect(page.getByText("2 cases em Construtoras")).toBeVisible();

  await filter.getByRole("button", { name: "Todos" }).click();
  await expect(page).toHaveURL(/\/cases$/);
  await expect(stories).toHaveCount(customerCases.length);

  // A shared link opens with its segment chosen; an unknown one shows everything.
  await page.goto("/cases?segmento=condominios");
  await expect(stories).toHaveCount(customerCases.filter((c) => c.segmentId === "condominios").length);
  await expect(filter.getByRole("button", { name: "Administradoras de condomínios" })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/cases?segmento=padarias");
  await expect(filter.getByRole("button", { name: "Todos" })).toHaveAttribute("aria-pressed", "true");
  await expect(stories).toHaveCount(customerCases.length);
});

test("/ajuda searches the articles as you type with the site search's index, ignoring accents, and opens an article", async ({ page }) => {
  await withSavedConsent(page);
  await page.goto("/ajuda");
  const search = page.getByRole("searchbox", { name: "Pesquisar na central de ajuda" });
  const articles = page.getByRole("region", { name: "Artigos" });
  const articleButton = (name: string) => articles.getByRole("button", { name });

  // Typed at once, even before hydration: the words are picked up either way.
  await search.fill("CORRESPONDENCIA");
  await expect(page.getByText("3 artigos encontrados para “CORRESPONDENCIA”")).toBeVisible();
  await expect(articleButton("Como registrar uma correspondência na recepção")).toBeVisible();
  await expect(articleButton("Perfis de acesso: administrador, gestor e operador")).toBeVisible();
  await expect(articleButton("Esqueci a minha senha")).toHaveCount(0);

  await articleButton("Como registrar uma correspondência na recepção").click();
  await expect(articleButton("Como registrar uma correspondência na recepção")).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText("Fotografe o envelope ou a encomenda e informe o remetente.")).toBeVisible();

  await search.fill("zebra");
  await expect(page.getByText("Nenhum artigo encontrado para essa busca.", { exact: false })).toBeVisible();
  await search.fill("");
  await expect(articleButton("Esqueci a minha senha")).toBeVisible();

  // Contact channels and the way to the FAQ.
  await expect(page.getByRole("link", { name: "Ver perguntas frequentes" })).toHaveAttribute("href", "/faq");
  await expect(page.getByRole("main").getByText("Resposta em até 2 horas úteis")).toBeVisible();
});

for (const product of [correspondenceProduct, documentFlowProduct]) {
  test(`${product.path}: the FAQ accordion opens from the keyboard and the CTA opens the contact modal`, async ({ page }) => {
    await withSavedConsent(page);
    await page.goto(product.path);
    const [first, second] = product.faq.items;
    const firstQuestion = page.getByRole("button", { name: first!.question });
    const secondQuestion = page.getByRole("button", { name: second!.question });
    await expect(firstQuestion).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(first!.answer)).toBeHidden();

    await expect(async () => {
      await firstQuestion.click();
      await expect(firstQuestion).toHaveAttribute("aria-expanded", "true", { timeout: 1000 });
    }).toPass();
    await expect(page.getByText(first!.answer)).toBeVisible();

    // Arrow keys move between questions; Enter opens one and closes the other.
    await firstQuestion.focus();
    await page.keyboard.press("ArrowDown");
    await expect(secondQuestion).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(second!.answer)).toBeVisible();
    await expect(firstQuestion).toHaveAttribute("aria-expanded", "false");

    await expect(page.getByRole("link", { name: "Teste Grátis 11 Dias" })).toHaveAttribute("href", "/signup");
    await page.getByRole("main").getByRole("button", { name: "Solicitar Contato" }).click();
    await expect(page.getByRole("dialog", { name: "Formulário de contato" })).toBeVisible();
  });
}

test("/carreiras: every opening says how to apply, with an e-mail link carrying its subject", async ({ page }) => {
  await page.goto("/carreiras");
  for (const job of jobOpenings) {
    const card = page.getByRole("article", { name: job.title });
    const apply = card.getByRole("link", { name: `Candidatar-se à vaga ${job.title}` });
    const href = await apply.getAttribute("href");
    const url = new URL(href!);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe(site.careersEmail);
    expect(url.searchParams.get("subject")).toBe(`Candidatura: ${job.title}`);
    await expect(card).toContainText(`Candidatura: ${job.title}`);
  }
});

test("the legal pages' tables of contents jump to each section", async ({ page }) => {
  for (const doc of [privacyPolicy, termsOfUse]) {
    await page.goto(doc.path);
    const toc = page.getByRole("navigation", { name: "Sumário" });
    await expect(toc.getByRole("link")).toHaveCount(doc.sections.length);
    const last = doc.sections.at(-1)!;
    await toc.getByRole("link", { name: last.title }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(last.title) })).toBeInViewport();
  }
});
