// JavaScript a visitor downloads on a page's first load, route by route: a fresh Chromium
// context per route (no cache), a 360x640 viewport, gzip as the only accepted encoding, and
// the encoded body size of every script response until network idle.
// The measurement spec puts code the page loads after idle on purpose (field speed, web-vitals)
// outside the first load. The page schedules that work with requestIdleCallback, so the bench
// wraps it: the first time a callback the page registered runs, a performance mark is set, and
// every script whose request starts after that mark is listed apart (`afterIdle`, with its
// bytes), shown in the report and not counted against the budget. Everything requested before
// it, lazy chunks included, counts.
import { constants, gzipSync } from "node:zlib";
import { chromium, type Request } from "playwright-core";
import { CHROMIUM_ARGS_FOR_PLAYWRIGHT, CHROMIUM_PATH } from "../chromium.ts";

const KB = 1024;
/** The budgets: the landing page, and every other route. */
export const JS_BUDGET_KB = { landing: 120, otherRoutes: 160 };

export interface RouteJavascript {
  route: string;
  status: number | null;
  /** Encoded (gzip) bytes of every JS response of the first load (requested before the page's first idle callback ran). */
  jsGzipBytes: number;
  budgetKB: number;
  pass: boolean;
  files: ScriptFile[];
  /** Scripts requested after the page's first idle callback ran, until network idle: not in the first load. */
  afterIdle: ScriptFile[];
  afterIdleGzipBytes: number;
  /** CSS responses and inline <style> of the page, encoded bytes, for the CSS budget of "/". */
  cssGzipBytes: number;
}

interface ScriptFile {
  url: string;
  encodedBytes: number;
  contentEncoding: string | null;
}

const IDLE_MARK = "bench:first-idle-callback";

/** Runs in the page before its own scripts: marks when the first idle callback the page registered runs. */
function markFirstIdleCallback(mark: string) {
  const original = window.requestIdleCallback?.bind(window);
  if (!original) return;
  window.requestIdleCallback = (callback, options) =>
    original((deadline) => {
      if (performance.getEntriesByName(mark).length === 0) performance.mark(mark);
      callback(deadline);
    }, options);
}

const bySize = (files: ScriptFile[]) => files.toSorted((a, b) => b.encodedBytes - a.encodedBytes);
const totalBytes = (files: ScriptFile[]) => files.reduce((sum, f) => sum + f.encodedBytes, 0);

const isScript = (request: Request) =>
  request.resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);

export async function benchJavascript(origin: string, routes: string[]): Promise<RouteJavascript[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS_FOR_PLAYWRIGHT] });
  const results: RouteJavascript[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 360, height: 640 }, extraHTTPHeaders: { "accept-encoding": "gzip" } });
      const page = await context.newPage();
      await page.addInitScript(markFirstIdleCallback, IDLE_MARK);
      const finished: Request[] = [];
      page.on("requestfinished", (request) => void finished.push(request));
      const response = await page.goto(origin + route, { waitUntil: "networkidle" });
      // When each script's request started, and when the page's first idle callback ran (null if none did), on the page's clock.
      const { idleAt, scriptStarts } = await page.evaluate((mark) => ({
        idleAt: performance.getEntriesByName(mark)[0]?.startTime ?? null,
        scriptStarts: Object.fromEntries((performance.getEntriesByType("resource") as PerformanceResourceTiming[]).map((e) => [e.name, e.startTime])),
      }), IDLE_MARK);
      const files: ScriptFile[] = [];
      const afterIdle: ScriptFile[] = [];
      let cssGzipBytes = 0;
      for (const request of finished) {
        const answer = await request.response();
        if (!answer) continue;
        const { responseBodySize } = await request.sizes();
        const contentEncoding = (await answer.headerValue("content-encoding")) ?? null;
        if (isScript(request)) {
          const startedAt = scriptStarts[request.url()];
          const file = { url: new URL(request.url()).pathname, encodedBytes: responseBodySize, contentEncoding };
          (idleAt !== null && startedAt !== undefined && startedAt >= idleAt ? afterIdle : files).push(file);
        }
        else if (request.resourceType() === "stylesheet") cssGzipBytes += responseBodySize;
      }
      // The stylesheet is inlined into each page (contracts/served-page.ts, by the build): its gzip share of the HTML.
      const inlineCss = await page.evaluate(() => [...document.querySelectorAll("style")].map((s) => s.textContent ?? "").join(""));
      if (inlineCss) cssGzipBytes += gzipSync(inlineCss, { level: constants.Z_BEST_COMPRESSION }).length;
      const jsGzipBytes = totalBytes(files);
      const budgetKB = route === "/" ? JS_BUDGET_KB.landing : JS_BUDGET_KB.otherRoutes;
      results.push({
        route,
        status: response?.status() ?? null,
        jsGzipBytes,
        budgetKB,
        pass: jsGzipBytes <= budgetKB * KB,
        files: bySize(files),
        afterIdle: bySize(afterIdle),
        afterIdleGzipBytes: totalBytes(afterIdle),
        cssGzipBytes,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
