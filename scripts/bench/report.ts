// The tables `npm run bench` prints for its steps.
import type { RouteJavascript } from "./javascript-by-idle.ts";
import { CATEGORIES, type RouteLighthouse } from "./lighthouse.ts";
import type { StaticThroughput } from "./static-throughput.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? "ok" : "MISSED");

export function printStatic(figures: StaticThroughput): void {
  console.log(`\n${"URL".padEnd(44)}${"ours req/s".padStart(11)}${"nginx req/s".padStart(12)}${"ratio".padStart(7)}   budget >= 0.8`);
  for (const u of figures.urls) {
    const encodings = `(${u.ours.contentEncoding ?? "identity"} / ${u.nginx.contentEncoding ?? "identity"})`;
    console.log(`${u.url.slice(0, 43).padEnd(44)}${String(u.ours.requestsPerSecond).padStart(11)}${String(u.nginx.requestsPerSecond).padStart(12)}${u.ratio.toFixed(2).padStart(7)}   ${verdict(u.pass)} ${encodings}`);
  }
}

export function printJavascript(routes: RouteJavascript[], css: { gzipBytes: number; budgetKB: number; pass: boolean }): void {
  console.log(`\n${"Route".padEnd(44)}${"JS gzip".padStart(10)}   budget`);
  for (const r of routes) {
    const afterIdle = r.afterIdle.length ? `; after idle, not counted: ${kb(r.afterIdleGzipBytes)} (${r.afterIdle.map((f) => f.url.split("/").pop()).join(", ")})` : "";
    console.log(`${r.route.slice(0, 43).padEnd(44)}${kb(r.jsGzipBytes).padStart(10)}   <= ${r.budgetKB} KB ${verdict(r.pass)}${r.status === 200 ? "" : ` (HTTP ${r.status})`}${afterIdle}`);
  }
  console.log(`CSS of "/" (gzip): ${kb(css.gzipBytes)}, budget <= ${css.budgetKB} KB ${verdict(css.pass)}`);
}

export function printLighthouseHeader(): void {
  console.log(`\n${"Route".padEnd(44)}${"perf".padStart(5)}${"a11y".padStart(5)}${"BP".padStart(5)}${"SEO".padStart(5)}${"TBT".padStart(8)}`);
}

export function printLighthouseRoute(r: RouteLighthouse): void {
  const scores = CATEGORIES.map((id) => String(r.scores[id] ?? "-").padStart(5)).join("");
  console.log(`${r.route.slice(0, 43).padEnd(44)}${scores}${`${Math.round(r.metrics.tbtMs ?? 0)} ms`.padStart(8)}   ${verdict(r.pass)}`);
  for (const [category, audits] of Object.entries(r.failedAudits)) {
    for (const a of audits) {
      console.log(`    ${category}: ${a.id} (${a.title})${a.displayValue ? `: ${a.displayValue}` : ""}`);
      for (const item of a.items ?? []) console.log(`      - ${item}`);
    }
  }
  if (r.nonLocalRequests.length) console.log(`    non-local requests: ${r.nonLocalRequests.join(", ")}`);
  const images = r.imageAudits.filter((image) => image.result !== "failed");
  console.log(`    images: ${images.length} of ${r.imageAudits.length} audits pass (${images.map((image) => `${image.id}${image.result === "not applicable" ? " n/a" : ""}`).join(", ")})`);
  for (const failed of r.imageAudits.filter((image) => image.result === "failed")) {
    console.log(`    images: ${failed.id} FAILED${failed.displayValue ? `: ${failed.displayValue}` : ""}`);
    for (const item of failed.items ?? []) console.log(`      - ${item}`);
  }
  if (r.agentReadiness) {
    console.log(`    agent readiness: ${r.agentReadiness.score ?? "-"}`);
    for (const a of r.agentReadiness.audits) {
      console.log(`      ${a.id} (${a.title})${a.displayValue ? `: ${a.displayValue}` : ""}`);
      for (const item of a.items ?? []) console.log(`        - ${item}`);
    }
  }
}
