import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findCrossings } from "./check-boundaries.ts";

const repoRoot = path.resolve(import.meta.dirname, "..");
let scratch: string | undefined;

function tree(files: Record<string, string>): string {
  scratch = mkdtempSync(path.join(tmpdir(), "boundaries-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(scratch, name)), { recursive: true });
    writeFileSync(path.join(scratch, name), text);
  }
  return scratch;
}

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

describe("boundary check", () => {
  it("finds no crossing in this repository", () => {
    expect(findCrossings(repoRoot)).toEqual([]);
  });

  it("reports a planted forbidden import in each part, whatever its form", () => {
    const root = tree({
      "app/content/site.ts": "export const site = {};\n",
      "server/config.ts": 'import { x } from "./ok.ts";\n\nimport { site } from "../app/content/site.ts";\n',
      "server/ok.ts": "export const x = 1;\n",
      "contracts/pricing.ts": 'export type { Plan } from "../app/content/plans";\nconst m = await import("../server/config.ts");\n',
      "contracts/clock.ts": 'import { setTimeout } from "node:timers/promises";\n',
      "app/features/form.tsx": 'import type { Tx } from "../../server/db/client.ts";\n',
      "app/features/ok.tsx": 'import { site } from "../content/site.ts";\nimport { plans } from "../../contracts/plans.ts";\n',
    });
    const found = findCrossings(root).map((c) => `${c.file}:${c.line} ${c.specifier}`);
    expect(found.toSorted()).toEqual(
      [
        "app/features/form.tsx:1 ../../server/db/client.ts",
        "contracts/clock.ts:1 node:timers/promises",
        "contracts/pricing.ts:1 ../app/content/plans",
        "contracts/pricing.ts:2 ../server/config.ts",
        "server/config.ts:3 ../app/content/site.ts",
      ].toSorted(),
    );
  });

  it("follows root files: the server loading keystatic.config.ts, which loads app/, is reported with the chain", () => {
    const root = tree({
      "server/cms/editor-routes.ts": [
        'const configModule = new URL("../../keystatic.config.ts", import.meta.url).href;',
        'const { keystaticConfig } = (await import(configModule)) as typeof import("../../keystatic.config.ts");',
        "",
      ].join("\n"),
      "keystatic.config.ts": 'import { blogAuthors } from "./app/content/blog-taxonomy.ts";\nimport { schemaFields } from "./scripts/editor/fields";\nimport { site } from "./contracts/site.ts";\n',
      "scripts/editor/fields.ts": 'import { LABELS } from "./labels.ts";\nexport { dataCollections } from "../../app/content/schemas.ts";\n',
      // A cycle among files outside the parts ends.
      "scripts/editor/labels.ts": 'import { schemaFields } from "./fields.ts";\nimport data from "../../app/content/data/faq.json" with { type: "json" };\n',
      "app/content/blog-taxonomy.ts": "export const blogAuthors = [];\n",
      "app/content/schemas.ts": "export const dataCollections = {};\n",
      "contracts/site.ts": "export const site = {};\n",
      "contracts/editor-paths.ts": 'export { root } from "../vite.config.ts";\n',
      "vite.config.ts": 'import { readFileSync } from "node:fs";\nexport const root = ".";\n',
      // The editor's own page may load it: app/ reaching app/ and contracts/ crosses nothing.
      "app/routes/keystatic.tsx": 'const config = import("../../keystatic.config");\n',
    });
    const found = findCrossings(root).map((c) => `${c.file}:${c.line} ${c.specifier}: ${c.rule}`);
    const throughConfig = [
      "server/ never imports app/ (through keystatic.config.ts -> app/content/blog-taxonomy.ts)",
      "server/ never imports app/ (through keystatic.config.ts -> scripts/editor/fields.ts -> app/content/schemas.ts)",
      "server/ never imports app/ (through keystatic.config.ts -> scripts/editor/fields.ts -> scripts/editor/labels.ts -> app/content/data/faq.json)",
    ];
    expect(found.toSorted()).toEqual(
      [
        ...throughConfig.map((rule) => `server/cms/editor-routes.ts:1 ../../keystatic.config.ts: ${rule}`),
        ...throughConfig.map((rule) => `server/cms/editor-routes.ts:2 ../../keystatic.config.ts: ${rule}`),
        "contracts/editor-paths.ts:1 ../vite.config.ts: contracts/ runs in the browser too: no node: modules (through vite.config.ts -> node:fs)",
      ].toSorted(),
    );
  });
});
