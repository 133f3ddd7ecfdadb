// A staff member's passkey for /painel in the browser, with Chromium's virtual authenticator
// (a platform authenticator that verifies its user): signed in through the e-mailed link, they
// register a passkey, sign out, and sign in again with it alone, no mail sent, under the
// page's Content-Security-Policy. A server of this spec's own: /painel needs STAFF_EMAILS, and
// WebAuthn a secure context, which http://localhost is (the relying party is PUBLIC_SITE_URL's
// host name). /painel is drawn by the server: no client build is needed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { FastifyInstance } from "fastify";
import { PANEL_PASSKEY_PATHS } from "../../contracts/staff-panel";
import { E2E_PASSKEY_PORT } from "../../playwright.config";
import { buildServer } from "../../server/app";
import { loadConfig } from "../../server/config";
import { axeViolations, mailedMatch, sentMails } from "./helpers";

const PORT = E2E_PASSKEY_PORT;
// localhost, not 127.0.0.1: browsers keep the Secure session cookie, and run WebAuthn, on http://localhost only.
const ORIGIN = `http://localhost:${PORT}`;
const STAFF = "dona@tramita.com.br";

// A fresh PGlite server starts slowly on a busy machine, before this spec's own work.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let app: FastifyInstance;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), "tramita-e2e-chave-"));
  const config = loadConfig({
    HOST: "127.0.0.1",
    PORT: String(PORT),
    DATA_DIR: dataDir,
    SERVE_CLIENT: "false",
    PUBLIC_SITE_URL: ORIGIN,
    STAFF_EMAILS: STAFF,
    LOG_LEVEL: "warn",
    OUTBOX_POLL_MS: "200",
  });
  app = await buildServer(config);
  await app.listen({ port: PORT, host: "127.0.0.1" });
});

test.afterAll(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** What the page's Content-Security-Policy blocked, as the browser reports it. */
function cspViolations(page: Page): string[] {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  return blocked;
}

test("signed in by e-mail, a member registers a passkey, signs out, and signs in with the passkey alone", async ({ page }) => {
  const blocked = cspViolations(page);
  const scripts: string[] = [];
  page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await page.goto(`${ORIGIN}/painel`);
  await page.getByLabel("E-mail").fill(STAFF);
  await page.getByRole("button", { name: "Enviar link de entrada" }).click();
  await expect(page.getByRole("status")).toContainText("Se este e-mail tiver acesso ao painel, enviamos um link de entrada.");
  const mailDir = join(dataDir, "mail");
  const [link] = await mailedMatch(STAFF, /http:\/\/localhost:\d+\/painel\/entrar\?token=[\w-]+/, mailDir);
  await page.goto(link);
  await page.getByRole("button", { name: "Entrar no painel" }).click();
  await expect(page.getByRole("heading", { name: "Painel", level: 1 })).toBeVisible();

  const passkeys = page.getByRole("region", { name: "Chaves de acesso" });
  await expect(passkeys).toContainText("Nenhuma chave de acesso cadastrada.");
  await passkeys.getByRole("button", { name: "Cadastrar chave de acesso" }).click();
  await expect(passkeys.getByRole("status")).toHaveText("Chave de acesso cadastrada. Da próxima vez, entre com ela.");
  await expect(passkeys.getByRole("row", { name: /Nunca usada/ })).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Sair" }).click();
  const signIn = page.getByRole("button", { name: "Entrar com chave de acesso" });
  await expect(signIn).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await signIn.click();
  await expect(page.getByRole("heading", { name: "Painel", level: 1 })).toBeVisible();
  await expect(page.getByText(STAFF)).toBeVisible();
  await expect(page.getByRole("region", { name: "Chaves de acesso" }).getByRole("row", { name: /Nunca usada/ })).toHaveCount(0);
  const [used] = (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
  expect(used!.signCount).toBeGreaterThan(credentials[0]!.signCount);

  // The passkey alone: still the one link mail of the first sign-in.
  expect(sentMails(mailDir).filter((mail) => mail.includes(`To: ${STAFF}`))).toHaveLength(1);
  expect(blocked).toEqual([]);
  expect(new Set(scripts.map((url) => new URL(url).pathname))).toEqual(new Set([PANEL_PASSKEY_PATHS.script]));
});

test("without JavaScript the sign-in page offers the e-mailed link alone", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/painel`);
  await expect(page.getByRole("button", { name: "Enviar link de entrada" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Entrar com chave de acesso" })).toBeHidden();
  await context.close();
});
