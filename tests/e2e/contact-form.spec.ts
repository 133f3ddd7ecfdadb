// The contact modal's demo request form (spec §2-§5, §7, §8) against the real server: the
// lead and its outbox mail, validation messages, server and network failures, the captcha,
// double clicks, the phone masks and axe.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { businessHoursLines, replyPromise } from "../../contracts/contact";
import { CAPTCHA_MESSAGES } from "../../contracts/captcha";
import { DEMO_REQUEST_MESSAGES } from "../../contracts/demo-request-options";
import { MAILING_CONSENT_TEXT } from "../../contracts/mailing-consent";
import { altchaCheckbox, contactFormFields, fillContactForm, openContactForm, sentMails, seriousViolations, solveAltcha } from "./helpers";

const API = "**/api/demo-request";
const SALES_INBOX = "comercial@tramita.com.br";

const submitButton = (dialog: Locator) => dialog.getByRole("button", { name: /^(Enviar solicitação|Enviando\.\.\.)$/ });

const lead = {
  name: "Mariana Souza",
  email: "mariana@contabilhorizonte.com.br",
  company: "Contábil Horizonte",
  details: "Protocolos entre três filiais e a matriz.",
};

async function solveCaptcha(dialog: Locator) {
  await solveAltcha(dialog);
  await expect(submitButton(dialog)).toBeEnabled();
}

function countPosts(page: Page) {
  const posts = { count: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/demo-request") posts.count++;
  });
  return posts;
}

/** The decoded sales notification that names `leadId`, or "" while the outbox has not sent it. */
function salesMailFor(leadId: string): string {
  return sentMails().find((mail) => mail.includes(leadId) && new RegExp(`^To: ${SALES_INBOX}$`, "m").test(mail)) ?? "";
}

test("happy path: every field, ALTCHA, 'Enviando...', the thank-you view, and the sales mail of the committed lead", async ({ page }) => {
  const dialog = await openContactForm(page);
  await expect(submitButton(dialog)).toBeDisabled();
  // The mailing opt-in is labelled and starts unticked: left so, the request says no.
  const optIn = dialog.getByRole("checkbox", { name: MAILING_CONSENT_TEXT });
  await expect(optIn).toBeVisible();
  await expect(optIn).not.toBeChecked();
  await fillContactForm(dialog, lead);
  await solveCaptcha(dialog);

  // Hold the request a moment to see the submitting state.
  await page.route(API, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/demo-request"));
  await submitButton(dialog).click();
  await expect(submitButton(dialog)).toHaveText("Enviando...");
  for (const button of await dialog.getByRole("button").all()) await expect(button).toBeDisabled();

  const response = await answered;
  expect(response.status()).toBe(201);
  const sent = response.request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ ...lead, phone: "+55 (11) 98765-4321", users: 40, solution: "protocolos", volume: "151-500", website: "", mailingConsent: false });
  expect(response.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  const { id } = (await response.json()) as { id: string };

  const thanks = dialog.getByRole("heading", { name: "Solicitação enviada com sucesso!" });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(dialog).toContainText(replyPromise);
  for (const line of businessHoursLines) await expect(dialog).toContainText(line);
  await expect(dialog.getByRole("link", { name: "Criar Conta Grátis" })).toHaveAttribute("href", "/signup");
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);

  // The row was committed together with its outbox mail: the worker wrote the sales .eml.
  await expect.poll(() => salesMailFor(id), { timeout: 15_000 }).not.toBe("");
  const mail = salesMailFor(id);
  for (const text of [lead.name, lead.company, lead.email, "+55 (11) 98765-4321", lead.details, "Protocolos", "Até 500"]) {
    expect(mail).toContain(text);
  }

  // Closing clears the success view; the form comes back empty.
  await dialog.locator("button", { hasText: "Fechar" }).click();
  await expect(dialog).toBeHidden();
  await page.locator("section[aria-labelledby='hero-title']").getByRole("button", { name: "Solicitar Contato" }).click();
  await expect(dialog).toBeVisible();
  const f = contactFormFields(dialog);
  for (const control of Object.values(f)) await expect(control).toHaveValue("");
  await expect(submitButton(dialog)).toBeDisabled();
  await expect(submitButton(dialog)).toHaveText("Enviar solicitação");
});

test("sending empty fields shows a message under each required field, focuses the first, and sends nothing", async ({ page }) => {
  const posts = countPosts(page);
  const dialog = await openContactForm(page);
  await solveCaptcha(dialog);
  await submitButton(dialog).click();

  const f = contactFormFields(dialog);
  const expected: [Locator, string][] = [
    [f.name, "Informe seu nome."],
    [f.email, "Informe um e-mail válido."],
    [f.phone, "Informe seu telefone."],
    [f.company, "Informe o nome da empresa."],
    [f.solution, "Escolha a solução de interesse."],
    [f.protocolUsers, "Escolha quantas pessoas vão protocolar."],
    [f.volume, "Escolha o volume mensal de documentos."],
    [f.preferredDay, "Escolha o melhor dia para o contato."],
    [f.preferredTime, "Escolha o melhor horário para o contato."],
    [f.details, "Conte um pouco sobre a sua necessidade."],
  ];
  for (const [control, message] of expected) {
    await expect(control).toHaveAttribute("aria-invalid", "true");
    await expect(control).toHaveAccessibleDescription(message);
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(f.users).not.toHaveAttribute("aria-invalid");
  await expect(f.name).toBeFocused();

  // Fixing a field clears its message as the visitor types.
  await f.name.fill("Mariana");
  await expect(f.name).not.toHaveAttribute("aria-invalid");
  await expect(dialog.getByText("Informe seu nome.")).toBeHidden();

  await f.email.fill("mariana@");
  await f.email.blur();
  await expect(f.email).toHaveAccessibleDescription("Informe um e-mail válido.");
  await f.users.fill("0");
  await f.users.blur();
  await expect(f.users).toHaveAccessibleDescription("Informe um número maior que zero.");

  await page.waitForTimeout(300);
  expect(posts.count).toBe(0);
});

test("failures stay on the form with an alert and a fresh captcha: server text, fallback, network", async ({ page }) => {
  let mode: "422" | "500" | "abort" = "422";
  await page.route(API, (route) => {
    if (mode === "abort") return route.abort("failed");
    if (mode === "500") return route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" });
    return route.fulfill({
      status: 422,
      contentType: "application/json",
      body: JSON.stringify({ error: "Mensagem do servidor", code: "X", fields: { email: "E-mail recusado pelo servidor." } }),
    });
  });
  const dialog = await openContactForm(page);
  await fillContactForm(dialog, lead);
  const banner = dialog.getByRole("alert");

  await solveCaptcha(dialog);
  await submitButton(dialog).click();
  await expect(banner).toHaveText("Mensagem do servidor");
  // The server's field messages show under their fields too, and the first one gets the focus.
  await expect(contactFormFields(dialog).email).toHaveAccessibleDescription("E-mail recusado pelo servidor.");
  await expect(contactFormFields(dialog).email).toBeFocused();
  await expect(altchaCheckbox(dialog)).not.toBeChecked();
  await expect(submitButton(dialog)).toBeDisabled();
  await expect(submitButton(dialog)).toHaveText("Enviar solicitação");

  mode = "500";
  await contactFormFields(dialog).email.fill(lead.email);
  await solveCaptcha(dialog);
  await submitButton(dialog).click();
  await expect(banner).toHaveText(DEMO_REQUEST_MESSAGES.serverErrorFallback);
  await expect(banner).toBeFocused();
  await expect(altchaCheckbox(dialog)).not.toBeChecked();
  await expect(submitButton(dialog)).toBeDisabled();

  mode = "abort";
  await solveCaptcha(dialog);
  await submitButton(dialog).click();
  await expect(banner).toHaveText(DEMO_REQUEST_MESSAGES.networkError);
  await expect(altchaCheckbox(dialog)).not.toBeChecked();
  await expect(submitButton(dialog)).toBeDisabled();

  // Closing clears the error; what was typed is kept.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.locator("section[aria-labelledby='hero-title']").getByRole("button", { name: "Solicitar Contato" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await expect(contactFormFields(dialog).name).toHaveValue(lead.name);
  await expect(contactFormFields(dialog).phone).toHaveValue("(11) 98765-4321");
});

test("a double click sends one request", async ({ page }) => {
  const posts = countPosts(page);
  const dialog = await openContactForm(page);
  await fillContactForm(dialog, lead);
  await solveCaptcha(dialog);
  await page.route(API, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await submitButton(dialog).dblclick();
  await expect(dialog.getByRole("heading", { name: "Solicitação enviada com sucesso!" })).toBeVisible();
  await page.waitForTimeout(300);
  expect(posts.count).toBe(1);
});

test("two clicks in the same task (before any re-render) send one request", async ({ page }) => {
  const posts = countPosts(page);
  const dialog = await openContactForm(page);
  await fillContactForm(dialog, lead);
  await solveCaptcha(dialog);
  await submitButton(dialog).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(dialog.getByRole("heading", { name: "Solicitação enviada com sucesso!" })).toBeVisible();
  await page.waitForTimeout(300);
  expect(posts.count).toBe(1);
});

test("the phone field masks as spec §5 says: Brazil step by step, the United States, Portugal, no letters", async ({ page }) => {
  const dialog = await openContactForm(page);
  const phone = contactFormFields(dialog).phone;
  await expect(phone).toHaveAttribute("placeholder", "(11) 99999-9999");

  await phone.pressSequentially("11");
  await expect(phone).toHaveValue("(11");
  await phone.pressSequentially("9876");
  await expect(phone).toHaveValue("(11) 9876");
  await phone.pressSequentially("5432");
  await expect(phone).toHaveValue("(11) 9876-5432");
  await phone.pressSequentially("1");
  await expect(phone).toHaveValue("(11) 98765-4321");
  await phone.pressSequentially("99");
  await expect(phone).toHaveValue("(11) 98765-4321");

  await phone.fill("");
  await phone.pressSequentially("ab11c9x");
  await expect(phone).toHaveValue("(11) 9");
  await phone.fill("");

  const pickCountry = async (name: string) => {
    await dialog.getByRole("button", { name: /^País:/ }).click();
    await dialog.getByRole("combobox", { name: "Buscar país" }).fill(name);
    await dialog.getByRole("option", { name: new RegExp(`^${name}`) }).click();
  };

  await pickCountry("Estados Unidos");
  await expect(dialog.getByRole("button", { name: /^País:/ })).toHaveAccessibleName(/^País: Estados Unidos\b/);
  await expect(phone).toHaveAttribute("placeholder", "Phone number");
  await phone.pressSequentially("4155552671");
  await expect(phone).toHaveValue("(415) 555-2671");

  await phone.fill("");
  await pickCountry("Portugal");
  await expect(phone).toHaveAttribute("placeholder", "Phone number");
  await phone.pressSequentially("912345678");
  await expect(phone).toHaveValue("912345678");
});

test("trying to send before solving the captcha says so, and solving it clears the message", async ({ page }) => {
  const posts = countPosts(page);
  const dialog = await openContactForm(page);
  const f = contactFormFields(dialog);
  const captchaMessage = dialog.getByRole("alert").filter({ hasText: CAPTCHA_MESSAGES.missing });

  // Enter in an empty field: the captcha message, every field message, focus on the first.
  await f.name.press("Enter");
  await expect(captchaMessage).toBeVisible();
  await expect(f.name).toHaveAccessibleDescription("Informe seu nome.");
  await expect(f.name).toBeFocused();

  // All filled in: Enter moves to the captcha.
  await fillContactForm(dialog, lead);
  await f.company.press("Enter");
  await expect(captchaMessage).toBeVisible();
  await expect(altchaCheckbox(dialog)).toBeFocused();
  await solveCaptcha(dialog);
  await expect(captchaMessage).toBeHidden();

  await page.waitForTimeout(200);
  expect(posts.count).toBe(0);
});

test("a press on the disabled submit button shows the captcha message", async ({ page }) => {
  const dialog = await openContactForm(page);
  await expect(submitButton(dialog)).toBeDisabled();
  await submitButton(dialog).click({ force: true });
  await expect(dialog.getByRole("alert").filter({ hasText: CAPTCHA_MESSAGES.missing })).toBeVisible();
});

test("axe: no serious or critical violation in the form, nor with its error messages shown", async ({ page }) => {
  const dialog = await openContactForm(page);
  await expect(dialog.getByText("Eu não sou um robô")).toBeVisible();
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);

  await contactFormFields(dialog).name.press("Enter");
  await expect(contactFormFields(dialog).details).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByRole("alert")).toHaveText(CAPTCHA_MESSAGES.missing);
  expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
});
