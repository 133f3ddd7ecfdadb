// A bad edit of contracts/price-table.json stops `node server/main.ts` with a message naming
// the field, not a stack trace. The process reads a broken copy of the table in place of the
// real one through a module resolve hook, so the committed file is never touched.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, it } from "vitest";
import shipped from "../contracts/price-table.json" with { type: "json" };

const ROOT = join(import.meta.dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "tramita-price-table-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs server/main.ts with `table` as contracts/price-table.json; resolves when it exits. */
function startWith(table: unknown) {
  const tableFile = join(dir, "price-table.json");
  writeFileSync(tableFile, JSON.stringify(table));
  const hook = join(dir, "swap-table.mjs");
  writeFileSync(
    hook,
    `import { registerHooks } from "node:module";
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    return resolved.url.endsWith("/contracts/price-table.json") ? { ...resolved, url: ${JSON.stringify(pathToFileURL(tableFile).href)} } : resolved;
  },
});`,
  );
  return spawnSync(process.execPath, ["--import", pathToFileURL(hook).href, "server/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: join(dir, "data"), SERVE_CLIENT: "false", OUTBOX_WORKER: "false", HOST: "127.0.0.1", PORT: "0" },
    encoding: "utf8",
    timeout: 30_000,
  });
}

it("a malformed price table stops the server at start-up with a readable message", { timeout: 60_000 }, () => {
  const broken = structuredClone(shipped);
  broken.tier_monthly_fee_cents.ouro = 299.9;
  const run = startWith(broken);
  expect(run.status).toBe(1);
  expect(run.stderr).toContain("Tramita did not start. Invalid price table contracts/price-table.json:");
  expect(run.stderr).toMatch(/expected a whole number of centavos \(R\$ 149,00 is 14900\)\s+→ at tier_monthly_fee_cents\.ouro/);
  expect(run.stderr).not.toMatch(/\n\s+at /);
});
