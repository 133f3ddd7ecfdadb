// Campaign attribution in the browser: the first page of a visit reads its origin into memory,
// client-side navigations keep it, and the contact form's submission carries it to the sales
// e-mail, the CRM's lead.created and RD Station's traffic_* fields, while nothing is stored on
// the device before consent. With marketing consent the first touch is kept, and withdrawing
// that consent deletes it.
import { expect, test, type Page } from "@playwright/test";
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from "../../contracts/consent";
import { FIRST_TOUCH_STORAGE_KEY } from "../../contracts/first-touch";
import { crmReceiver, fillContactForm, mailedMatch, openHeroContactForm, rdStationReceiver, solveAltcha, waitForHydration } from "./helpers";

const SALES_INBOX = "comercial@tramita.com.br";
const CAMPAIGN_URL = "/?utm_source=google&utm_medium=cpc&utm_campaign=inverno-2026&utm_term=protocolo%20digital&gclid=X";

// The receivers listen on the e2e server's fixed ports: one test at a time.
test.describe.configure({ mode: "serial" });

/** Whatever the page keeps on the device: cookies, localStorage and sessionStorage. */
const deviceStorage = (page: Page) => page.evaluate(() => ({ cookie: document.cookie, local: { ...localStorage }, session: { ...sessionStorage } }));
const NOTHING = { cookie: "", local: {}, session: {} };

/** Opens the contact form from the landing's hero, fills it for `email` and sends it; the sales e-mail's text, up to its origin lines. */
async function sendContactForm(page: Page, email: string) {
  const dialog = await openHeroContactForm(page);
  await fillContactForm(dialog, { name: "Mariana Souza", email: email, company: "Contábil Horizonte", details: "Protocolos entre três filiais e a matriz." });
  await solveAltcha(dialog);
  await dialog.getByRole("button", { name: "Enviar solicitação" }).click();
  await expect(dialog.getByRole("heading", { name: "Solicitação enviada com sucesso!" })).toBeVisible();
  const [mail] = await mailedMatch(SALES_INBOX, new RegExp(`E-mail: ${email.replaceAll(".", "\\.")}[\\s\\S]*?Origem: [^\\r\\n]*(\\r?\\nPrimeiro contato: [^\\r\\n]*)?`));
  return mail;
}

/** A saved cookie choice with marketing granted, as the banner leaves it. */
async function withMarketingConsent(page: Page) {
  await page.addInitScript(
    ([key, version]) => {
      if (localStorage.getItem(key)) return;
      localStorage.setItem(key, JSON.stringify({ id: "0b7e1f7a-6a4c-4d8e-9f3a-2b1c0d9e8f7a", necessary: true, analytics: false, marketing: true, version, timestamp: new Date().toISOString() }));
    },
    [CONSENT_STORAGE_KEY, CONSENT_POLICY_VERSION] as const,
  );
}

test("a campaign visit's origin reaches RD Station, the CRM and the sales mail, with nothing stored on the device, across client-side navigation", async ({ page }) => {
  const rd = await rdStationReceiver();
  const crm = await crmReceiver();
  try {
    const email = `campanha.${Date.now()}@contabilhorizonte.com.br`;
    await page.goto(CAMPAIGN_URL);
    await waitForHydration(page);
    expect(await deviceStorage(page)).toEqual(NOTHING);

    // Client-side navigations: away and back, no document load.
    await page.locator("header").getByRole("link", { name: "Sobre", exact: true }).first().click();
    await expect(page).toHaveURL(/\/sobre$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/\?utm_source=google/);
    // The cookie banner shows, and stays unanswered.
    await expect(page.getByRole("region", { name: "Aviso de cookies" })).toBeVisible();

    const mail = await sendContactForm(page, email);
    expect(mail).toContain("Origem: google / cpc · campanha inverno-2026 · entrou por /");
    expect(await deviceStorage(page)).toEqual(NOTHING);

    await expect.poll(() => rd.conversions.find((c) => c.body.payload.email === email)?.body.payload, { timeout: 20_000 }).toMatchObject({
      traffic_source: "google",
      traffic_medium: "cpc",
      traffic_campaign: "inverno-2026",
      traffic_value: "protocolo digital",
      cf_ids_de_clique: "gclid=X",
    });
    await expect
      .poll(() => crm.accepted.find((d) => d.body.type === "lead.created" && (d.body.data as { email: string }).email === email)?.body.data, { timeout: 20_000 })
      .toMatchObject({ attribution: { channel: "paid-search", last_touch: { source: "google", medium: "cpc", campaign: "inverno-2026", term: "protocolo digital", click_ids: { gclid: "X" } }, first_touch: null } });
    expect(await deviceStorage(page)).toEqual(NOTHING);
  } finally {
    await Promise.all([rd.close(), crm.close()]);
  }
});

test("arriving from Google's results without UTMs is google / organic; with no referrer and no UTMs, direct", async ({ page }) => {
  const stamp = Date.now();
  await page.goto("/", { referer: "https://www.google.com/" });
  await waitForHydration(page);
  expect(await sendContactForm(page, `busca.${stamp}@contabilhorizonte.com.br`)).toMatch(/Origem: google \/ organic · veio de https:\/\/www\.google\.com\/ · entrou por \/$/);

  await page.goto("/");
  await waitForHydration(page);
  expect(await sendContactForm(page, `direto.${stamp}@contabilhorizonte.com.br`)).toMatch(/Origem: \(direct\) \/ \(none\) · entrou por \/$/);
});

test("with marketing consent, a first visit from campaign A and a later one from campaign B give first touch A and last touch B; withdrawing consent deletes the first touch", async ({ page }) => {
  await withMarketingConsent(page);
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=campanha-a");
  await waitForHydration(page);
  // Kept once the cookie-consent UI, loaded shortly after the page, applies the saved choice.
  await expect.poll(async () => JSON.parse((await deviceStorage(page)).local[FIRST_TOUCH_STORAGE_KEY] ?? "null")).toMatchObject({ utm_campaign: "campanha-a" });

  await page.goto("/?utm_source=linkedin&utm_medium=paid&utm_campaign=campanha-b");
  await waitForHydration(page);
  const mail = await sendContactForm(page, `consentiu.${Date.now()}@contabilhorizonte.com.br`);
  expect(mail).toContain("Origem: linkedin / paid · campanha campanha-b · entrou por /");
  expect(mail).toMatch(/Primeiro contato: newsletter \/ email · campanha campanha-a · entrou por \/ · em \d{2}\/\d{2}\/\d{4}/);

  await page.getByRole("dialog", { name: "Formulário de contato" }).getByRole("button", { name: "Fechar" }).first().click();
  await page.getByRole("button", { name: "Preferências de cookies" }).click();
  const preferences = page.getByRole("dialog", { name: "Preferências de cookies" });
  await preferences.getByRole("switch", { name: "Marketing" }).click();
  await preferences.getByRole("button", { name: "Salvar preferências" }).click();
  await expect(preferences).toBeHidden();
  expect((await deviceStorage(page)).local[FIRST_TOUCH_STORAGE_KEY]).toBeUndefined();
});
