// Production without the content editor (neither CMS_MODE=local nor the GitHub mode, as the
// e2e build and server run): /keystatic and its API answer 404, and no file of the build
// holds or references the editor's code, so no visitor page can fetch it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

const CLIENT_DIR = process.env.E2E_CLIENT_DIR ?? "build/client";

test("the editor's page and API answer 404", async ({ page, request }) => {
  const response = await page.goto("/keystatic");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  expect((await request.get("/api/keystatic/tree", { headers: { "no-cors": "1" } })).status()).toBe(404);
  expect((await request.post("/api/keystatic/update", { data: {} })).status()).toBe(404);
});

test("no file of the build holds or names the editor's code", () => {
  const files = readdirSync(CLIENT_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:html|js|css|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  expect(files.length).toBeGreaterThan(30);
  expect(files.filter((file) => /keystatic|@keystar\/ui/i.test(readFileSync(file, "utf8")))).toEqual([]);
});
