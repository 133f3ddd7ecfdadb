import { expect, test } from "@playwright/test";
import { seriousViolations, toastWith, waitForHydration } from "./helpers";

const POST = "/blog/validade-juridica-assinatura-eletronica";

test.describe("/blog", () => {
  test("lists every post newest first, eight at most six per page, with pagination in the URL", async ({ page }) => {
    await page.goto("/blog");
    const cards = page.getByRole("main").locator("article");
    await expect(cards).toHaveCount(6);
    await expect(cards.first().getByRole("heading")).toHaveText("Protocolo digital: o guia completo para sua empresa");
    await expect(page.getByRole("status").first()).toHaveText("8 artigos, página 1 de 2");

    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Paginação" }).getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/\/blog\?pagina=2$/);
    await expect(cards).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Página 2" })).toHaveAttribute("aria-current", "page");

    // The address alone restores the page (shared link, reload).
    await page.goto("/blog?pagina=2");
    await expect(page.getByRole("status").first()).toHaveText("8 artigos, página 2 de 2");
    await expect(cards).toHaveCount(2);
  });

  test("filters by category with a link whose URL keeps the filter", async ({ page }) => {
    await page.goto("/blog");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Categorias do blog" }).getByRole("link", { name: "Jurídico e LGPD" }).click();
    await expect(page).toHaveURL(/\/blog\?categoria=juridico-e-lgpd$/);
    const titles = page.getByRole("main").locator("article h2");
    await expect(titles).toHaveText([
      "Assinatura eletrônica tem validade jurídica? O que diz a lei no Brasil",
      "LGPD na gestão de documentos: um roteiro prático para empresas",
    ]);
    await page.goBack();
    await expect(titles).toHaveCount(6);
  });

  test("searches as you type, without caring about accents, and says when nothing matches", async ({ page }) => {
    await page.goto("/blog");
    const search = page.getByLabel("Buscar no blog");
    await waitForHydration(page);
    await search.pressSequentially("condominios");
    await expect(page).toHaveURL(/busca=condominios/);
    const titles = page.getByRole("main").locator("article h2");
    await expect(titles).toContainText(["Administradora de condomínios digital"]);
    await expect(page.getByRole("status").first()).toHaveText(/^\d+ artigos?$/);
    await search.fill("xyzzy");
    await expect(page.getByRole("status").first()).toHaveText("Nenhum artigo encontrado.");
    await page.getByRole("link", { name: "Ver todos os artigos" }).click();
    await expect(titles).toHaveCount(6);
    await expect(search).toHaveValue("");
  });
});

test.describe("a blog post", () => {
  test("is complete in the prerendered HTML, with its meta tags and Article data", async ({ request }) => {
    const response = await request.get(POST);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain("MP 2.200-2/2001");
    expect(html).toContain(`<link rel="canonical" href="https://tramita.com.br${POST}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    // The post's own share card (scripts/share-cards.ts), not the brand's.
    expect(html).toContain(`<meta name="twitter:image" content="https://tramita.com.br/images/compartilhar${POST}.png"/>`);
    // Every JSON-LD block of the page (the shell's own is empty on a post, which writes its trail).
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => JSON.parse(m[1]!) as { "@type": string }[]);
    expect(jsonLd.map((d) => d["@type"])).toEqual(["Article", "BreadcrumbList"]);
    expect(jsonLd[0]).toMatchObject({ headline: "Assinatura eletrônica tem validade jurídica? O que diz a lei no Brasil", datePublished: "2026-09-30", dateModified: "2026-11-03" });
  });

  test("shows date, author, reading time, table of contents, share links and related posts", async ({ page }) => {
    await page.goto(POST);
    const header = page.locator("article header");
    await expect(header).toContainText("Publicado em 30/09/2026");
    await expect(header).toContainText("Atualizado em 03/11/2026");
    await expect(header).toContainText("Marina Albuquerque");
    await expect(header).toContainText(/\d+ min de leitura/);

    const toc = page.getByRole("navigation", { name: "Neste artigo" });
    await expect(toc.getByRole("link")).not.toHaveCount(0);
    await waitForHydration(page);
    await toc.getByRole("link", { name: "Lei 14.063/2020: os três níveis de assinatura" }).click();
    await expect(page).toHaveURL(/#lei-14-063-2020-os-tres-niveis-de-assinatura$/);
    await expect(page.getByRole("heading", { name: "Lei 14.063/2020: os três níveis de assinatura" })).toBeInViewport();

    const share = page.getByRole("region", { name: "Compartilhe" });
    const url = encodeURIComponent(`https://tramita.com.br${POST}`);
    await expect(share.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("href", `https://www.linkedin.com/sharing/share-offsite/?url=${url}`);
    await expect(share.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
    await expect(share.getByRole("link", { name: /por X/ })).toHaveAttribute("href", new RegExp(`^https://x\\.com/intent/post\\?url=${url.replace(/[.%]/g, "\\$&")}`));
    await expect(share.getByRole("link", { name: /e-mail/ })).toHaveAttribute("href", /^mailto:\?subject=/);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await share.getByRole("button", { name: "Copiar link" }).click();
    await expect(toastWith(page, "Link copiado")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`https://tramita.com.br${POST}`);

    const related = page.getByRole("region", { name: "Leia também" });
    await expect(related.locator("article")).toHaveCount(3);
    await related.getByRole("link", { name: "LGPD na gestão de documentos: um roteiro prático para empresas" }).click();
    await expect(page).toHaveURL(/\/blog\/lgpd-na-gestao-de-documentos$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("LGPD na gestão de documentos: um roteiro prático para empresas");
  });

  test("has no serious or critical axe violation", async ({ page }) => {
    await page.goto(POST);
    await waitForHydration(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("an unknown slug is the not-found page with HTTP 404", async ({ page }) => {
    const response = await page.goto("/blog/artigo-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    // Still the not-found page once the app has loaded and tried the post's data.
    await page.waitForLoadState("networkidle");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
  });

  test("a trailing slash redirects (301) to the canonical address", async ({ request }) => {
    const response = await request.get(`${POST}/?utm_source=teste`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${POST}?utm_source=teste`);
  });
});
