// /agendamento (spec §2 'Scheduling') against the real server and its real clock: each test asks the
// API for today's free slots and picks its own, so nothing depends on the date it runs. A
// booking holds its time until the visitor confirms it with the button of the e-mailed link's page.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatClock } from "../../contracts/booking-format";
import { BOOKING_HOLD_MINUTES } from "../../contracts/booking-options";
import { BOOKING_API } from "../../contracts/api-paths";
import { solvedAltchaToken } from "../../server/test/demo-request-fixtures";
import { bookingWindow, brasiliaDate, fillForm, freeSlotNearWindowEnd, mailedMatch, openBooking, pickSlot, scanLink, sentMails, seriousViolations, solveAltcha, visitor } from "./helpers";

// Proof-of-work captchas, two browsers and axe on two shared cores: more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** Every free slot of the bookable window, in time order. */
async function freeSlots(request: APIRequestContext): Promise<string[]> {
  return (await bookingWindow(request)).flatMap((m) => m.days.flatMap((d) => d.slots));
}

/**
 * Tests run in parallel on one server: each takes slots from its own stretch of the list,
 * never the first few (the notice could pass them by while a test runs).
 */
async function slotFor(request: APIRequestContext, stretch: number) {
  const slots = await freeSlots(request);
  const slot = slots[Math.floor((slots.length * stretch) / 6) + 4];
  expect(slot, "enough free slots in the window").toBeDefined();
  return slot!;
}


const HELD = "Falta só confirmar pelo e-mail";

/** The decoded mails sent to `to` so far. */
function mailsTo(to: string): string[] {
  return sentMails().filter((mail) => new RegExp(`^To: ${to}$`, "m").test(mail));
}

/** The e-mailed link of `action` ('confirmar', 'cancelar', 'remarcar') to `to`, as a path on this server. */
async function mailedLink(to: string, action: string): Promise<string> {
  const [link] = await mailedMatch(to, new RegExp(`https?://\\S+?/agendamento\\?reserva=[\\w.-]+&acao=${action}`));
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Opens the hold's e-mailed link and confirms the booking with the page's button. */
async function confirmFromMail(page: Page, to: string) {
  await page.goto(await mailedLink(to, "confirmar"));
  await page.getByRole("button", { name: "Confirmar demonstração" }).click();
  await expect(page.getByRole("heading", { name: "Demonstração confirmada!" })).toBeFocused();
}

/** Books `slot` on /agendamento as `who`, then confirms it from the e-mail. */
async function bookThroughPage(page: Page, slot: string, who: ReturnType<typeof visitor>) {
  await openBooking(page);
  const form = await pickSlot(page, slot);
  await fillForm(form, who);
  await solveAltcha(form);
  await form.getByRole("button", { name: "Agendar demonstração" }).click();
  await expect(page.getByRole("heading", { name: HELD })).toBeVisible();
  await confirmFromMail(page, who.email);
}

test("pick a day and a time, book, see the time held, confirm from the e-mailed link, and get the invitation by e-mail", async ({ page, request }) => {
  const slot = await slotFor(request, 0);
  const who = visitor("confirmacao");
  await openBooking(page);
  const form = await pickSlot(page, slot);
  await expect(form).toContainText(formatClock(slot));
  await fillForm(form, who);
  await solveAltcha(form);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Agendar demonstração" }).click();

  const held = page.getByRole("heading", { name: HELD });
  await expect(held).toBeFocused();
  const section = page.getByRole("region", { name: HELD });
  await expect(section).toContainText(`Reservamos este horário para você por ${BOOKING_HOLD_MINUTES} minutos, até as `);
  await expect(section).toContainText(`${formatClock(slot)} às`);
  await expect(section).toContainText("clique em “Confirmar a demonstração”");
  await expect(page.getByText(who.email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Held, not offered to anyone else.
  expect(await freeSlots(request)).not.toContain(slot);

  // The only mail so far asks for the confirmation; no invitation yet.
  await expect.poll(() => mailsTo(who.email).length).toBe(1);
  expect(mailsTo(who.email)[0]).toContain("Falta só confirmar.");
  expect(mailsTo(who.email)[0]).not.toContain("METHOD:REQUEST");

  await confirmFromMail(page, who.email);
  const done = page.getByRole("region", { name: "Demonstração confirmada!" });
  await expect(done).toContainText(`${formatClock(slot)} às`);
  await expect(done).toContainText(`Enviamos o convite para ${who.email}`);
  expect(await seriousViolations(page)).toEqual([]);

  await expect.poll(() => mailsTo(who.email).length).toBe(2);
  const mail = mailsTo(who.email).find((m) => m.includes("METHOD:REQUEST"))!;
  expect(mail).toContain("Sua demonstração está confirmada.");
  expect(mail).toMatch(/filename=convite\.ics/);
  const local = new Intl.DateTimeFormat("sv-SE", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" }).format(new Date(slot));
  expect(mail).toContain(`DTSTART;TZID=America/Sao_Paulo:${local.replace(/[-: ]/g, (c) => (c === " " ? "T" : ""))}00`);

  // The link confirmed once; used again it says it no longer works.
  await page.goto(await mailedLink(who.email, "confirmar"));
  await page.getByRole("button", { name: "Confirmar demonstração" }).click();
  await expect(page.getByRole("heading", { name: "Link sem validade" })).toBeFocused();
});

test("a mail link scanner that opens the hold's confirmation link, scripts and all, confirms nothing: the visitor sees the button, presses it by keyboard and gets the invitation (third security review)", async ({ browser, page, request, baseURL }) => {
  const who = visitor(`varredura.${Date.now()}`);
  const booked = await request.post(BOOKING_API.book, {
    data: { ...who, phone: "+55 (11) 98765-4321", topic: "protocolos", slotStart: await freeSlotNearWindowEnd(request, 3), captchaToken: await solvedAltchaToken({ baseUrl: baseURL! }, "booking") },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const link = await mailedLink(who.email, "confirmar");
  await scanLink(browser, link);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirme a sua demonstração" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Confirmar demonstração" })).toBeFocused();
  await page.keyboard.press("Enter");
  const done = page.getByRole("heading", { name: "Demonstração confirmada!" });
  await expect(done).toBeFocused();
  await expect(page.getByRole("region", { name: "Demonstração confirmada!" })).toContainText(`Enviamos o convite para ${who.email}`);
  expect(await seriousViolations(page)).toEqual([]);
  await expect.poll(() => mailsTo(who.email).some((m) => m.includes("METHOD:REQUEST"))).toBe(true);
});

test("a slot taken meanwhile shows the nearest free slots, and one press books one of them", async ({ browser, request }) => {
  const slot = await slotFor(request, 1);
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await openBooking(first);
  await openBooking(second);
  const firstForm = await pickSlot(first, slot);
  const secondForm = await pickSlot(second, slot);
  await fillForm(firstForm, visitor("primeira"));
  await fillForm(secondForm, visitor("segunda"));
  await solveAltcha(firstForm);
  await solveAltcha(secondForm);

  await firstForm.getByRole("button", { name: "Agendar demonstração" }).click();
  await expect(first.getByRole("heading", { name: HELD })).toBeVisible();
  await secondForm.getByRole("button", { name: "Agendar demonstração" }).click();

  const alert = second.getByRole("alert").filter({ hasText: "acabou de ser reservado" });
  await expect(alert).toBeFocused();
  const alternatives = alert.getByRole("button");
  await expect(alternatives).toHaveCount(3);
  expect(await seriousViolations(second)).toEqual([]);
  const chosen = (await alternatives.first().textContent())!;
  await alternatives.first().click();

  // The form kept what was typed; only the captcha is asked again.
  const form = second.getByRole("region", { name: /Seus dados/ });
  await expect(form.getByLabel(/^E-mail/)).toHaveValue(visitor("segunda").email);
  await expect(form).toContainText(chosen.split(" às ")[1]!);
  await solveAltcha(form);
  await form.getByRole("button", { name: "Agendar demonstração" }).click();
  await expect(second.getByRole("heading", { name: HELD })).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test("cancel from the e-mailed link frees the slot, and the link then says it is no longer valid", async ({ page, request }) => {
  const slot = await slotFor(request, 2);
  const who = visitor("cancelamento");
  await bookThroughPage(page, slot, who);
  expect(await freeSlots(request)).not.toContain(slot);

  const link = await mailedLink(who.email, "cancelar");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Cancelar a demonstração?" })).toBeVisible();
  await expect(page.getByText(who.company)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Cancelar demonstração" }).click();
  await expect(page.getByRole("heading", { name: "Demonstração cancelada" })).toBeFocused();
  expect(await freeSlots(request)).toContain(slot);
  await expect.poll(() => mailsTo(who.email).some((m) => m.includes("METHOD:CANCEL"))).toBe(true);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Link sem validade" })).toBeVisible();
});

test("reschedule from the e-mailed link moves the demo to the new time", async ({ page, request }) => {
  const slot = await slotFor(request, 3);
  const who = visitor("remarcacao");
  await bookThroughPage(page, slot, who);

  const link = await mailedLink(who.email, "remarcar");
  const target = await slotFor(request, 4);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Remarcar a demonstração" })).toBeVisible();
  await expect(page.getByRole("grid")).toBeVisible();
  const date = brasiliaDate(target);
  for (let i = 0; i < 3 && !(await page.locator(`button[data-date="${date}"]`).isVisible()); i++) {
    await page.getByRole("button", { name: "Próximo mês" }).click();
  }
  await page.locator(`button[data-date="${date}"]`).click();
  await page.getByRole("button", { name: new RegExp(`^${formatClock(target)}`) }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Confirmar novo horário" }).click();
  await expect(page.getByRole("heading", { name: "Demonstração remarcada!" })).toBeVisible();
  const slots = await freeSlots(request);
  expect(slots).toContain(slot);
  expect(slots).not.toContain(target);
  await expect.poll(() => mailsTo(who.email).filter((m) => m.includes("SEQUENCE:1")).length).toBe(1);
});

test("the calendar is a keyboard grid: arrows move the focus day by day and week by week", async ({ page }) => {
  await openBooking(page);
  const focusable = page.locator('[role="grid"] button[tabindex="0"]');
  await expect(focusable).toHaveCount(1);
  const start = (await focusable.getAttribute("data-date"))!;
  const grid = page.getByRole("grid");
  await focusable.focus();
  await page.keyboard.press("ArrowRight");
  const next = await page.evaluate(() => document.activeElement?.getAttribute("data-date"));
  expect(next! > start).toBe(true);
  // The day after may open the next month; the key back comes while its free days load, and
  // the focus stays on the day once both months' answers (one of them abandoned) are in.
  await page.keyboard.press("ArrowLeft");
  await expect(grid).toHaveAttribute("aria-busy", "false");
  await expect(page.locator(`button[data-date="${start}"]`)).toBeFocused();
  await expect(page.locator('[role="grid"] button[tabindex="0"]')).toHaveCount(1);
});

test.describe("a visitor in Lisbon", () => {
  test.use({ timezoneId: "Europe/Lisbon" });
  test("sees each time in Brasília and on their own clock", async ({ page, request }) => {
    const slot = await slotFor(request, 5);
    await openBooking(page);
    await pickSlot(page, slot);
    const lisbon = new Intl.DateTimeFormat("pt-BR", { timeZone: "Europe/Lisbon", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(slot));
    await expect(page.getByText(/no seu fuso \(Horário Portugal\)/).first()).toBeVisible();
    await expect(page.getByRole("region", { name: /Seus dados/ })).toContainText(`No seu fuso (Horário Portugal): ${lisbon}`);
  });
});
