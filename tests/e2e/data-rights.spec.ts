// LGPD art. 18 on self-service (/privacidade/meus-dados) against the real server and its
// outbox: reached from /privacidade, the footer and the cookie preferences; the e-mail form
// with the captcha -> the link read from the e-mail -> the data, grouped -> the JSON download
// (its contents checked) -> the erasure after its confirmation, by keyboard -> the
// confirmation e-mail; the link then opens nothing. axe on every state.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { BOOKING_API, CONSENT_API_PATH, DATA_RIGHTS_PAGE } from "../../contracts/api-paths";
import type { CaptchaForm } from "../../contracts/captcha";
import { CONSENT_POLICY_VERSION } from "../../contracts/consent";
import type { DataRightsView } from "../../contracts/data-rights-view";
import { solvedAltchaToken, validFields } from "../../server/test/demo-request-fixtures";
import { bookingMonth, confirmHeldBooking, crmReceiver, freeSlotNearWindowEnd, mailedMatch, seriousViolations, sentMails, solveAltcha, waitForHydration, withSavedConsent } from "./helpers";

test.describe.configure({ timeout: 120_000 });

/** The consent id withSavedConsent() stores in the browser. */
const CONSENT_ID = "6b0c3a52-4c1e-4f8e-9d7a-2f1e0b9c8d7e";

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** The data-rights link in the newest e-mail to `to`. */
async function mailedLink(to: string): Promise<string> {
  return (await mailedMatch(to, new RegExp(`https?://[^\\s"<]+${DATA_RIGHTS_PAGE}\\?acesso=[\\w-]{43}`)))[0];
}

test("the whole flow: the form, the e-mailed link, the data, the JSON export and the erasure", async ({ page, request, baseURL }) => {
  const person = { name: "Zuleica Brandão Esteves", email: `zuleica.${Date.now()}@construtoraaurora.com.br`, phone: "+55 (21) 99123-4567", company: "Construtora Aurora" };
  const captcha = (form: CaptchaForm) => solvedAltchaToken({ baseUrl: baseURL! }, form);
  // What she left on the site earlier: a demo request, a booked demo, this browser's cookie choice.
  expect((await request.post("/api/demo-request", { data: { ...validFields(person), captchaToken: await captcha("demo-request") } })).status()).toBe(201);
  // The window's last day but one: other specs take the very last.
  const slotStart = await freeSlotNearWindowEnd(request, 2);
  const booking = { ...person, topic: "protocolos", notes: "Duas obras em andamento.", slotStart };
  expect((await request.post(BOOKING_API.book, { data: { ...booking, captchaToken: await captcha("booking") } })).status()).toBe(201);
  await confirmHeldBooking(request, person.email);
  const consent = { id: CONSENT_ID, necessary: true, analytics: false, marketing: false, version: CONSENT_POLICY_VERSION, timestamp: new Date().toISOString() };
  expect((await request.post(CONSENT_API_PATH, { data: consent })).status()).toBe(201);

  // The form, reached from the footer's useful links.
  await withSavedConsent(page);
  await page.goto("/privacidade");
  await page.getByRole("navigation", { name: "Links úteis" }).getByRole("link", { name: "Meus dados (LGPD)" }).click();
  await expect(page).toHaveURL(DATA_RIGHTS_PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Meus dados" })).toBeVisible();
  await expect(page.getByText("Eu não sou um robô")).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousViolations(page);

  // Without the captcha nothing is sent; with it, the same neutral answer as for anyone.
  await page.getByRole("textbox", { name: "Seu e-mail" }).fill(person.email.toUpperCase());
  await page.getByRole("button", { name: "Enviar link de acesso" }).click();
  await expect(page.getByText("Por favor, complete o desafio reCAPTCHA")).toBeVisible();
  await solveAltcha(page.locator("main"));
  await page.getByRole("button", { name: "Enviar link de acesso" }).click();
  const sent = page.getByRole("status").filter({ hasText: "Confira sua caixa de entrada." });
  await expect(sent).toContainText(`Se o endereço ${person.email.toUpperCase()} estiver certo, o link chega em instantes. Ele vale por 30 minutos.`);
  await expectNoSeriousViolations(page);

  // The e-mailed link: the token leaves the address bar, and nothing is spent until asked.
  const mailed = new URL(await mailedLink(person.email));
  const link = `${mailed.pathname}${mailed.search}`;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Seu link está pronto" })).toBeFocused();
  expect(new URL(page.url()).search).toBe("");
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Mostrar meus dados" }).click();

  // The data, grouped, in plain pt-BR.
  await expect(page.getByRole("heading", { name: "Seus dados" })).toBeFocused();
  await expect(page.getByText(`Tudo o que guardamos ligado a ${person.email}`)).toBeVisible();
  const demoRequests = page.getByTestId("grupo-pedidos-de-demonstracao");
  await expect(demoRequests.getByRole("heading", { level: 2 })).toHaveText("Pedidos de demonstração (1)");
  await expect(demoRequests).toContainText(person.name);
  await expect(demoRequests).toContainText("Documentos e correspondências");
  const bookings = page.getByTestId("grupo-agendamentos");
  await expect(bookings.getByRole("heading", { level: 2 })).toHaveText("Agendamentos de demonstração (1)");
  await expect(bookings).toContainText("Confirmada para uma data futura");
  await expect(bookings).toContainText("Duas obras em andamento.");
  await expect(page.getByTestId("grupo-conta-de-teste")).toContainText("Nenhuma conta de teste com este e-mail.");
  await expect(page.getByTestId("grupo-emails")).toContainText("Seu link para ver os dados que o Tramita guarda sobre você");
  const cookies = page.getByTestId("grupo-cookies");
  await expect(cookies).toContainText(CONSENT_ID);
  await expect(cookies).toContainText("Recusados");
  await expectNoSeriousViolations(page);

  // The export is exactly the view the page shows.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Baixar meus dados (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meus-dados-tramita-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as DataRightsView;
  expect(exported.email).toBe(person.email);
  expect(exported.demoRequests).toEqual([expect.objectContaining({ name: person.name, email: person.email, phone: person.phone, company: person.company, solution: "ambos" })]);
  expect(exported.bookings).toEqual([expect.objectContaining({ slotStart, status: "confirmed", notes: "Duas obras em andamento." })]);
  expect(exported.account).toBeNull();
  expect(exported.cookieConsent).toMatchObject({ consentId: CONSENT_ID, records: [expect.objectContaining({ analytics: false, marketing: false, policyVersion: CONSENT_POLICY_VERSION })] });
  expect(exported.mail.length).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("status").filter({ hasText: download.suggestedFilename() })).toContainText("Ele traz exatamente o que está nesta página.");

  // The erasure: explained, then confirmed, by keyboard.
  await page.getByRole("button", { name: "Excluir meus dados" }).click();
  const panel = page.getByRole("region", { name: "Excluir meus dados" });
  await expect(panel.getByRole("heading", { name: "Excluir meus dados" })).toBeFocused();
  await expect(panel).toContainText("Registros das escolhas de cookies deste navegador");
  await expect(panel).toContainText("LGPD, art. 8º, § 2º");
  await panel.getByRole("button", { name: "Excluir definitivamente" }).press("Enter");
  const box = panel.getByRole("checkbox", { name: /Entendo que a exclusão é definitiva/ });
  await expect(box).toHaveAccessibleDescription("Marque a confirmação para excluir os dados.");
  await expectNoSeriousViolations(page);
  await box.focus();
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
  await panel.getByRole("button", { name: "Excluir definitivamente" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Seus dados foram excluídos" })).toBeFocused();
  await expect(page.getByText(`Excluímos tudo o que estava ligado a ${person.email}`)).toBeVisible();
  await expectNoSeriousViolations(page);

  // The confirmation e-mail, and the future demo freed for someone else.
  await expect.poll(() => sentMails().some((m) => m.includes(`To: ${person.email}`) && m.includes("Excluímos os dados pessoais ligados a este e-mail")), { timeout: 15_000 }).toBe(true);
  const free = await bookingMonth(request, slotStart.slice(0, 7));
  expect(free.days.flatMap((d) => d.slots)).toContain(slotStart);

  // The link cannot be used again.
  await page.goto(link);
  await page.getByRole("button", { name: "Mostrar meus dados" }).click();
  await expect(page.getByRole("alert")).toHaveText("Este link já foi usado. Por segurança, cada link abre os seus dados uma única vez. Peça um novo.");
  await expect(page.getByRole("textbox", { name: "Seu e-mail" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("two visitors whose addresses overlap each see and erase only their own records; the other's lead still reaches the CRM", async ({ page, request, baseURL }) => {
  const crm = await crmReceiver();
  try {
    const stamp = Date.now();
    // One address is a substring of the other.
    const short = { name: "Bruno Pereira", email: `pereira.adv.${stamp}@yahoo.com` };
    const long = { name: "João Pereira Advogado", email: `joao.pereira.adv.${stamp}@yahoo.com.br` };
    for (const person of [long, short]) {
      const res = await request.post("/api/demo-request", { data: { ...validFields(person), captchaToken: await solvedAltchaToken({ baseUrl: baseURL! }, "demo-request") } });
      expect(res.status()).toBe(201);
    }

    const openOwnData = async (email: string) => {
      await withSavedConsent(page);
      await page.goto(DATA_RIGHTS_PAGE);
      // The captcha is solved once the page has hydrated.
      await waitForHydration(page);
      await page.getByRole("textbox", { name: "Seu e-mail" }).fill(email);
      await solveAltcha(page.locator("main"));
      await page.getByRole("button", { name: "Enviar link de acesso" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Confira sua caixa de entrada." })).toBeVisible();
      const mailed = new URL(await mailedLink(email));
      await page.goto(`${mailed.pathname}${mailed.search}`);
      await page.getByRole("button", { name: "Mostrar meus dados" }).click();
      await expect(page.getByRole("heading", { name: "Seus dados" })).toBeFocused();
    };
    const eraseOwnData = async () => {
      await page.getByRole("button", { name: "Excluir meus dados" }).click();
      const panel = page.getByRole("region", { name: "Excluir meus dados" });
      await panel.getByRole("checkbox", { name: /Entendo que a exclusão é definitiva/ }).check();
      await panel.getByRole("button", { name: "Excluir definitivamente" }).click();
      await expect(page.getByRole("heading", { name: "Seus dados foram excluídos" })).toBeFocused();
    };

    const reachedCrm = (email: string) => crm.accepted.some((d) => d.body.type === "lead.created" && (d.body.data as { email: string }).email === email);
    await expect.poll(() => reachedCrm(short.email), { timeout: 20_000 }).toBe(true);

    // The shorter address sees its own request and its mail, nothing of the other's, and erases it.
    await openOwnData(short.email);
    const shortRequests = page.getByTestId("grupo-pedidos-de-demonstracao");
    await expect(shortRequests.getByRole("heading", { level: 2 })).toHaveText("Pedidos de demonstração (1)");
    await expect(shortRequests).toContainText(short.name);
    await expect(page.getByTestId("grupo-emails")).toContainText("Equipe comercial do Tramita");
    // Where the data went (LGPD art. 18, VII): the CRM got the request.
    await expect(page.getByTestId("grupo-compartilhamento")).toContainText("CRM da equipe comercial");
    await expect(page.locator("main")).not.toContainText(long.email);
    await expect(page.locator("main")).not.toContainText(long.name);
    await expectNoSeriousViolations(page);
    await eraseOwnData();
    await expect(page.locator("main")).toContainText("Também pedimos a exclusão a quem recebeu os seus dados de nós:");
    await expect(page.locator("main").getByRole("listitem").filter({ hasText: "CRM da equipe comercial" })).toBeVisible();
    await expectNoSeriousViolations(page);
    await expect.poll(() => crm.accepted.some((d) => d.body.type === "data_subject.erased"), { timeout: 20_000 }).toBe(true);

    // The other's lead is untouched: it reaches the CRM, and its owner still finds it.
    await expect.poll(() => reachedCrm(long.email), { timeout: 20_000 }).toBe(true);
    await openOwnData(long.email);
    const longRequests = page.getByTestId("grupo-pedidos-de-demonstracao");
    await expect(longRequests.getByRole("heading", { level: 2 })).toHaveText("Pedidos de demonstração (1)");
    await expect(longRequests).toContainText(long.name);
    await expect(page.locator("main")).not.toContainText(short.name);
    await eraseOwnData();
  } finally {
    await crm.close();
  }
});

test("the page is linked from the privacy policy and from the cookie preferences", async ({ page }) => {
  await withSavedConsent(page);
  await page.goto("/privacidade");
  await expect(page.locator("article").getByRole("link", { name: "Meus dados" })).toHaveAttribute("href", DATA_RIGHTS_PAGE);
  // The footer's button opens the dialog once the page has hydrated (a press before that does nothing).
  await waitForHydration(page);
  await page.getByRole("button", { name: "Preferências de cookies" }).click();
  const dialog = page.getByRole("dialog", { name: "Preferências de cookies" });
  await dialog.getByRole("link", { name: "Meus dados" }).click();
  await expect(page).toHaveURL(DATA_RIGHTS_PAGE);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Meus dados" })).toBeVisible();
});
