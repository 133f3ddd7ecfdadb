// The site search (Pagefind) against the built site: opened from the header with the keyboard
// only ('/' and Ctrl+K), a word of one FAQ answer and one blog post finds both, arrows and
// Enter open a result, Esc closes; axe-clean under the site's CSP; and no page's first load
// fetches any of it.
import { expect, test } from "@playwright/test";
import { seriousViolations, waitForHydration, withSavedConsent } from "./helpers";

test.describe.configure({ timeout: 60_000 });

/** A word ('Medida Provisória 2.200-2') in one FAQ answer and one blog post. */
const WORD = "provisória";
const POST_TITLE = "Assinatura eletrônica tem validade jurídica? O que diz a lei no Brasil";

test("the landing's first load fetches no Pagefind file nor the search's code", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await withSavedConsent(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(fetched.filter((path) => path.startsWith("/pagefind/") || /search-dialog/.test(path))).toEqual([]);
  expect(fetched.length).toBeGreaterThan(1);
});

test("from the header, with the keyboard only: a word of one FAQ answer and one post finds both, Enter opens the post", async ({ page }) => {
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|CSP/i.test(message.text())) cspErrors.push(message.text());
  });
  await withSavedConsent(page);
  await page.goto("/sobre");
  await waitForHydration(page);

  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Buscar no site" });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole("combobox", { name: "Termos da busca" });
  await expect(box).toBeFocused();
  await page.keyboard.type(WORD);
  await expect(dialog.getByRole("status")).toHaveText(/^\d+ resultados? para “provisória”\.$/);
  const options = dialog.getByRole("option");
  const titles = await options.locator("span:first-child").allTextContents();
  expect(titles).toEqual(expect.arrayContaining(["Perguntas frequentes", POST_TITLE]));
  // The matched word is highlighted in the excerpts.
  await expect(options.first().locator("mark").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Esc closes; Ctrl+K opens again with the same search.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.keyboard.press("Control+k");
  await expect(dialog).toBeVisible();
  await expect(box).toHaveValue(WORD);
  await expect(options.first()).toHaveAttribute("aria-selected", "true");

  // Arrows down to the post, Enter opens it.
  const target = titles.indexOf(POST_TITLE);
  for (let i = 0; i < target; i++) await page.keyboard.press("ArrowDown");
  await expect(options.nth(target)).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.nth(target).getAttribute("id"))!);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/blog\/validade-juridica-assinatura-eletronica(#.*)?$/);
  await expect(page.getByRole("heading", { level: 1, name: POST_TITLE })).toBeVisible();
  expect(cspErrors).toEqual([]);
});
