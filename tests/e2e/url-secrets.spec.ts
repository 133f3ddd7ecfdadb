// E-mailed links carry a secret in the URL (?token=..., ?reserva=..., ?acesso=...). With analytics
// consent given, so the Google tag loads, each page opened from such a link must: take the
// secret out of the address bar before anything else runs, never put it in a request URL
// (nor in what the tag reads of the page), and still redeem it.
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNT_API, BOOKING_API, DATA_RIGHTS_API, DATA_RIGHTS_PAGE, DATA_RIGHTS_TOKEN_PARAM, URL_SECRET_PARAMS } from "../../contracts/api-paths";
import type { CaptchaForm } from "../../contracts/captcha";
import { solvedAltchaToken } from "../../server/test/demo-request-fixtures";
import { freeSlotNearWindowEnd, mailedMatch, withSavedConsent } from "./helpers";

test.describe.configure({ timeout: 90_000 });

/**
 * A stand-in for gtag.js (no internet here) that does what the tag does with the page: it
 * reports the page's address (page_location) and referrer to Google Analytics.
 */
const FAKE_GOOGLE_TAG =
  'new Image().src="https://www.google-analytics.com/g/collect?v=2&tid=G-TESTE123&en=page_view&dl="+encodeURIComponent(location.href)+"&dr="+encodeURIComponent(document.referrer);';

/** Records every request the page makes, and the pages the Google tag reported. */
async function watch(page: Page) {
  await withSavedConsent(page, { analytics: true });
  const requests: { url: string; headers: Record<string, string>; navigation: boolean }[] = [];
  const reported: { location: string; referrer: string }[] = [];
  page.on("request", (request) => requests.push({ url: request.url(), headers: request.headers(), navigation: request.isNavigationRequest() }));
  await page.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: FAKE_GOOGLE_TAG }));
  await page.route(/^https:\/\/[^/]*google-analytics\.com\//, (route) => {
    const url = new URL(route.request().url());
    reported.push({ location: url.searchParams.get("dl") ?? "", referrer: url.searchParams.get("dr") ?? "" });
    return route.fulfill({ status: 204 });
  });
  return { requests, reported };
}

/** Opens `link` and, once `ready` shows, checks that `secret` is nowhere but in the request that opened it. */
async function openWithoutLeaking(page: Page, link: string, secret: string, ready: () => Promise<void>) {
  const { requests, reported } = await watch(page);
  const target = new URL(link);
  await page.goto(`${target.pathname}${target.search}`);
  expect(target.search).toContain(secret);
  await ready();
  const shown = new URL(page.url());
  for (const param of URL_SECRET_PARAMS) target.searchParams.delete(param);
  expect(`${shown.pathname}${shown.search}`).toBe(`${target.pathname}${target.search}`);
  // The tag ran, and saw the page without the secret.
  await expect.poll(() => reported.length).toBeGreaterThan(0);
  for (const { location, referrer } of reported) {
    expect(location).toBe(page.url());
    expect(referrer).not.toContain(secret);
  }
  const opening = requests.findIndex((r) => r.navigation && r.url.includes(secret));
  expect(opening).toBeGreaterThanOrEqual(0);
  const others = requests.filter((_, i) => i !== opening);
  expect(others.filter((r) => r.url.includes(secret)).map((r) => r.url)).toEqual([]);
  const pageOrigin = new URL(page.url()).origin;
  expect(others.filter((r) => !r.url.startsWith(pageOrigin) && JSON.stringify(r.headers).includes(secret)).map((r) => r.url)).toEqual([]);
}

/** The newest link to `path` with a secret `param` in a mail to `to`. */
async function mailedLink(to: string, path: string, param: string): Promise<{ link: string; secret: string }> {
  const [link, secret] = await mailedMatch(to, new RegExp(`https?://[^\\s"<]+${path}\\?${param}=([\\w.-]+)[^\\s"<]*`));
  return { link, secret: secret! };
}

const captcha = (baseURL: string | undefined, form: CaptchaForm) => solvedAltchaToken({ baseUrl: baseURL! }, form);

test("account links (/confirmar-email, /assinatura, /recuperar-senha) leave no token in the address bar or any request, and still work", async ({ page, request, baseURL }) => {
  const email = `lia.${Date.now()}@segredos.com.br`;
  // Signed up from the page's browser (its cookies), which then confirms with that password.
  const signup = await page.request.post(ACCOUNT_API.signup, {
    data: { name: "Lia Moreira", email, company: "Segredos Contábeis", phone: "+55 (31) 99876-5432", password: "link-sem-rastro-2026", acceptTerms: true, plan: { tier: "ouro", period: "anual" }, captchaToken: await captcha(baseURL, "signup") },
  });
  expect(signup.status()).toBe(202);

  const confirm = await mailedLink(email, "/confirmar-email", "token");
  await openWithoutLeaking(page, confirm.link, confirm.secret, async () => {
    await expect(page.getByRole("heading", { name: "Tudo certo, Lia!" })).toBeVisible();
  });

  expect((await request.post(ACCOUNT_API.magicLink, { data: { email, captchaToken: await captcha(baseURL, "magic-link") } })).status()).toBe(202);
  const magic = await mailedLink(email, "/assinatura", "token");
  const magicPage = await page.context().newPage();
  await page.context().clearCookies();
  await openWithoutLeaking(magicPage, magic.link, magic.secret, async () => {
    await expect(magicPage.getByTestId("current-plan")).toContainText("Plano Ouro");
  });

  expect((await request.post(ACCOUNT_API.passwordReset, { data: { email, captchaToken: await captcha(baseURL, "password-reset") } })).status()).toBe(202);
  const reset = await mailedLink(email, "/recuperar-senha", "token");
  const resetPage = await page.context().newPage();
  await openWithoutLeaking(resetPage, reset.link, reset.secret, async () => {
    await expect(resetPage.getByLabel(/^Nova senha/)).toBeVisible();
  });
  await resetPage.getByLabel(/^Nova senha/).fill("outra-senha-sem-rastro");
  await resetPage.getByLabel(/^Repita a nova senha/).fill("outra-senha-sem-rastro");
  await resetPage.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(resetPage.getByRole("heading", { name: "Senha alterada" })).toBeVisible();
});

test("a booking's confirmation and manage links leave no token in the address bar or any request, and still confirm and cancel", async ({ page, request, baseURL }) => {
  const email = `caio.${Date.now()}@segredos.com.br`;
  const booked = await request.post(BOOKING_API.book, {
    data: { name: "Caio Prado", email, phone: "+55 (11) 98765-4321", company: "Segredos Contábeis", topic: "protocolos", slotStart: await freeSlotNearWindowEnd(request, 1), captchaToken: await captcha(baseURL, "booking") },
  });
  expect(booked.status()).toBe(201);

  const confirm = await mailedLink(email, "/agendamento", "reserva");
  expect(confirm.link).toContain("acao=confirmar");
  await openWithoutLeaking(page, confirm.link, confirm.secret, async () => {
    await page.getByRole("button", { name: "Confirmar demonstração" }).click();
    await expect(page.getByRole("heading", { name: "Demonstração confirmada!" })).toBeVisible();
  });

  const [cancelLink, secret] = await mailedMatch(email, /https?:\/\/[^\s"<]+\/agendamento\?reserva=([\w.-]+)&acao=cancelar/);
  const cancelPage = await page.context().newPage();
  await openWithoutLeaking(cancelPage, cancelLink, secret!, async () => {
    await expect(cancelPage.getByRole("heading", { name: "Cancelar a demonstração?" })).toBeVisible();
  });
  await cancelPage.getByRole("button", { name: "Cancelar demonstração" }).click();
  await expect(cancelPage.getByRole("heading", { name: "Demonstração cancelada" })).toBeVisible();
});

test("the data-rights link (/privacidade/meus-dados) leaves no token in the address bar or any request, and still opens the data", async ({ page, request, baseURL }) => {
  const email = `rui.${Date.now()}@segredos.com.br`;
  expect((await request.post(DATA_RIGHTS_API.request, { data: { email, captchaToken: await captcha(baseURL, "data-rights") } })).status()).toBe(202);
  const { link, secret } = await mailedLink(email, DATA_RIGHTS_PAGE, DATA_RIGHTS_TOKEN_PARAM);
  await openWithoutLeaking(page, link, secret, async () => {
    await page.getByRole("button", { name: "Mostrar meus dados" }).click();
    await expect(page.getByRole("heading", { name: "Seus dados" })).toBeVisible();
  });
});
