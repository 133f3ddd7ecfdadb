import { expect, test, type Page } from "@playwright/test";
import { FONT_FAMILY } from "../../contracts/head-scripts/brand-font";
import { openLanding, waitForHydration } from "./helpers";

const FONT_FILE = /\/assets\/inter-latin-wght-normal-[\w-]{8}\.woff2$/;

/** Whether the brand font face is registered with the document and has loaded. */
const brandFontApplied = (page: Page) =>
  page.evaluate((family) => [...document.fonts].some((face) => face.family.replaceAll('"', "") === family && face.status === "loaded"), FONT_FAMILY);

test("the first page keeps the fallback font, fetches Inter after load and applies it on the next page", async ({ page }) => {
  const fontRequest = page.waitForRequest(FONT_FILE);
  await openLanding(page);
  await fontRequest;
  await page.waitForTimeout(300);
  expect(await brandFontApplied(page)).toBe(false);

  await waitForHydration(page);
  await page.locator("header").getByRole("link", { name: "Sobre", exact: true }).first().click();
  await expect(page).toHaveURL(/\/sobre$/);
  await expect.poll(() => brandFontApplied(page)).toBe(true);
});

test("once the font is cached, a newly opened page applies it straight away", async ({ page }) => {
  const fontRequest = page.waitForRequest(FONT_FILE);
  await openLanding(page);
  await (await fontRequest).response();
  await page.goto("/faq");
  await expect.poll(() => brandFontApplied(page)).toBe(true);
});
