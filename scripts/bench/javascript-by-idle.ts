// JavaScript a visitor downloads on a page's first load, route by route: a fresh Chromium
// context per route (no cache), a 360x640 viewport, gzip as the only accepted encoding, and
// the encoded body size of every script response until network idle.
// The measurement spec puts code the page loads after idle on purpose (field speed, web-vitals)
// outside the first load. The page asks for it from a requestIdleCallback callback, so the
// bench reads who asked for each script (Chromium's request initiator, with async stacks on):
// a script whose request comes from within an idle callback, or a module that such a script
// imports, is listed apart (`afterIdle`, with its bytes), shown in the report and not counted
// against the budget. Everything else requested until network idle counts, whenever it starts:
// lazy chunks, the consent banner's code, code loaded by a timer.
import { setTimeout as sleep } from "node:timers/promises";
import { constants, gzipSync } from "node:zlib";
import { chromium, type Request } from "playwright-core";
import { CHROMIUM_ARGS_FOR_PLAYWRIGHT, CHROMIUM_PATH } from "../chromium.ts";

const KB = 1024;
/** The budgets: the landing page, and every other route. */
export const JS_BUDGET_KB = { landing: 120, otherRoutes: 160 };

export interface RouteJavascript {
  route: string;
  status: number | null;
  /** Encoded (gzip) bytes of every JS response until network idle, but those loaded after idle on purpose. */
  jsGzipBytes: number;
  budgetKB: number;
  pass: boolean;
  files: ScriptFile[];
  /** Scripts asked for from an idle callback (or imported by one), until network idle: not in the first load. */
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

/** Quiet time after which the network counts as idle (Playwright's "networkidle"). */
const NETWORK_IDLE_MS = 500;

/** The async stack label Chromium gives work scheduled with requestIdleCallback. */
const IDLE_CALLBACK = "requestIdleCallback";

interface Initiator {
  url?: string;
  stack?: StackTrace;
}
interface StackTrace {
  description?: string;
  parent?: StackTrace;
}

const fromIdleCallback = (stack: StackTrace | undefined): boolean => stack !== undefined && (stack.description === IDLE_CALLBACK || fromIdleCallback(stack.parent));

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
      // Who asked for each script: asked from an idle callback, or imported by a script that was.
      const afterIdleUrls = new Set<string>();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Debugger.enable");
      await cdp.send("Debugger.setAsyncCallStackDepth", { maxDepth: 32 });
      await cdp.send("Network.enable");
      cdp.on("Network.requestWillBeSent", ({ request, initiator }: { request: { url: string }; initiator: Initiator }) => {
        if (fromIdleCallback(initiator.stack) || (initiator.url !== undefined && afterIdleUrls.has(initiator.url))) afterIdleUrls.add(request.url);
      });
      const finished: Request[] = [];
      const network = { inFlight: 0, lastActivity: Date.now() };
      page.on("request", () => void ((network.inFlight += 1), (network.lastActivity = Date.now())));
      page.on("requestfailed", () => void ((network.inFlight -= 1), (network.lastActivity = Date.now())));
      page.on("requestfinished", (request) => void (finished.push(request), (network.inFlight -= 1), (network.lastActivity = Date.now())));
      const response = await page.goto(origin + route, { waitUntil: "networkidle" });
      // The page's loader starts the modules a frame after the HTML: a slow start can look idle
      // before any script is asked for. Idle counts from the hydrated page (app/lib/page-hydrated.ts).
      await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, undefined, { timeout: 60_000 });
      while (network.inFlight > 0 || Date.now() - network.lastActivity < NETWORK_IDLE_MS) await sleep(100);
      const files: ScriptFile[] = [];
      const afterIdle: ScriptFile[] = [];
      let cssGzipBytes = 0;
      for (const request of finished) {
        const answer = await request.response();
        if (!answer) continue;
        const { responseBodySize } = await request.sizes();
        const contentEncoding = (await answer.headerValue("content-encoding")) ?? null;
        if (isScript(request)) {
          const file = { url: new URL(request.url()).pathname, encodedBytes: responseBodySize, contentEncoding };
          (afterIdleUrls.has(request.url()) ? afterIdle : files).push(file);
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
