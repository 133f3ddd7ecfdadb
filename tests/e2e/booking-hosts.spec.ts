// /agendamento with named hosts (BOOKING_HOSTS_FILE): two hosts whose calendars live in a real
// CalDAV server (Debian's Radicale), one of them busy at the chosen time. The visitor books and
// confirms through the page; the invitation names the free host as organizer with a join link,
// the manage page shows both, and the booking lands in that host's calendar. This spec runs a
// server of its own (the shared e2e server books anonymous seats).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { READY_PATH } from "../../contracts/api-paths";
import { BOOKING_TIME_ZONE, bookableSlots, slotEnd } from "../../contracts/booking-slots";
import { addDays, wallTimeOf } from "../../contracts/zoned-time";
import { icsOf, RADICALE_PASSWORD, startRadicale, type Radicale } from "../../server/test/calendar-fixtures";
import { freePort } from "../../server/test/smtp-listener";
import { decodeEml, fillForm, openBooking, pickSlot, seriousViolations, solveAltcha, visitor } from "./helpers";

test.describe.configure({ timeout: 300_000 });

let radicale: Radicale;
let server: ChildProcess;
let origin: string;
let dataDir: string;
/** The time booked: a few days ahead, when Ana's calendar says she is in a meeting. */
let slot: string;

/** The .eml files this spec's server wrote, decoded. */
const mails = () => {
  try {
    return readdirSync(join(dataDir, "mail"))
      .filter((f) => f.endsWith(".eml"))
      .map((f) => decodeEml(readFileSync(join(dataDir, "mail", f), "utf8")));
  } catch {
    return [];
  }
};
const mailTo = async (to: string, pattern: RegExp) => {
  let found: string | undefined;
  await expect.poll(() => (found = mails().findLast((m) => new RegExp(`^To: ${to}$`, "m").test(m) && pattern.test(m))) !== undefined, { timeout: 30_000 }).toBe(true);
  return found!;
};

test.beforeAll(async () => {
  // A hook's own time limit is the config's 30 s, not the describe's: a fresh embedded database,
  // Radicale and both calendars' first read take longer on a busy machine.
  test.setTimeout(300_000);
  radicale = await startRadicale();
  await radicale.createCalendar("ana", "agenda");
  await radicale.createCalendar("bruno", "agenda");
  const now = new Date();
  const today = wallTimeOf(now, BOOKING_TIME_ZONE).date;
  const slots = bookableSlots(now, today, addDays(today, 14));
  slot = slots[Math.min(slots.length - 1, 30)]!.start;
  await radicale.putEvent("ana", "agenda", "reuniao.ics", icsOf([[slot, slotEnd(slot)]]));
  dataDir = mkdtempSync(join(tmpdir(), "tramita-e2e-hosts-"));
  const caldav = (user: string) => ({ caldav: { url: radicale.calendarUrl(user, "agenda"), username: user, password: RADICALE_PASSWORD } });
  // Ana comes first in the file: she would get the booking if she were free.
  const hosts = [
    { id: "ana", name: "Ana Souza", email: "ana@tramita.test", busy: [caldav("ana")] },
    { id: "bruno", name: "Bruno Reis", email: "bruno@tramita.test", busy: [caldav("bruno")] },
  ];
  writeFileSync(join(dataDir, "hosts.json"), JSON.stringify({ hosts }));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server/main.ts"], {
    // Not the test runner's environment: its NODE_OPTIONS load Playwright's own hooks.
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_SITE_URL: origin,
      CLIENT_DIR: "build/client",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ALTCHA_MAX_NUMBER: "2000",
      OUTBOX_POLL_MS: "200",
      BOOKING_HOSTS_FILE: join(dataDir, "hosts.json"),
      BOOKING_VIDEO: "jitsi",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Both hosts' calendars read.
  await expect
    .poll(async () => {
      const report = await fetch(`${origin}${READY_PATH}`).then((r) => r.json() as Promise<{ hostCalendars: { offersSlots: boolean }[] | null }>, () => null);
      return report?.hostCalendars?.every((h) => h.offersSlots) ?? false;
    }, { timeout: 150_000 })
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await radicale?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("booking with two hosts, one busy in her calendar: the invitation names the free host with a join link", async ({ page }) => {
  const who = visitor("anfitriao");

  await openBooking(page, `${origin}/agendamento`);
  const form = await pickSlot(page, slot);
  await fillForm(form, who);
  await solveAltcha(form);
  await form.getByRole("button", { name: "Agendar demonstração" }).click();
  await expect(page.getByRole("heading", { name: "Falta só confirmar pelo e-mail" })).toBeVisible();

  const held = await mailTo(who.email, /acao=confirmar/);
  const link = new URL(/https?:\/\/\S+?\/agendamento\?reserva=[\w.-]+&acao=confirmar/.exec(held)![0]);
  await page.goto(`${origin}${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Confirmar demonstração" }).click();
  await expect(page.getByRole("heading", { name: "Demonstração confirmada!" })).toBeFocused();

  // Ana is busy, as her calendar says: Bruno gives the demo.
  await expect(page.getByText("Com Bruno Reis")).toBeVisible();
  const joinLink = page.getByRole("link", { name: "Entrar na videochamada" });
  await expect(joinLink).toHaveAttribute("href", /^https:\/\/meet\.jit\.si\/Demo-[0-9a-f]{32}$/);
  const joinUrl = (await joinLink.getAttribute("href"))!;
  expect(await seriousViolations(page)).toEqual([]);

  const invitation = await mailTo(who.email, /METHOD:REQUEST/);
  expect(invitation.replace(/\r?\n /g, "")).toMatch(/ORGANIZER;CN="Bruno Reis":mailto:bruno@tramita\.test/);
  expect(invitation.replace(/\r?\n /g, "")).toContain(`LOCATION:${joinUrl}`);
  expect(invitation).toContain("Com: Bruno Reis");
  await mailTo("bruno@tramita.test", /Nova demonstração agendada/);

  // The booking lands in Bruno's calendar.
  await expect.poll(async () => (await listEvents("bruno")).length, { timeout: 30_000 }).toBe(1);
  expect(await listEvents("ana")).toEqual(["reuniao.ics"]);
});

/** The event files of a Radicale calendar. */
async function listEvents(user: string): Promise<string[]> {
  const response = await fetch(radicale.calendarUrl(user, "agenda"), {
    method: "PROPFIND",
    headers: { authorization: `Basic ${Buffer.from(`${user}:${RADICALE_PASSWORD}`).toString("base64")}`, depth: "1" },
  });
  return [...(await response.text()).matchAll(/<(?:\w+:)?href>[^<]*\/([^/<]+\.ics)<\/(?:\w+:)?href>/g)].map((m) => m[1]!);
}
