// A booked demo's reminder and its outcome, in the browser against a server of this test's own
// (the built site, a database of its own and the real outbox), whose bookings' clock the test
// moves: BOOKING_REMINDERS=2m, so the reminder arrives two minutes before the demo without
// waiting for it. The visitor books and confirms from the e-mail; the reminder lands in the mail
// directory with the manage links; after the demo the host's e-mail asks whether the visitor
// came, the host marks "Não compareceu" with the page's button, and the CRM receives
// booking.no_show.
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import type { FastifyInstance } from "fastify";
import { BOOKING_API } from "../../contracts/api-paths";
import type { BookingSlotsResponse } from "../../contracts/booking-options";
import { formatClock } from "../../contracts/format-date";
import { buildServer } from "../../server/app";
import { loadConfig } from "../../server/config";
import { startWebhookReceiver, testSecret, type WebhookReceiver } from "../../server/test/webhook-receiver";
import { decodeEml, seriousViolations, solveAltcha } from "./helpers";
import { E2E_OUTCOME_CRM_PORT, E2E_OUTCOME_PORT } from "../../playwright.config";

// A server of its own, proof-of-work captchas and two waits for the outbox on two shared cores.
test.describe.configure({ timeout: 120_000 });

const PORT = E2E_OUTCOME_PORT;
const CRM_PORT = E2E_OUTCOME_CRM_PORT;
const CRM_SECRET = testSecret("r");
const SALES = "vendas@tramita.com.br";
const VISITOR = "helena.prado@escritorioprado.com.br";

let app: FastifyInstance;
let crm: WebhookReceiver;
let mailDir: string;
/** How far the bookings' clock runs ahead of the real one. */
let ahead = 0;

test.beforeAll(async () => {
  // A hook's own time limit is the config's 30 s, not the describe's: a fresh embedded database takes longer on a busy machine.
  test.setTimeout(120_000);
  crm = await startWebhookReceiver(CRM_SECRET, CRM_PORT);
  const dataDir = mkdtempSync(join(tmpdir(), "tramita-e2e-lembrete-"));
  mailDir = join(dataDir, "mail");
  const config = loadConfig({
    HOST: "127.0.0.1",
    PORT: String(PORT),
    DATA_DIR: dataDir,
    CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? "build/client",
    PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}`,
    LOG_LEVEL: "warn",
    ALTCHA_MAX_NUMBER: "2000",
    OUTBOX_POLL_MS: "200",
    BOOKING_REMINDERS: "2m",
    SALES_INBOX: SALES,
    CRM_WEBHOOK_URL: `http://127.0.0.1:${CRM_PORT}/webhooks`,
    CRM_WEBHOOK_SECRET: CRM_SECRET,
  });
  config.now = () => new Date(Date.now() + ahead);
  app = await buildServer(config);
  await app.listen({ port: PORT, host: "127.0.0.1" });
});

test.afterAll(async () => {
  await app?.close();
  await crm?.close();
});

/** The decoded mails of this test's server to `to` that match `pattern`, waited for. */
async function mailTo(to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(() => {
      const files = (() => {
        try {
          return readdirSync(mailDir).filter((f) => f.endsWith(".eml"));
        } catch {
          return [];
        }
      })();
      found = files.map((file) => decodeEml(readFileSync(join(mailDir, file), "utf8"))).find((m) => new RegExp(`^To: ${to}$`, "m").test(m) && pattern.test(m));
      return found !== undefined;
    }, { timeout: 20_000 })
    .toBe(true);
  return found!;
}

test("a reminder arrives 2 minutes before the demo with the manage links; after it the host marks no-show and the CRM receives booking.no_show", async ({ page, request }) => {
  const base = `http://127.0.0.1:${PORT}`;
  const month = (await (await request.get(`${base}${BOOKING_API.slots}`)).json()) as BookingSlotsResponse;
  const slot = month.days.flatMap((d) => d.slots).at(2) ?? (await (await request.get(`${base}${BOOKING_API.slots}?month=${month.lastDate.slice(0, 7)}`)).json() as BookingSlotsResponse).days[0]!.slots[0]!;
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date(slot));

  // Book through the page and confirm from the e-mailed link's page.
  await page.goto(`${base}/agendamento`);
  await expect(page.getByRole("grid")).toBeVisible();
  const day = page.locator(`button[data-date="${date}"]`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) await page.getByRole("button", { name: "Próximo mês" }).click();
  await day.click();
  await page.getByRole("button", { name: new RegExp(`^${formatClock(slot)}`) }).click();
  const form = page.getByRole("region", { name: /Seus dados/ });
  await form.getByLabel(/^Nome/).fill("Helena Prado");
  await form.getByLabel(/^E-mail/).fill(VISITOR);
  await form.getByLabel(/^Telefone/).pressSequentially("11987654321");
  await form.getByLabel(/^Empresa/).fill("Escritório Prado");
  await form.getByLabel(/^Solução de interesse/).selectOption({ label: "Protocolos" });
  await solveAltcha(form);
  await form.getByRole("button", { name: "Agendar demonstração" }).click();
  const hold = await mailTo(VISITOR, /acao=confirmar/);
  // The links are on this test's server (its PUBLIC_SITE_URL).
  await page.goto(/https?:\/\/\S+?acao=confirmar/.exec(hold)![0]);
  await page.getByRole("button", { name: "Confirmar demonstração" }).click();
  await expect(page.getByRole("heading", { name: "Demonstração confirmada!" })).toBeFocused();

  // Two minutes before the demo, on the bookings' clock: the reminder, with the links to change it.
  ahead = new Date(slot).getTime() - 2 * 60_000 - Date.now();
  const reminder = await mailTo(VISITOR, /Sua demonstração começa em 2 minutos\./);
  expect(reminder).toMatch(/Remarque: http:\/\/127\.0\.0\.1:\d+\/agendamento\?reserva=[\w.-]+&acao=remarcar/);

  // After the demo's end: the sales inbox (no host is configured) is asked whether the visitor came.
  ahead = new Date(slot).getTime() + 31 * 60_000 - Date.now();
  const question = await mailTo(SALES, /A demonstração aconteceu\?/);
  const noShow = /Não compareceu: (http\S+)/.exec(question)![1]!;
  await page.goto(noShow);
  const card = page.getByRole("region", { name: "Resposta: Não compareceu" });
  await expect(card).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole("button", { name: "Registrar “Não compareceu”" }).press("Enter");
  await expect(page.getByRole("heading", { name: "Resposta registrada" })).toBeFocused();
  await expect(page.getByRole("status")).toContainText("Helena Prado não compareceu à demonstração");

  await expect.poll(() => crm.accepted.filter((d) => d.body.type === "booking.no_show").map((d) => (d.body.data as { email: string }).email), { timeout: 20_000 }).toEqual([VISITOR]);
});
