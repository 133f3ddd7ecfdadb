// Cookie consent (LGPD, Google Consent Mode v2): the delayed banner, the three choices and
// what each stores, signals and sends to the API, the saved choice on reload, the floating
// button, the Google tag only after analytics consent, keyboard use, 360 px and axe.
import { expect, test, type Page, type Request } from "@playwright/test";
import { CONSENT_API_PATH } from "../../contracts/api-paths";
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY, COOKIE_BANNER_DELAY_MS } from "../../contracts/consent";
import { site } from "../../contracts/site";
import { expectModalFocusBehaviour, openLanding, seriousViolations } from "./helpers";

const GA_ID = "G-TESTE123";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const banner = (page: Page) => page.getByRole("region", { name: "Aviso de cookies" });
const preferences = (page: Page) => page.getByRole("dialog", { name: "Preferências de cookies" });
const floatingButton = (page: Page) => page.getByRole("button", { name: "Preferências de cookies" });

/** No internet here: the Google tag is answered with an empty script, and counted. */
async function stubGoogleTag(page: Page) {
  const requests: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  return requests;
}

const storedConsent = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null") as Record<string, unknown> | null, CONSENT_STORAGE_KEY);

/** window.dataLayer with gtag's Arguments objects turned into arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );

const isConsentCall = (entry: unknown, kind: "default" | "update"): entry is [string, string, Record<string, unknown>] =>
  Array.isArray(entry) && entry[0] === "consent" && entry[1] === kind;

const signals = (analytics: boolean, marketing: boolean) => ({
  analytics_storage: analytics ? "granted" : "denied",
  ad_storage: marketing ? "granted" : "denied",
  ad_user_data: marketing ? "granted" : "denied",
  ad_personalization: marketing ? "granted" : "denied",
});

/** The server records each choice (201); the route may still be missing (404) on an older server. */
async function expectRecorded(request: Request) {
  const response = await request.response();
  const status = response?.status();
  if (status === 404) test.info().annotations.push({ type: "note", description: `${CONSENT_API_PATH} not served yet (404)` });
  else expect(status).toBe(201);
}

test("the banner appears about 1 s after load, not before, with the privacy and terms links", async ({ page }) => {
  // Note when the banner enters the DOM, relative to the start of the navigation.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.querySelector("section[aria-label='Aviso de cookies']")) {
        (window as unknown as { bannerShownAt: number }).bannerShownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const html = await (await page.request.get("/")).text();
  expect(html).not.toContain("Aviso de cookies");

  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  const shownAt = await page.evaluate(() => (window as unknown as { bannerShownAt: number }).bannerShownAt);
  const loadedAt = await page.evaluate(() => performance.getEntriesByType("navigation")[0]!.toJSON().domContentLoadedEventEnd as number);
  expect(shownAt).toBeGreaterThanOrEqual(COOKIE_BANNER_DELAY_MS);
  expect(shownAt - loadedAt).toBeLessThan(COOKIE_BANNER_DELAY_MS + 3000);

  await expect(banner(page)).toContainText("Usamos cookies necessários para o site funcionar");
  await expect(banner(page).getByRole("link", { name: "Política de Privacidade" })).toHaveAttribute("href", "/privacidade");
  const terms = banner(page).getByRole("link", { name: /Termos de Uso/ });
  await expect(terms).toHaveAttribute("href", site.externalTermsUrl);
  await expect(terms).toHaveAttribute("target", "_blank");
  await expect(terms).toHaveAttribute("rel", /\bnoopener\b/);
  // A region that does not take the focus.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expect(floatingButton(page)).toHaveCount(0);
});

const choices = [
  { name: "Aceitar todos", analytics: true, marketing: true },
  { name: "Apenas necessários", analytics: false, marketing: false },
  { name: "Salvar preferências", analytics: true, marketing: false },
] as const;

for (const choice of choices) {
  test(`'${choice.name}' stores, signals and records { analytics: ${choice.analytics}, marketing: ${choice.marketing} }`, async ({ page }) => {
    await stubGoogleTag(page);
    await openLanding(page);
    await expect(banner(page)).toBeVisible();

    const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === CONSENT_API_PATH);
    if (choice.name === "Salvar preferências") {
      await banner(page).getByRole("button", { name: "Personalizar" }).click();
      const dialog = preferences(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("switch", { name: /Necessários/ })).toBeChecked();
      await expect(dialog.getByRole("switch", { name: /Necessários/ })).toBeDisabled();
      await expect(dialog.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
      await dialog.getByRole("switch", { name: "Análise" }).click();
      await dialog.getByRole("button", { name: "Salvar preferências" }).click();
      await expect(dialog).toBeHidden();
    } else {
      await banner(page).getByRole("button", { name: choice.name }).click();
    }
    await expect(banner(page)).toBeHidden();
    await expect(floatingButton(page)).toBeVisible();

    const record = await storedConsent(page);
    expect(record).toEqual({
      necessary: true,
      analytics: choice.analytics,
      marketing: choice.marketing,
      id: expect.stringMatching(UUID),
      version: CONSENT_POLICY_VERSION,
      timestamp: expect.any(String),
    });
    expect(Math.abs(Date.parse(record!.timestamp as string) - Date.now())).toBeLessThan(60_000);

    const layer = await dataLayer(page);
    expect(isConsentCall(layer[0], "default")).toBe(true);
    expect(layer.filter((e) => isConsentCall(e, "update")).map((e) => (e as unknown[])[2])).toEqual([signals(choice.analytics, choice.marketing)]);
    expect(layer.filter((e) => (e as { event?: string }).event === "cookie_consent_update")).toEqual([
      { event: "cookie_consent_update", necessary: true, analytics: choice.analytics, marketing: choice.marketing },
    ]);

    const request = await posted;
    expect(request.postDataJSON()).toEqual(record);
    expect(request.headers()["content-type"]).toContain("application/json");
    await expectRecorded(request);
  });
}

test("a saved choice is re-applied by the head script on reload: no banner, a floating button that shows the consent id", async ({ page }) => {
  await stubGoogleTag(page);
  await openLanding(page);
  await banner(page).getByRole("button", { name: "Apenas necessários" }).click();
  await expect(banner(page)).toBeHidden();
  const { id } = (await storedConsent(page))!;

  await page.reload();
  // Before any other entry: the defaults, then the saved choice.
  const layer = await dataLayer(page);
  expect(layer[0]).toEqual([
    "consent",
    "default",
    { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied", wait_for_update: 500 },
  ]);
  expect(layer[1]).toEqual(["consent", "update", signals(false, false)]);

  await expect(floatingButton(page)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await floatingButton(page).click();
  const dialog = preferences(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Código do seu consentimento: ${id as string}`);
  await expect(dialog.getByRole("switch", { name: "Análise" })).not.toBeChecked();

  // A later change keeps the id.
  await dialog.getByRole("switch", { name: "Marketing" }).click();
  await dialog.getByRole("button", { name: "Salvar preferências" }).click();
  await expect(dialog).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ id, analytics: false, marketing: true });
  await expect(floatingButton(page)).toBeFocused();
});

for (const [label, saved] of [
  ["an expired choice", { version: CONSENT_POLICY_VERSION, timestamp: new Date(Date.now() - 400 * 86_400_000).toISOString() }],
  ["a choice under an older policy version", { version: "2000-01-01", timestamp: new Date().toISOString() }],
] as const) {
  test(`${label} asks again and is not re-applied`, async ({ page }) => {
    const id = "6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b";
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: true, id, ...saved })] as const,
    );
    await openLanding(page);
    await expect(banner(page)).toBeVisible();
    expect((await dataLayer(page)).filter((e) => isConsentCall(e, "update"))).toEqual([]);
    // The visitor keeps their anonymous id.
    await banner(page).getByRole("button", { name: "Personalizar" }).click();
    await expect(preferences(page)).toContainText(id);
  });
}

test.describe("the Google tag", () => {
  test("is not requested before analytics consent, and once after 'Aceitar todos'", async ({ page }) => {
    const requests = await stubGoogleTag(page);
    await openLanding(page);
    await expect(banner(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);

    await banner(page).getByRole("button", { name: "Aceitar todos" }).click();
    await expect.poll(() => requests.length).toBe(1);
    expect(requests[0]).toBe(`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`);
    const layer = await dataLayer(page);
    const configAt = layer.findIndex((e) => Array.isArray(e) && e[0] === "config" && e[1] === GA_ID);
    expect(configAt).toBeGreaterThan(layer.findIndex((e) => isConsentCall(e, "update")));

    // Saving again does not load it twice.
    await floatingButton(page).click();
    await preferences(page).getByRole("button", { name: "Salvar preferências" }).click();
    await expect(preferences(page)).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(requests).toHaveLength(1);

    // A saved analytics consent loads it on the next page too.
    await page.reload();
    await expect.poll(() => requests.length).toBe(2);
  });

  test("is never requested after 'Apenas necessários'", async ({ page }) => {
    const requests = await stubGoogleTag(page);
    await openLanding(page);
    await banner(page).getByRole("button", { name: "Apenas necessários" }).click();
    await page.reload();
    await expect(floatingButton(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
  });
});

test("keyboard only: reach the banner, open the dialog, toggle with Space, save with Enter, focus comes back", async ({ page }) => {
  await stubGoogleTag(page);
  await openLanding(page);
  await expect(banner(page)).toBeVisible();
  const customize = banner(page).getByRole("button", { name: "Personalizar" });

  // The banner is the last thing on the page: Shift+Tab from the top reaches its buttons.
  await page.keyboard.press("Shift+Tab");
  await expect(customize).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(banner(page).getByRole("button", { name: "Aceitar todos" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(banner(page).getByRole("button", { name: "Apenas necessários" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(customize).toBeFocused();

  // Escape closes the dialog and gives the focus back to its opener.
  await page.keyboard.press("Enter");
  const dialog = preferences(page);
  await expect(dialog).toBeVisible();
  await expectModalFocusBehaviour(page, dialog, customize);

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  const analytics = dialog.getByRole("switch", { name: "Análise" });
  await tabUntilFocused(page, analytics);
  await page.keyboard.press("Space");
  await expect(analytics).toBeChecked();
  await tabUntilFocused(page, dialog.getByRole("button", { name: "Salvar preferências" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: false });
  // The opener went away with the banner: the focus lands on the floating button.
  await expect(floatingButton(page)).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("switch", { name: "Análise" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(floatingButton(page)).toBeFocused();
});

async function tabUntilFocused(page: Page, target: ReturnType<Page["locator"]>) {
  for (let i = 0; i < 10; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("at 360 px the bar is compact and the hero's buttons stay reachable and clickable", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openLanding(page);
  await expect(banner(page)).toBeVisible();
  const bar = (await banner(page).boundingBox())!;
  expect(bar.height).toBeLessThan(740 * 0.25);
  // The page gets room below it, so nothing stays under the bar.
  expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe(`${Math.round(bar.height)}px`);

  const hero = page.locator("section[aria-labelledby='hero-title']");
  for (const target of [hero.getByRole("link", { name: "Teste Grátis 11 Dias" }), hero.getByRole("button", { name: "Solicitar Contato" })]) {
    const hit = await target.evaluate((el) => {
      el.scrollIntoView({ block: "center", behavior: "instant" });
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(hit).toBe(true);
  }
  await hero.getByRole("button", { name: "Solicitar Contato" }).click();
  await expect(page.getByRole("dialog", { name: "Formulário de contato" })).toBeVisible();
});

test("axe finds no serious or critical violation in the banner and the preferences dialog", async ({ page }) => {
  await openLanding(page);
  await expect(banner(page)).toBeVisible();
  expect(await seriousViolations(page, "section[aria-label='Aviso de cookies']")).toEqual([]);
  await banner(page).getByRole("button", { name: "Personalizar" }).click();
  await expect(preferences(page)).toBeVisible();
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
});
