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

test("a page opened from another page of the site applies it straight away; one opened from elsewhere waits", async ({ page, baseURL }) => {
  const fontRequest = page.waitForRequest(FONT_FILE);
  await openLanding(page);
  await (await fontRequest).response();
  await page.goto("/faq", { referer: `${baseURL}/` });
  await expect.poll(() => brandFontApplied(page)).toBe(true);
  await page.goto("/sobre", { referer: "https://www.google.com/" });
  await page.waitForTimeout(300);
  expect(await brandFontApplied(page)).toBe(false);
});
