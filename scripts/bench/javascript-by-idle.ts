// JavaScript a visitor downloads before the network goes idle, route by route: a fresh
// Chromium context per route (no cache), a 360x640 viewport, gzip as the only accepted
// encoding, and the encoded body size of every script response until network idle.
import { constants, gzipSync } from "node:zlib";
import { chromium, type Request } from "playwright-core";
import { CHROMIUM_ARGS_FOR_PLAYWRIGHT, CHROMIUM_PATH } from "../chromium.ts";

const KB = 1024;
/** The budgets: the landing page, and every other route. */
export const JS_BUDGET_KB = { landing: 120, otherRoutes: 160 };

export interface RouteJavascript {
  route: string;
  status: number | null;
  /** Encoded (gzip) bytes of every JS response until network idle. */
  jsGzipBytes: number;
  budgetKB: number;
  pass: boolean;
  files: { url: string; encodedBytes: number; contentEncoding: string | null }[];
  /** CSS responses and inline <style> of the page, encoded bytes, for the CSS budget of "/". */
  cssGzipBytes: number;
}

const isScript = (request: Request) =>
  request.resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);

export async function benchJavascript(origin: string, routes: string[]): Promise<RouteJavascript[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS_FOR_PLAYWRIGHT] });
  const results: RouteJavascript[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 360, height: 640 }, extraHTTPHeaders: { "accept-encoding": "gzip" } });
      const page = await context.newPage();
      const finished: Request[] = [];
      page.on("requestfinished", (request) => void finished.push(request));
      const response = await page.goto(origin + route, { waitUntil: "networkidle" });
      const files: RouteJavascript["files"] = [];
      let cssGzipBytes = 0;
      for (const request of finished) {
        const answer = await request.response();
        if (!answer) continue;
        const { responseBodySize } = await request.sizes();
        const contentEncoding = (await answer.headerValue("content-encoding")) ?? null;
        if (isScript(request)) files.push({ url: new URL(request.url()).pathname, encodedBytes: responseBodySize, contentEncoding });
        else if (request.resourceType() === "stylesheet") cssGzipBytes += responseBodySize;
      }
      // The stylesheet is inlined into each page (contracts/served-page.ts, by the build): its gzip share of the HTML.
      const inlineCss = await page.evaluate(() => [...document.querySelectorAll("style")].map((s) => s.textContent ?? "").join(""));
      if (inlineCss) cssGzipBytes += gzipSync(inlineCss, { level: constants.Z_BEST_COMPRESSION }).length;
      const jsGzipBytes = files.reduce((sum, f) => sum + f.encodedBytes, 0);
      const budgetKB = route === "/" ? JS_BUDGET_KB.landing : JS_BUDGET_KB.otherRoutes;
      results.push({
        route,
        status: response?.status() ?? null,
        jsGzipBytes,
        budgetKB,
        pass: jsGzipBytes <= budgetKB * KB,
        files: files.toSorted((a, b) => b.encodedBytes - a.encodedBytes),
        cssGzipBytes,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
