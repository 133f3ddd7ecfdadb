// Lighthouse, mobile defaults (screen emulation, simulated throttling), on every route:
// LIGHTHOUSE_RUNS runs per route (default 3), the median of each category and of TBT, and
// for a missed budget the audits that cost points in the median run; and on every route
// Lighthouse's image audits, which must all pass, reported whether or not they weigh in a score.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import defaultConfig from "lighthouse/core/config/default-config.js";
import { NOINDEX_PATHS } from "../../contracts/routes.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof CATEGORIES)[number];
/**
 * Lighthouse's agent-readiness category ("Agentic Browsing": the accessibility tree agents
 * read, WebMCP form annotations, llms.txt), reported beside the others where the installed
 * Lighthouse offers it. It has no budget: Lighthouse calls it unfinished and subject to change.
 */
const AGENT_CATEGORY = "agentic-browsing";
export const AGENT_READINESS_OFFERED = AGENT_CATEGORY in (defaultConfig.categories ?? {});
export const LIGHTHOUSE_BUDGETS = { performance: 98, otherCategories: 100, tbtMs: 100 };
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * The SEO audit a page with `noindex` fails by design: the token pages (contracts/routes.ts)
 * are kept out of search results on purpose. On those pages SEO meets its budget when this
 * is the only audit that cost points; the table still prints the score and the audit.
 */
const NOINDEX_AUDIT = "is-crawlable";

/**
 * Lighthouse's audits of images: delivery (modern formats, sizes fit for the screen,
 * compression), the LCP image's discovery (found in the HTML, not lazy, high priority), width
 * and height set, aspect ratio and resolution kept, alt text. Several weigh nothing in the
 * performance score (insights and diagnostics), so a route could score 100 with an image
 * failing them: each is checked on its own, on every route and every run.
 */
export const IMAGE_AUDITS = ["image-delivery-insight", "lcp-discovery-insight", "unsized-images", "image-aspect-ratio", "image-size-responsive", "image-alt"] as const;

/** One image audit on a route: passed in every run, or what it found in the run it failed. */
export interface ImageAudit {
  id: (typeof IMAGE_AUDITS)[number];
  /** 'passed' (score 1), 'not applicable' (no image of that kind on the page), or 'failed'. */
  result: "passed" | "not applicable" | "failed";
  displayValue?: string;
  items?: string[];
}

interface FailedAudit {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  /** What the audit points at (issue types, elements, URLs), a few at most. */
  items?: string[];
}
/** The agent-readiness category of one run: its score and each audit that did not pass or flagged something. */
export interface AgentReadiness {
  score: number | null;
  audits: FailedAudit[];
}
interface LighthouseRun {
  scores: Record<CategoryId, number | null>;
  agentReadiness: AgentReadiness | null;
  metrics: { lcpMs: number | null; fcpMs: number | null; tbtMs: number | null; cls: number | null; speedIndexMs: number | null };
  failedAudits: Partial<Record<CategoryId, FailedAudit[]>>;
  nonLocalRequests: string[];
  imageAudits: ImageAudit[];
}
export interface RouteLighthouse {
  route: string;
  runs: number;
  /** Median of each category over the runs. */
  scores: Record<CategoryId, number | null>;
  /** Median of each metric over the runs. */
  metrics: LighthouseRun["metrics"];
  /** The agent-readiness category of the last run, where Lighthouse offers it. */
  agentReadiness: AgentReadiness | null;
  performanceOfEachRun: (number | null)[];
  /** For each category below its budget: what cost points in the run with the median score. */
  failedAudits: Partial<Record<CategoryId, FailedAudit[]>>;
  nonLocalRequests: string[];
  /** Each image audit over the runs: failed when it failed in any of them. */
  imageAudits: ImageAudit[];
  pass: boolean;
}

function summarize(lhr: Result): LighthouseRun {
  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score;
    return typeof value === "number" ? Math.round(value * 100) : null;
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Record<CategoryId, number | null>;
  const failedAudits: LighthouseRun["failedAudits"] = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || scores[id] === 100) continue;
    failedAudits[id] = category.auditRefs.flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      const scored = audit && ref.weight > 0 && ["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode);
      return scored && audit.score !== null && audit.score < 1
        ? [{ id: audit.id, title: audit.title, score: audit.score, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}), items: auditItems(audit) }]
        : [];
    });
  }
  // The site is served locally and the machine is offline: list anything that tried to leave.
  const requests = lhr.audits["network-requests"]?.details;
  const items = requests && "items" in requests ? (requests.items as { url?: unknown }[]) : [];
  const nonLocalRequests = items.map((item) => String(item.url ?? "")).filter((url) => /^https?:/.test(url) && !url.startsWith("http://127.0.0.1:"));
  return {
    scores,
    agentReadiness: agentReadiness(lhr),
    metrics: {
      lcpMs: metric("largest-contentful-paint"),
      fcpMs: metric("first-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      speedIndexMs: metric("speed-index"),
    },
    failedAudits,
    nonLocalRequests,
    imageAudits: IMAGE_AUDITS.map((id) => imageAudit(lhr, id)),
  };
}

function imageAudit(lhr: Result, id: ImageAudit["id"]): ImageAudit {
  const audit = lhr.audits[id];
  // An audit this Lighthouse does not run cannot pass unseen.
  if (!audit) return { id, result: "failed", displayValue: "not run by this Lighthouse" };
  if (audit.scoreDisplayMode === "notApplicable") return { id, result: "not applicable" };
  if (audit.score === 1) return { id, result: "passed" };
  return { id, result: "failed", ...(audit.displayValue ? { displayValue: audit.displayValue } : {}), items: auditItems(audit) };
}

function agentReadiness(lhr: Result): AgentReadiness | null {
  const category = lhr.categories[AGENT_CATEGORY];
  if (!category) return null;
  const audits = category.auditRefs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    // Informative audits (WebMCP form coverage) pass with a score of 1 yet list what they found.
    const flagged = audit && ((audit.score !== null && audit.score < 1) || (audit.scoreDisplayMode === "informative" && !!audit.displayValue));
    return flagged ? [{ id: audit.id, title: audit.title, score: audit.score, ...(audit.displayValue ? { displayValue: audit.displayValue } : {}), items: auditItems(audit) }] : [];
  });
  return { score: typeof category.score === "number" ? Math.round(category.score * 100) : null, audits };
}

/** A short label for each of the first items an audit lists. */
function auditItems(audit: Result["audits"][string]): string[] {
  const details = audit.details;
  const items = details && "items" in details ? (details.items as Record<string, unknown>[]) : [];
  return items.slice(0, 5).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const label = item.issueType ?? node?.selector ?? node?.snippet ?? item.url ?? item.source ?? item.description;
    const sub = item.subItems as { items?: { url?: string }[] } | undefined;
    const where = sub?.items?.map((i) => i.url).filter(Boolean).slice(0, 2).join(", ");
    return `${typeof label === "string" ? label : JSON.stringify(label ?? item).slice(0, 160)}${where ? ` (${where})` : ""}`;
  });
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).toSorted((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}

/** One run; a run whose trace failed (NO_NAVSTART and the like, seen on a busy machine) is run again, twice at most. */
async function runOnce(port: number, url: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES, ...(AGENT_READINESS_OFFERED ? [AGENT_CATEGORY] : [])] });
    if (!result) throw new Error("Lighthouse returned no result");
    const error = result.lhr.runtimeError;
    if (!error) return summarize(result.lhr);
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${error.code}: ${error.message}`);
    console.log(`    ${error.code} on ${url}: running it again`);
  }
}

/** Runs route after route; `onRoute` hears each route's figures as soon as they are known. */
export async function benchLighthouse(origin: string, routes: string[], onRoute: (done: RouteLighthouse[]) => void): Promise<RouteLighthouse[]> {
  const results: RouteLighthouse[] = [];
  for (const route of routes) {
    // A fresh browser per route; Lighthouse itself clears the cache and storage before each run.
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS], logLevel: "error" });
    const runs: LighthouseRun[] = [];
    try {
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runOnce(chrome.port, origin + route));
    } finally {
      chrome.kill();
    }
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))])) as Record<CategoryId, number | null>;
    const metricIds = Object.keys(runs[0]!.metrics) as (keyof LighthouseRun["metrics"])[];
    const metrics = Object.fromEntries(metricIds.map((id) => [id, median(runs.map((r) => r.metrics[id]))])) as LighthouseRun["metrics"];
    const belowBudget = (id: CategoryId) => (scores[id] ?? 0) < (id === "performance" ? LIGHTHOUSE_BUDGETS.performance : LIGHTHOUSE_BUDGETS.otherCategories);
    const failedAudits: RouteLighthouse["failedAudits"] = {};
    for (const id of CATEGORIES) {
      if (!belowBudget(id)) continue;
      // The run whose score is closest to the median tells what cost the points.
      const run = runs.toSorted((a, b) => Math.abs((a.scores[id] ?? 0) - (scores[id] ?? 0)) - Math.abs((b.scores[id] ?? 0) - (scores[id] ?? 0)))[0]!;
      failedAudits[id] = run.failedAudits[id] ?? [];
    }
    const noindexByDesign = (id: CategoryId) =>
      id === "seo" && NOINDEX_PATHS.includes(route) && (failedAudits.seo ?? []).every((audit) => audit.id === NOINDEX_AUDIT);
    const missed = (id: CategoryId) => belowBudget(id) && !noindexByDesign(id);
    const tbtOk = metrics.tbtMs !== null && metrics.tbtMs <= LIGHTHOUSE_BUDGETS.tbtMs;
    const imageAudits = IMAGE_AUDITS.map((id) => {
      const each = runs.map((r) => r.imageAudits.find((a) => a.id === id)!);
      return each.find((a) => a.result === "failed") ?? each.find((a) => a.result === "passed") ?? each[0]!;
    });
    results.push({
      route,
      runs: runs.length,
      scores,
      metrics,
      agentReadiness: runs.at(-1)!.agentReadiness,
      performanceOfEachRun: runs.map((r) => r.scores.performance),
      failedAudits,
      nonLocalRequests: [...new Set(runs.flatMap((r) => r.nonLocalRequests))],
      imageAudits,
      pass: tbtOk && !CATEGORIES.some(missed) && imageAudits.every((a) => a.result !== "failed"),
    });
    onRoute(results);
  }
  return results;
}
