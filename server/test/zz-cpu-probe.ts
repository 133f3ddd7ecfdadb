import { appendFileSync } from "node:fs";
import { afterAll, beforeAll, expect } from "vitest";
let start: NodeJS.CpuUsage; let t0 = 0; let file = "";
beforeAll(() => { start = process.cpuUsage(); t0 = performance.now(); file = expect.getState().testPath ?? "?"; });
afterAll(() => { const d = process.cpuUsage(start); appendFileSync("/tmp/cpu/files.tsv", `${((d.user + d.system) / 1e6).toFixed(1)}\t${((performance.now() - t0) / 1000).toFixed(1)}\t${file}\n`); });
