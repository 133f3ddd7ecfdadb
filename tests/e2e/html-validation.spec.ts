// Every page the build wrote (build/client/**/*.html: each route, each blog post, the
// not-found pages and the SPA fallback) is valid HTML by html-validate's recommended and
// a11y presets. It runs in this process over the files on disk, no browser and no server:
// Playwright runs it because the build exists by then (scripts/run-tests.ts builds first).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { HtmlValidate, type ConfigData } from "html-validate";

const CLIENT_DIR = join(import.meta.dirname, "..", "..", process.env.E2E_CLIENT_DIR ?? "build/client");

/**
 * The presets, less only the style rules React's serialisation of the page trips, none of
 * which changes what a browser or an assistive technology reads:
 * - void-style: React writes void elements as `<meta ... />`, the preset wants `<meta ...>`;
 * - attr-case: React keeps the case of SVG attributes (`viewBox`, `preserveAspectRatio`);
 * - attribute-boolean-style and attribute-empty-style: React writes `hidden=""`, the
 *   preset wants `hidden`;
 * - valid-id: React's useId() ids (`_R_abc_`) start with an underscore, which the rule's
 *   "starts with a letter" style forbids although HTML allows any id without spaces.
 */
const CONFIG: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:a11y"],
  rules: {
    "void-style": "off",
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "valid-id": "off",
  },
};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

const validator = new HtmlValidate(CONFIG);
const files = htmlFiles(CLIENT_DIR).toSorted();

test("the build wrote the pages the validator reads", () => {
  expect(files.length, `HTML files under ${CLIENT_DIR}`).toBeGreaterThan(20);
});

for (const file of files) {
  const name = relative(CLIENT_DIR, file);
  test(`${name} is valid HTML (html-validate recommended + a11y)`, async () => {
    const report = await validator.validateString(readFileSync(file, "utf8"), name);
    const messages = report.results.flatMap((result) => result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message} ${m.selector ?? ""}`.trim()));
    expect(messages).toEqual([]);
  });
}
