// The blog's newsletter end to end, against the real server and its outbox: the form at the
// end of a post (consent text, captcha), the neutral answer, the confirmation link read from
// the real e-mail, the confirmed page, the one-click unsubscribe from the e-mail's link; the
// CRM receiver and the RD Station fake get both events. Opening the link confirms nothing:
// its page's button does. axe on every state.
import { expect, test, type Page } from "@playwright/test";
import type { EventBody } from "../../contracts/events";
import { blogPostPath } from "../../app/features/blog/paths";
import { blogPostSlugs } from "../../app/features/blog/post-files";
import { NEWSLETTER_API } from "../../contracts/api-paths";
import { NEWSLETTER_CONSENT_VERSION } from "../../contracts/newsletter-options";
import { solvedAltchaToken } from "../../server/test/demo-request-fixtures";
import { crmReceiver, mailedMatch, rdStationReceiver, scanLink, seriousViolations, solveAltcha, waitForHydration, withSavedConsent } from "./helpers";

test.describe.configure({ timeout: 120_000 });

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The path and query of the first link to `page` in the newest e-mail to `to`. */
async function mailedLink(to: string, page: string): Promise<string> {
  const url = new URL((await mailedMatch(to, new RegExp(`https?://[^\\s"<]+${page}\\?token=[\\w.%-]+`)))[0]);
  return `${url.pathname}${url.search}`;
}

test("subscribe at the end of a post, confirm from the e-mail, unsubscribe with one click; the CRM and RD Station hear both", async ({ page }) => {
  const email = `helena.prado.${Date.now()}@escritorioprado.com.br`;
  const crm = await crmReceiver();
  const rd = await rdStationReceiver();
  try {
    await withSavedConsent(page);
    await page.goto(blogPostPath(blogPostSlugs()[0]!));
    await waitForHydration(page);
    const form = page.getByRole("region", { name: "Receba os novos artigos por e-mail" });
    await form.getByRole("textbox", { name: "E-mail" }).fill(email);
    // Without the consent nothing is sent, and the checkbox says why.
    await form.getByRole("button", { name: "Quero receber" }).click();
    await expect(form.getByText("Marque a autorização para receber os artigos por e-mail.")).toBeVisible();
    await form.getByRole("checkbox", { name: /Quero receber por e-mail os novos artigos do blog do Tramita/ }).check();
    await solveAltcha(form);
    await form.getByRole("button", { name: "Quero receber" }).click();
    await expect(form.getByRole("status")).toContainText(`Confira o seu e-mail.Se ${email} ainda não estiver inscrito, enviamos para ele um link de confirmação, válido por 7 dias.`);
    await expectNoSeriousViolations(page);

    // The confirmation, from the link in the real e-mail and the page's button.
    await page.goto(await mailedLink(email, "/newsletter/confirmar"));
    await confirmOnPage(page);
    await expect(page.getByRole("status")).toHaveText(`Pronto: ${email} vai receber os novos artigos do blog.`);
    await expectNoSeriousViolations(page);
    // The link is single-use.
    await page.goto(await mailedLink(email, "/newsletter/confirmar"));
    await page.getByRole("button", { name: "Confirmar inscrição" }).click();
    await expect(page.getByRole("heading", { name: "Não foi possível confirmar" })).toBeFocused();
    await expect(page.getByRole("alert")).toHaveText("Esta inscrição já foi confirmada por este link.");

    // One click on the e-mail's unsubscribe link's button.
    await page.goto(await mailedLink(email, "/newsletter/cancelar"));
    await expect(page.getByRole("heading", { level: 1, name: "Cancelar a inscrição" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Cancelar inscrição" }).click();
    await expect(page.getByRole("status")).toHaveText("Inscrição cancelada. Você não vai receber mais nenhum e-mail da newsletter do blog.");
    await expectNoSeriousViolations(page);

    const crmTypes = () => crm.accepted.filter((d) => (d.body as EventBody<"newsletter.subscribed">).data.email === email).map((d) => d.body.type);
    await expect.poll(crmTypes, { timeout: 20_000 }).toEqual(["newsletter.subscribed", "newsletter.unsubscribed"]);
    const rdConsent = () => rd.conversions.filter((c) => c.body.payload.email === email).map((c) => [c.body.payload.conversion_identifier, (c.body.payload as { legal_bases?: { status: string }[] }).legal_bases?.[0]?.status]);
    await expect.poll(rdConsent, { timeout: 20_000 }).toEqual([
      ["tramita-site-newsletter-blog", "granted"],
      ["tramita-site-newsletter-blog-cancelada", "declined"],
    ]);
  } finally {
    await crm.close();
    await rd.close();
  }
});

/** On the confirmation link's page: the button, and the confirmation it brings. */
async function confirmOnPage(page: Page) {
  await page.getByRole("button", { name: "Confirmar inscrição" }).click();
  await expect(page.getByRole("heading", { name: "Inscrição confirmada" })).toBeFocused();
}

test("a mail link scanner that opens the confirmation link, scripts and all, confirms nothing: the reader sees the button, presses it by keyboard and is subscribed (third security review)", async ({ browser, page, baseURL }) => {
  const email = `leitora.${Date.now()}@escritorioprado.com.br`;
  const asked = await page.request.post(NEWSLETTER_API.subscribe, {
    data: { email, consent: true, consentVersion: NEWSLETTER_CONSENT_VERSION, captchaToken: await solvedAltchaToken({ baseUrl: baseURL! }, "newsletter") },
  });
  expect(asked.status()).toBe(202);
  const link = await mailedLink(email, "/newsletter/confirmar");
  await scanLink(browser, link);

  await withSavedConsent(page);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Falta só um clique" })).toBeFocused();
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Confirmar inscrição" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Inscrição confirmada" })).toBeFocused();
  await expect(page.getByRole("status")).toHaveText(`Pronto: ${email} vai receber os novos artigos do blog.`);
  await expectNoSeriousViolations(page);
});

test("/blog offers the same form and a link to the feed", async ({ page }) => {
  await withSavedConsent(page);
  await page.goto("/blog");
  await expect(page.getByRole("region", { name: "Receba os novos artigos por e-mail" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Acompanhe pelo feed (Atom)" })).toHaveAttribute("href", "/blog/feed.xml");
  await waitForHydration(page);
  await expectNoSeriousViolations(page);
});
