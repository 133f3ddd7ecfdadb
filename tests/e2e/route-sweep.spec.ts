// Every route of the route table (app/routes.ts), at a phone, a tablet and a desktop width,
// checked for what a visitor would see wrong: sideways scrolling, accessibility (axe, every
// impact), console errors and CSP violations, images without alt or size, text under 12 px, small tap targets
// on the phone (with SC 2.5.8's spacing exception), a missing <h1> or <title>. A full-page screenshot of each is written to
// reports/route-sweep/, whose index.html shows them all side by side.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type ConsoleMessage } from "@playwright/test";
import { COOKIE_BANNER_DELAY_MS } from "../../contracts/consent";
import { RENDER_ALL_CLASS } from "../../contracts/head-scripts/render-all";
import { axeViolations, finishAnimations, sharedPage, stayOnPage, withSavedConsent } from "./helpers";
import { NOT_FOUND_PATTERN, SITE_ROUTE_URLS, type SiteRouteUrl } from "./site-routes";

/** The screenshots, relative to the repository root (where run-tests.ts writes its reports). */
const SCREENSHOTS = "reports/route-sweep";
/** Every screenshot on one page, linked from each test of the report. */
const SCREENSHOT_INDEX = `${SCREENSHOTS}/index.html`;
const SCREENSHOT_DIR = join(import.meta.dirname, "..", "..", SCREENSHOTS);

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;
/** The phone is checked with the cookie banner showing, as a first visit sees it. */
const BANNER_WIDTH = 360;
/** WCAG 2.2 SC 2.5.8 (AA): a pointer target is at least 24 × 24 CSS px. */
const MIN_TARGET_PX = 24;
const TARGET_CHECK_WIDTH = 360;
const MIN_FONT_PX = 12;

const ROUTES = SITE_ROUTE_URLS;
/**
 * The degraded build's sweep (scripts/e2e-framework-bootstrap.ts): the same markup and styles
 * started by another bootstrap. It checks what a bootstrap can break (the app running far
 * enough to show the banner, console errors, CSP violations, what the page measures wrong);
 * axe and the screenshots would repeat the main sweep's, and its screenshots are kept.
 */
const BOOTSTRAP_ONLY = process.env.E2E_SWEEP_BOOTSTRAP_ONLY === "1";

const screenshotPath = (width: number, route: SiteRouteUrl) => join(SCREENSHOT_DIR, String(width), `${route.name}.png`);

// Once, in the main process: a clean folder and the page that shows every screenshot.
if (!process.env.TEST_WORKER_INDEX && !BOOTSTRAP_ONLY) {
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const rows = ROUTES.map(
    (route) =>
      `<tr><th scope="row">${route.url}</th>${WIDTHS.map(
        ({ width }) => `<td><a href="${width}/${route.name}.png"><img src="${width}/${route.name}.png" alt="${route.url} a ${width} px" loading="lazy"></a></td>`,
      ).join("")}</tr>`,
  ).join("\n");
  writeFileSync(
    join(SCREENSHOT_DIR, "index.html"),
    `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Route sweep</title>
<style>body{font:14px system-ui;margin:16px}table{border-collapse:collapse}td,th{vertical-align:top;border:1px solid #ccc;padding:4px}img{width:240px}</style>
<table><thead><tr><th>Route</th>${WIDTHS.map(({ width }) => `<th>${width} px</th>`).join("")}</tr></thead><tbody>
${rows}
</tbody></table></html>\n`,
  );
}

// pageProblems runs in the browser (page.evaluate sends its source): its helpers live inside it.
// oxlint-disable unicorn/consistent-function-scoping
/** What the page itself shows wrong, measured in the browser in one pass. */
function pageProblems({ minFont, minTarget, checkTargets }: { minFont: number; minTarget: number; checkTargets: boolean }): string[] {
  const problems: string[] = [];
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50)}"`;
  const seen = (el: Element) => {
    const r = el.getBoundingClientRect();
    // Visually hidden content (a 1 px clip) is for screen readers, not for the eye.
    return r.width > 1 && r.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };

  const viewport = document.documentElement.clientWidth;
  const overflow = document.documentElement.scrollWidth - viewport;
  if (overflow > 0) {
    // Name the outermost elements that stick out, not every descendant of them.
    const sticking = [...document.body.querySelectorAll("*")].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > viewport + 0.5;
    });
    const outermost = sticking.filter((el) => !sticking.includes(el.parentElement!)).slice(0, 5);
    problems.push(`scrolls sideways by ${overflow} px: ${outermost.map(describe).join(", ")}`);
  }

  if (!document.title.trim()) problems.push("no <title>");
  if (![...document.querySelectorAll("h1")].some(seen)) problems.push("no visible <h1>");

  for (const img of document.querySelectorAll("img")) {
    const src = img.getAttribute("src") ?? "";
    if (img.getAttribute("alt") === null) problems.push(`image without alt: ${src}`);
    if (!img.getAttribute("width") || !img.getAttribute("height")) problems.push(`image without width and height: ${src}`);
  }

  const smallText = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || smallText.has(parent)) continue;
    if (parseFloat(getComputedStyle(parent).fontSize) < minFont && seen(parent)) smallText.add(parent);
  }
  for (const el of smallText) problems.push(`text under ${minFont} px (${getComputedStyle(el).fontSize}): ${describe(el)}`);

  if (checkTargets) {
    const targets = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=option], [tabindex]:not([tabindex='-1'])",
    );
    /** The block that lays out `el`'s line: its nearest ancestor that is not inline. */
    const blockOf = (el: Element) => {
      let block = el.parentElement;
      while (block && /^(inline|contents)$/.test(getComputedStyle(block).display)) block = block.parentElement;
      return block;
    };
    // SC 2.5.8's inline exception: a link inside a sentence is sized by the line it sits
    // in. A link is "in running text" when it is laid out inline and its block holds other
    // text besides it.
    const inRunningText = (el: HTMLElement) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      const block = blockOf(el);
      return !!block && (block.textContent ?? "").replace(el.textContent ?? "", "").trim().length > 0;
    };
    /** The area a tap activates: a form control's own box joined with its labels' (a tap on a label works the control). */
    const tapArea = (el: HTMLElement) => {
      const boxes = [el, ...("labels" in el ? [...((el as HTMLInputElement).labels ?? [])] : [])].filter(seen).map((e) => e.getBoundingClientRect());
      const left = Math.min(...boxes.map((b) => b.left));
      const top = Math.min(...boxes.map((b) => b.top));
      const box = new DOMRect(left, top, Math.max(...boxes.map((b) => b.right)) - left, Math.max(...boxes.map((b) => b.bottom)) - top);
      return { width: box.width, height: box.height, box };
    };
    const measured = [...targets].filter((el) => seen(el) && !inRunningText(el)).map((el) => ({ el, area: tapArea(el) }));
    const small = measured.filter(({ area }) => area.width < minTarget - 0.01 || area.height < minTarget - 0.01);
    // SC 2.5.8's spacing exception: an undersized target passes when a circle of 24 px
    // diameter centred on it meets no other target nor another undersized target's circle.
    const radius = minTarget / 2;
    const centre = (a: DOMRect) => ({ x: a.left + a.width / 2, y: a.top + a.height / 2 });
    const distanceToBox = (p: { x: number; y: number }, b: DOMRect) =>
      Math.hypot(Math.max(b.left - p.x, 0, p.x - b.right), Math.max(b.top - p.y, 0, p.y - b.bottom));
    for (const { el, area } of small) {
      const c = centre(area.box);
      const crowded =
        measured.some((other) => other.el !== el && !other.el.contains(el) && !el.contains(other.el) && distanceToBox(c, other.area.box) < radius - 0.01) ||
        small.some((other) => other.el !== el && Math.hypot(centre(other.area.box).x - c.x, centre(other.area.box).y - c.y) < minTarget - 0.01);
      if (crowded) problems.push(`tap target ${Math.round(area.width * 10) / 10} × ${Math.round(area.height * 10) / 10} px: ${describe(el)}`);
    }
  }
  return problems;
}
// oxlint-enable unicorn/consistent-function-scoping

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    // One page per width and worker, reused by every route it visits.
    const shared = sharedPage({ viewport }, async (page) => {
      // The page's timers run in real time, but the sweep can skip ahead (the consent UI's delay).
      await page.clock.install();
      // A blocked script (eval, an inline script outside the CSP's hashes) throws nothing the
      // page sees; the violation event does, so it becomes a console error the sweep fails on.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} by ${event.sourceFile}`)),
      );
      if (viewport.width !== BANNER_WIDTH) await withSavedConsent(page);
    });

    for (const route of ROUTES) {
      test(`${route.url} (${route.pattern || "index"})`, async () => {
        const { context, page } = shared;
        const errors: string[] = [];
        const onConsole = (message: ConsoleMessage) => {
          if (message.type() !== "error") return;
          // The browser reports the not-found page's own 404 status; that is the page working.
          const ownStatus = route.pattern === NOT_FOUND_PATTERN && message.location().url === page.url() && /status of 404/.test(message.text());
          if (!ownStatus) errors.push(`console: ${message.text()} (${message.location().url})`);
        };
        const onPageError = (error: Error) => errors.push(`page error: ${error.message}`);
        page.on("console", onConsole);
        page.on("pageerror", onPageError);
        const leave = await stayOnPage(context, route.url);
        try {
          await test.step("open and settle", async () => {
            await page.goto(route.url, { waitUntil: "networkidle" });
            // The consent UI mounts a second after load: the page's clock skips that second, and
            // the sweep waits for it, so every run sees the same page.
            await page.clock.fastForward(COOKIE_BANNER_DELAY_MS);
            await expect(viewport.width === BANNER_WIDTH ? page.getByRole("region", { name: "Aviso de cookies" }) : page.getByRole("button", { name: "Preferências de cookies" })).toBeVisible();
            // Sections that skip rendering until scrolled near (content-visibility) are drawn,
            // as a visitor scrolling down sees them: axe measures their colours, the screenshot shows them.
            await page.evaluate((renderAll) => document.documentElement.classList.add(renderAll), RENDER_ALL_CLASS);
            await page.evaluate(() => document.fonts.ready);
            await finishAnimations(page);
          });
          const problems = await test.step("measure", () =>
            page.evaluate(pageProblems, { minFont: MIN_FONT_PX, minTarget: MIN_TARGET_PX, checkTargets: viewport.width === TARGET_CHECK_WIDTH }),
          );
          const violations = BOOTSTRAP_ONLY ? [] : await test.step("axe", () => axeViolations(page));
          if (!BOOTSTRAP_ONLY) await test.step("screenshot", async () => {
            // Images that would load as the visitor scrolls load now, so the screenshot shows them.
            await page.evaluate(() =>
              Promise.all(
                [...document.images].map((img) => {
                  img.loading = "eager";
                  return img.decode().catch(() => undefined);
                }),
              ),
            );
            const path = screenshotPath(viewport.width, route);
            // Animations fast-forwarded: nothing is caught halfway through a fade.
            await page.screenshot({ path, fullPage: true, animations: "disabled" });
            await test.info().attach(`${route.name}-${viewport.width}.png`, { path, contentType: "image/png" });
            test.info().annotations.push({ type: "screenshots", description: SCREENSHOT_INDEX });
          });

          expect.soft(problems, "what a visitor sees wrong").toEqual([]);
          expect.soft(violations, "axe violations").toEqual([]);
          expect.soft(errors, "console and page errors").toEqual([]);
        } finally {
          await leave();
          page.off("console", onConsole);
          page.off("pageerror", onPageError);
        }
      });
    }
  });
}
