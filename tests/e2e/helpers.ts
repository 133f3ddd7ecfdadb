import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "@playwright/test";
import { addMonths } from "../../app/features/booking/calendar-grid";
import { BOOKING_API, BOOKING_TOKEN_PARAM } from "../../contracts/api-paths";
import { formatClock } from "../../contracts/booking-format";
import type { BookingSlotsResponse } from "../../contracts/booking-options";
import { CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from "../../contracts/consent";
import { E2E_APP_URL, E2E_CRM_PORT, E2E_CRM_SECRET, E2E_MAIL_DIR, E2E_RDSTATION_KEY, E2E_RDSTATION_PORT } from "../../playwright.config";
import { startRdStationFake } from "../../server/test/rdstation-fake";
import { startWebhookReceiver } from "../../server/test/webhook-receiver";

/**
 * Loads / and waits until the lazily hydrated sections respond (their counters reset to 0).
 * They hydrate as the visitor nears them (HydrateWhenNear): on a screen the hero fills, the
 * page scrolls to where they start, and back to the top once they respond.
 */
export async function openLanding(page: Page) {
  await page.goto("/");
  await page.evaluate(() => {
    const start = document.querySelector("[data-hydrate-when-near='below-the-fold']")!.getBoundingClientRect().top;
    if (start > innerHeight) scrollTo({ top: scrollY + start - innerHeight, behavior: "instant" });
  });
  await expect(page.getByTestId("stat-value").first()).toHaveText("0M+");
  await page.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
}

/** How much an axe violation matters, as axe reports it. */
export type AxeImpact = "minor" | "moderate" | "serious" | "critical";

/**
 * Ends every finite animation on the page now (fades, slides), as if it had run its course.
 * Not waited for: an animation inside a section that skips rendering off screen
 * (content-visibility) does not advance until it is scrolled to.
 */
export async function finishAnimations(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
}

/** axe-core violations (WCAG 2.x A/AA rules and best practices) of the given impacts, inside `include` if given. */
export async function axeViolations(page: Page, { include, impacts }: { include?: string; impacts?: readonly AxeImpact[] } = {}) {
  // Colours measured halfway through a fade are not the colours a visitor reads. Let finite
  // animations end, and analyse with reduced motion so that anything mounting during the
  // analysis (the cookie banner appears after a delay) is painted at full opacity at once.
  await finishAnimations(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  // Only violations are read: collecting passes and inapplicable rules nearly doubles the run.
  let builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze().finally(() => page.emulateMedia({ reducedMotion: null }));
  return violations
    .filter((v) => !impacts || impacts.includes(v.impact as AxeImpact))
    .map((v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** axe-core violations of serious or critical impact. */
export function seriousViolations(page: Page, include?: string) {
  return axeViolations(page, { include, impacts: ["serious", "critical"] });
}

/** Tab never leaves `dialog`; Escape closes it and focus returns to `opener`. */
export async function expectModalFocusBehaviour(page: Page, dialog: Locator, opener: Locator) {
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** An .eml's headers and text parts, quoted-printable and base64 bodies decoded. */
export function decodeEml(raw: string): string {
  return raw
    .split(/^--.*$/m)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return part;
      const head = part.slice(0, split);
      const body = part.slice(split);
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === "base64") return `${head}\n${Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")}`;
      if (encoding !== "quoted-printable") return part;
      const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return `${head}\n${Buffer.from(bytes, "latin1").toString("utf8")}`;
    })
    .join("\n");
}

/** Every .eml the e2e server's outbox (or the one writing to `mailDir`) has written so far, decoded. */
export function sentMails(mailDir = E2E_MAIL_DIR): string[] {
  let files: string[];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith(".eml"));
  } catch {
    return [];
  }
  return files.map((file) => decodeEml(readFileSync(join(mailDir, file), "utf8")));
}

/** The first match of `pattern` in the newest e-mail to `to` that has one (in `mailDir`), waited for. */
export async function mailedMatch(to: string, pattern: RegExp, mailDir = E2E_MAIL_DIR): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(() => {
      const mail = sentMails(mailDir).findLast((m) => new RegExp(`^To: ${to}$`, "m").test(m) && pattern.test(m));
      found = mail ? pattern.exec(mail) : null;
      return found !== null;
    }, { timeout: 15_000 })
    .toBe(true);
  return found!;
}

/** No element wider than the viewport (usable at 360 px without sideways scrolling). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** ALTCHA's checkbox inside `scope`: its label reads 'Eu não sou um robô', then 'Verificado'. */
export const altchaCheckbox = (scope: Locator) => scope.getByRole("group", { name: "Verificação de segurança" }).getByRole("checkbox");

/** Solves the ALTCHA in `scope`: press its label (an SVG overlay covers the box) and wait for the token. */
export async function solveAltcha(scope: Locator) {
  await scope.getByText("Eu não sou um robô").click();
  await expect(altchaCheckbox(scope)).toBeChecked({ timeout: 15_000 });
}

/** Waits until the page has hydrated: the app marks <html data-hydrated> (app/lib/page-hydrated.ts). */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * What a mail link scanner that runs pages does with an e-mailed link before its reader opens
 * it: loads the page in a browser of its own, lets it hydrate and waits until the page has
 * no request left in flight.
 */
export async function scanLink(browser: Browser, link: string) {
  const context = await browser.newContext();
  try {
    const scanner = await context.newPage();
    await scanner.goto(link);
    await waitForHydration(scanner);
    await scanner.waitForLoadState("networkidle");
  } finally {
    await context.close();
  }
}

/** A CPU four times slower than this machine's, as a modest phone has. */
export async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/**
 * Holds back the site's scripts whose path matches `pattern` until the returned function is
 * called, so a test acts on the prerendered page before it hydrates, whatever the timing.
 */
export async function holdScripts(page: Page, pattern = /\/assets\/[^/]+\.js$/) {
  const held: (() => void)[] = [];
  let released = false;
  await page.route(pattern, async (route) => {
    if (!released) await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  return () => {
    released = true;
    for (const release of held.splice(0)) release();
  };
}

/** The route whose page sends the visitor to the external application by itself (after a countdown). */
const LEAVES_BY_ITSELF = "/login";

/**
 * Keeps a page opened at `url` where it is while a test checks it: /login hands the visitor
 * to the external application after a countdown, and that navigation is answered with 204.
 * Only for that page, and undone by the returned function: while any route is set, Playwright
 * turns off the browser's HTTP cache and sends every request through itself, so a page reused
 * across routes would fetch and compile the site's scripts afresh on every visit.
 */
export async function stayOnPage(context: BrowserContext, url: string): Promise<() => Promise<void>> {
  if (url !== LEAVES_BY_ITSELF) return async () => {};
  const pattern = `${E2E_APP_URL}/**`;
  await context.route(pattern, (route) => route.fulfill({ status: 204 }));
  return () => context.unroute(pattern);
}

/**
 * One page per worker for the describe block it is called in, reused by every test of the
 * block that runs there (each opens a route): the browser's cache as a visitor's, and no new
 * renderer per route. `prepare` sets the page up once (init scripts, saved consent).
 */
export function sharedPage(options: BrowserContextOptions, prepare: (page: Page) => Promise<void>) {
  const shared = {} as { context: BrowserContext; page: Page };
  test.beforeAll(async ({ browser }, workerInfo) => {
    const { baseURL, locale, timezoneId } = workerInfo.project.use;
    shared.context = await browser.newContext({ baseURL, locale, timezoneId, ...options });
    shared.page = await shared.context.newPage();
    await prepare(shared.page);
  });
  test.afterAll(() => shared.context.close());
  return shared;
}

/** A current consent record in localStorage, so the cookie banner stays out of the way. */
export async function withSavedConsent(page: Page, { analytics = false } = {}) {
  await page.addInitScript(
    ([key, version, analyticsGranted]) => {
      const record = { id: "6b0c3a52-4c1e-4f8e-9d7a-2f1e0b9c8d7e", necessary: true, analytics: analyticsGranted, marketing: false, version, timestamp: new Date().toISOString() };
      localStorage.setItem(key, JSON.stringify(record));
    },
    [CONSENT_STORAGE_KEY, CONSENT_POLICY_VERSION, analytics] as const,
  );
}

/** The toast with `text` in the toaster's live region (spec §9), or none. */
export function toastWith(page: Page, text: string) {
  return page.getByRole("region", { name: /^Notificações/ }).getByRole("listitem").filter({ hasText: text });
}

/** The booking API's free slots of `month` (YYYY-MM), or of the current month. */
export async function bookingMonth(request: APIRequestContext, month?: string): Promise<BookingSlotsResponse> {
  const response = await request.get(month ? `${BOOKING_API.slots}?month=${month}` : BOOKING_API.slots);
  return (await response.json()) as BookingSlotsResponse;
}

/** Every month of the booking window, the current one first. */
export async function bookingWindow(request: APIRequestContext): Promise<BookingSlotsResponse[]> {
  const months = [await bookingMonth(request)];
  while (months.at(-1)!.month < months[0]!.lastDate.slice(0, 7)) months.push(await bookingMonth(request, addMonths(months.at(-1)!.month, 1)));
  return months;
}

/**
 * The last free slot of the `nthLastDay`th last day of the booking window (1: the very last),
 * for tests that book one away from the slots other specs take.
 */
export async function freeSlotNearWindowEnd(request: APIRequestContext, nthLastDay: number): Promise<string> {
  const slot = (await bookingWindow(request)).at(-1)!.days.at(-nthLastDay)?.slots.at(-1);
  expect(slot, "a free slot near the end of the window").toBeDefined();
  return slot!;
}

/** Confirms the newest booking held for `to`, through the API, with the token its e-mail carries. */
export async function confirmHeldBooking(request: APIRequestContext, to: string) {
  const [, token] = await mailedMatch(to, new RegExp(`[?&]${BOOKING_TOKEN_PARAM}=([\\w.-]+)&acao=confirmar`));
  expect((await request.post(BOOKING_API.confirm, { data: { token } })).status()).toBe(200);
}

/** On /assinatura: picks `plan` billed `period`, checks the preview's text and confirms the change. */
export async function changePlan(page: Page, plan: "Prata" | "Ouro" | "Diamante", period: "Mensal" | "Anual", preview: string) {
  await page.getByRole("radio", { name: new RegExp(`^${plan}`) }).check();
  await page.getByRole("radio", { name: period }).check();
  await expect(page.getByTestId("plan-change-preview")).toContainText(preview);
  await page.getByRole("button", { name: "Confirmar mudança" }).click();
}

/**
 * The sales CRM's receiver on the e2e server's CRM port, once no other test holds it: a test
 * keeps it from before its first event to its last check, so no event of its person lands
 * in another test's receiver.
 */
export const crmReceiver = () => onceFree(() => startWebhookReceiver(E2E_CRM_SECRET, E2E_CRM_PORT));

/** The RD Station fake on the e2e server's RD Station port, held like the CRM receiver. */
export const rdStationReceiver = () => onceFree(() => startRdStationFake(E2E_RDSTATION_KEY, { port: E2E_RDSTATION_PORT }));

/** Starts a receiver on its fixed port, waiting while another test holds the port. */
async function onceFree<T>(start: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await start();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

// The booking page (/agendamento), as a visitor uses it.

/** The Brasília date of an instant. */
export const brasiliaDate = (start: string) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(start));

/** On /agendamento: goes to the slot's month and day, and presses its time. */
export async function pickSlot(page: Page, start: string) {
  const date = brasiliaDate(start);
  const day = page.locator(`button[data-date="${date}"]`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await expect(page.getByRole("grid")).toBeVisible();
    if (await day.isVisible()) break;
    await page.getByRole("button", { name: "Próximo mês" }).click();
  }
  await day.click();
  await expect(day.locator("xpath=..")).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: new RegExp(`^${formatClock(start)}`) }).click();
  return page.getByRole("region", { name: /Seus dados/ });
}

export async function openBooking(page: Page, path = "/agendamento") {
  await page.goto(path);
  await expect(page.getByRole("grid")).toBeVisible();
}

export const visitor = (tag: string) => ({ name: "Mariana Souza", email: `mariana.${tag}@contabilhorizonte.com.br`, company: "Contábil Horizonte" });

export async function fillForm(form: Locator, who: ReturnType<typeof visitor>) {
  await form.getByLabel(/^Nome/).fill(who.name);
  await form.getByLabel(/^E-mail/).fill(who.email);
  await form.getByLabel(/^Telefone/).pressSequentially("11987654321");
  await form.getByLabel(/^Empresa/).fill(who.company);
  await form.getByLabel(/^Solução de interesse/).selectOption({ label: "Protocolos" });
}

// The contact modal's demo request form (spec §2-§5), as a visitor fills it.

/** Opens the contact modal from the landing's hero. */
export async function openContactForm(page: Page) {
  await openLanding(page);
  return openHeroContactForm(page);
}

/** Opens the contact modal from the hero of the landing already open (kept as the visitor arrived, with its query). */
export async function openHeroContactForm(page: Page) {
  await page.locator("section[aria-labelledby='hero-title']").getByRole("button", { name: "Solicitar Contato" }).click();
  const dialog = page.getByRole("dialog", { name: "Formulário de contato" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The contact form's controls by their labels (each required label also says 'obrigatório'). */
export const contactFormFields = (dialog: Locator) => ({
  name: dialog.getByLabel(/^Nome/),
  email: dialog.getByLabel(/^E-mail/),
  phone: dialog.getByLabel(/^Telefone/),
  company: dialog.getByLabel(/^Empresa/),
  solution: dialog.getByLabel(/^Solução de interesse/),
  users: dialog.getByLabel("Quantas pessoas trabalham na empresa? (opcional)"),
  protocolUsers: dialog.getByLabel(/^Quantas pessoas vão protocolar/),
  volume: dialog.getByLabel(/^Volume mensal de documentos/),
  preferredDay: dialog.getByLabel(/^Melhor dia/),
  preferredTime: dialog.getByLabel(/^Melhor horário/),
  details: dialog.getByLabel(/^Conte um pouco/),
});

/** Fills every field of the contact form for `lead` (the captcha apart). */
export async function fillContactForm(dialog: Locator, lead: { name: string; email: string; company: string; details: string }) {
  const f = contactFormFields(dialog);
  await f.name.fill(lead.name);
  await f.email.fill(lead.email);
  await f.phone.pressSequentially("11987654321");
  await expect(f.phone).toHaveValue("(11) 98765-4321");
  await f.company.fill(lead.company);
  await f.solution.selectOption({ label: "Protocolos" });
  await f.users.fill("40");
  await f.protocolUsers.selectOption({ label: "11-20" });
  await f.volume.selectOption({ label: "Até 500" });
  await f.preferredDay.selectOption({ label: "Qualquer dia útil, em horário comercial" });
  await f.preferredTime.selectOption({ label: "Entre 9h e 12h" });
  await f.details.fill(lead.details);
}

// The sign-up form (/signup).

/** Fills the sign-up form for `person` with `password` and solves its captcha. */
export async function fillSignup(page: Page, person: { name: string; email: string; company: string }, password: string) {
  // The captcha is solved once the page has hydrated (what is typed before is kept either way).
  await waitForHydration(page);
  await page.getByRole("textbox", { name: /^Nome completo/ }).fill(person.name);
  await page.getByRole("textbox", { name: /^E-mail de trabalho/ }).fill(person.email);
  await page.getByRole("textbox", { name: /^Empresa/ }).fill(person.company);
  await page.getByRole("textbox", { name: /^Telefone/ }).pressSequentially("31998765432");
  await page.getByLabel(/^Crie uma senha/).fill(password);
  await expect(page.getByText(/Força da senha: (Boa|Forte)\./)).toBeVisible();
  await page.getByLabel(/Li e aceito os Termos de Uso/).check();
  await page.getByText("Eu não sou um robô").click();
  await expect(page.getByRole("group", { name: "Verificação de segurança" }).getByRole("checkbox")).toBeChecked({ timeout: 15_000 });
}
