import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/** Loads / and waits until the lazily hydrated sections respond (their counters reset to 0). */
export async function openLanding(page: Page) {
  await page.goto("/");
  await expect(page.getByTestId("stat-value").first()).toHaveText("0M+");
}

/** axe-core violations of serious or critical impact (WCAG 2.x A/AA rules). */
export async function seriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
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
