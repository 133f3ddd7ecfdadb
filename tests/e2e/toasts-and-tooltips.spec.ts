// spec §9: toasts (3 visible, 4000 ms, 356 px) after "Copiar link" and after a cookie
// choice; tooltips that open 700 ms after hover, at once on keyboard focus, and without
// delay within 300 ms of the previous one. Timings run on Playwright's clock, paused and
// advanced by hand, so a loaded machine cannot make them flaky.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { TOAST_DURATION_MS, TOAST_WIDTH_PX, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../../contracts/ui-feedback";
import { axeViolations, openLanding, toastWith, waitForHydration, withSavedConsent } from "./helpers";

const POST = "/blog/validade-juridica-assinatura-eletronica";
// A tooltip that is closing stays in the page for its fade-out (data-state="closed"): the
// one the visitor reads is the one not closing.
const tooltip = (page: Page) => page.locator('[role="tooltip"]:not([data-state="closed"])');
const infoButton = (page: Page, field: string) => page.getByRole("button", { name: `Sobre: ${field}` });

/** Moves the pointer onto `target` in a few steps, as a hand does: Radix reads pointermove,
 *  and ignores the first moves after leaving an open tooltip's trigger (pointer in transit). */
async function hover(target: Locator) {
  for (const at of [4, 6, 8]) await target.hover({ position: { x: at, y: at } });
}

/** Advances the paused clock in small steps until `toast` shows (Sonner's chunk loads in real time). */
async function waitForToast(page: Page, toast: Locator) {
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return toast.count();
    })
    .toBe(1);
  await expect(toast).toBeVisible();
}

/** Stops the page's clock a minute ahead (fast-forwarding to it, so a slow machine cannot
 *  have passed it already); from then on time moves only with runFor. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 60_000);
}

test.describe("toasts", () => {
  test("'Copiar link' shows 'Link copiado' in a polite live region, 356 px wide, gone after about 4 s", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await withSavedConsent(page);
    await page.clock.install();
    await page.goto(POST);
    await waitForHydration(page);
    await pauseClock(page);

    await page.getByRole("button", { name: "Copiar link" }).click();
    const region = page.getByRole("region", { name: /^Notificações/ });
    await expect(region).toHaveAttribute("aria-live", "polite");
    const toast = toastWith(page, "Link copiado");
    await waitForToast(page, toast);
    expect((await toast.boundingBox())?.width).toBe(TOAST_WIDTH_PX);

    await page.clock.runFor(TOAST_DURATION_MS - 1000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(2000);
    await expect(toast).toHaveCount(0);
  });

  test("every cookie choice is confirmed by 'Preferências de cookies salvas'", async ({ page }) => {
    await page.clock.install();
    await openLanding(page);
    await pauseClock(page);
    await page.clock.runFor(1000);
    await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name: "Apenas necessários" }).click();
    const toast = toastWith(page, "Preferências de cookies salvas");
    await waitForToast(page, toast);
    await page.clock.runFor(TOAST_DURATION_MS + 1000);
    await expect(toast).toHaveCount(0);

    // The floating button is named by a tooltip too; then 'Salvar preferências' in its dialog.
    const floating = page.getByRole("button", { name: "Preferências de cookies" });
    await floating.focus();
    await expect(tooltip(page)).toHaveText("Preferências de cookies");
    await floating.click();
    await page.getByRole("dialog", { name: "Preferências de cookies" }).getByRole("button", { name: "Salvar preferências" }).click();
    await waitForToast(page, toast);
  });
});

test.describe("tooltips", () => {
  test.beforeEach(async ({ page }) => {
    await withSavedConsent(page);
    await page.clock.install();
    await page.goto("/calculadora");
    await waitForHydration(page);
    await pauseClock(page);
  });

  test("a hint opens 700 ms after hover, the next one within 300 ms at once", async ({ page }) => {
    await hover(infoButton(page, "Usuários"));
    // The first hover loads the tooltip code (in real time): the delay runs from when it is
    // there, which Radix marks on the trigger.
    await expect(infoButton(page, "Usuários")).toHaveAttribute("data-state", "closed");
    await page.clock.runFor(TOOLTIP_DELAY_MS - 200);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(300);
    await expect(tooltip(page)).toHaveText(/Pessoas que usam o sistema/);

    // Straight on to the next hint: no delay within the skip window.
    await hover(infoButton(page, "Protocolos por mês"));
    await page.clock.runFor(TOOLTIP_SKIP_DELAY_MS / 3);
    await expect(tooltip(page)).toHaveText(/Documentos e correspondências registrados por mês/);

    // After the skip window, the delay applies again. The pointer leaves for the page's
    // heading; on a loaded machine a move can land while the hint is still mounting (Radix then
    // keeps it open for a pointer on its way to it), so it moves on until the hint has closed.
    const heading = page.getByRole("heading", { level: 1 });
    await expect
      .poll(async () => {
        await heading.hover({ position: { x: 10, y: 10 } });
        await heading.hover({ position: { x: 20, y: 12 } });
        return tooltip(page).count();
      }, { message: "the hint closes once the pointer has left its button" })
      .toBe(0);
    await page.clock.runFor(TOOLTIP_SKIP_DELAY_MS + 200);
    await expect(tooltip(page)).toHaveCount(0);
    await hover(infoButton(page, "Armazenamento"));
    await page.clock.runFor(TOOLTIP_DELAY_MS - 200);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(300);
    await expect(tooltip(page)).toHaveText(/Espaço para arquivos e anexos/);
  });

  test("keyboard focus opens a hint at once and Escape closes it", async ({ page }) => {
    await page.getByRole("spinbutton", { name: "Usuários" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(infoButton(page, "Usuários")).toBeFocused();
    await expect(tooltip(page)).toHaveText(/Pessoas que usam o sistema/);
    await page.keyboard.press("Escape");
    await expect(tooltip(page)).toHaveCount(0);
  });

  test("a click (a tap) toggles a hint", async ({ page }) => {
    await infoButton(page, "Armazenamento").click();
    await expect(tooltip(page)).toHaveText(/Espaço para arquivos e anexos/);
    await infoButton(page, "Armazenamento").click();
    await expect(tooltip(page)).toHaveCount(0);
  });

  test("axe finds nothing with a toast and a tooltip open", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copiar link da simulação" }).click();
    await waitForToast(page, toastWith(page, "Link copiado"));
    // Focus after the page has scrolled there: Radix closes a tooltip when its trigger scrolls.
    await infoButton(page, "Usuários").scrollIntoViewIfNeeded();
    await page.clock.resume();
    // A scroll still settling closes the tooltip again: focus until it stays open.
    await expect(async () => {
      await page.locator("body").focus();
      await infoButton(page, "Usuários").focus();
      await expect(tooltip(page)).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the plan cards explain what counts as a protocol and what storage covers", async ({ page }) => {
  await withSavedConsent(page);
  await openLanding(page);
  const prata = page.getByRole("article", { name: "Prata" });
  await prata.scrollIntoViewIfNeeded();
  // The cards load as they near the screen, and a scroll still settling closes a tooltip:
  // focus until the tooltip stays open.
  const explainsOnFocus = (button: RegExp, text: RegExp) =>
    expect(async () => {
      await page.locator("body").focus();
      await prata.getByRole("button", { name: button }).focus();
      await expect(tooltip(page)).toHaveText(text, { timeout: 1000 });
    }).toPass();
  await explainsOnFocus(/O que conta como protocolo\?/, /Cada documento, correspondência ou malote registrado no mês com um número de protocolo/);
  await explainsOnFocus(/O que o armazenamento inclui\?/, /documentos, anexos e arquivos digitalizados/);
});
