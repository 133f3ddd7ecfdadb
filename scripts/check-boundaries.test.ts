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
});
