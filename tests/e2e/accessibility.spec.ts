// page.evaluate sends its functions' source to the browser: their helpers live inside them.
// oxlint-disable unicorn/consistent-function-scoping
// Accessibility checks axe cannot make, on every route of the route table (the statement at
// /acessibilidade names them): reflow at 320 CSS px with 200% text (WCAG 1.4.10), every
// animation stopped under prefers-reduced-motion (2.3.3, BRAND.md), and every form reached,
// filled and sent with the keyboard alone, each control showing where the focus is (2.1.1,
// 2.4.7). Pointer target sizes (2.5.8) are measured by the route sweep.
import { expect, test, type Locator, type Page, type Request } from "@playwright/test";
import { replyPromise } from "../../contracts/contact";
import { RENDER_ALL_CLASS } from "../../contracts/head-scripts/render-all";
import { site } from "../../contracts/site";
import { sharedPage, stayOnPage, waitForHydration, withSavedConsent } from "./helpers";
import { SITE_ROUTE_URLS } from "./site-routes";

/** WCAG 1.4.10: content reflows at 320 CSS px (1280 px at 400% zoom). */
const REFLOW_WIDTH = 320;
/** Chromium's default font size (16 px) doubled: a visitor's "very large" text setting. */
const DOUBLED_TEXT_PX = 32;

/**
 * The page's requests still in flight: `untilNone` waits (in real time: a response arrives
 * whatever the page's clock says) until none is, and says whether it had to wait.
 */
function requestsInFlight(page: Page) {
  const inFlight = new Set<Request>();
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", (request) => inFlight.delete(request));
  page.on("requestfailed", (request) => inFlight.delete(request));
  return {
    async untilNone(): Promise<boolean> {
      if (inFlight.size === 0) return false;
      await expect.poll(() => inFlight.size, { message: "the page's requests end" }).toBe(0);
      return true;
    },
  };
}

/** Draws every deferred section (content-visibility) as a visitor scrolling down sees it. */
async function renderEverything(page: Page) {
  await page.evaluate((renderAll) => document.documentElement.classList.add(renderAll), RENDER_ALL_CLASS);
}

/**
 * Opens `url` on the describe block's shared page, hydrated and with every deferred section
 * drawn, and runs `check` on it; the page may leave the route again afterwards (stayOnPage).
 */
async function onRoute(shared: ReturnType<typeof sharedPage>, url: string, check: (page: Page) => Promise<void>) {
  const { context, page } = shared;
  const leave = await stayOnPage(context, url);
  try {
    await page.goto(url, { waitUntil: "networkidle" });
    await waitForHydration(page);
    await renderEverything(page);
    await check(page);
  } finally {
    await leave();
  }
}

test.describe("reflow at 320 CSS px with 200% text (WCAG 1.4.10)", () => {
  const shared = sharedPage({ viewport: { width: REFLOW_WIDTH, height: 640 } }, async (page) => {
    await withSavedConsent(page);
    // The browser's own text size setting, as a visitor sets it: every rem and em doubles.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: DOUBLED_TEXT_PX, fixed: 26 } });
  });
  for (const route of SITE_ROUTE_URLS) {
    test(`${route.url} scrolls only vertically`, async () => {
      await onRoute(shared, route.url, async (page) => {
        await page.evaluate(() => document.fonts.ready);
        const result = await page.evaluate(() => {
          const root = document.documentElement;
          const viewport = root.clientWidth;
          // Clipping the page sideways would hide the overflow instead of removing it.
          const clipped = [root, document.body].filter((el) => /hidden|clip/.test(getComputedStyle(el).overflowX)).map((el) => el.tagName);
          const sticking = [...document.body.querySelectorAll("*")].filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && r.right > viewport + 0.5 && el.checkVisibility({ visibilityProperty: true });
          });
          const outermost = sticking.filter((el) => !sticking.includes(el.parentElement!)).slice(0, 5);
          return {
            bodyFontPx: parseFloat(getComputedStyle(document.body).fontSize),
            overflow: root.scrollWidth - viewport,
            clipped,
            sticking: outermost.map((el) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} class="${el.getAttribute("class") ?? ""}"> "${(el.textContent ?? "").trim().slice(0, 40)}"`),
          };
        });
        expect(result.bodyFontPx, "the body text doubled").toBe(DOUBLED_TEXT_PX);
        expect(result.clipped, "html and body do not hide sideways overflow").toEqual([]);
        expect.soft(result.overflow, `sideways scrolling; sticking out: ${result.sticking.join(", ")}`).toBeLessThanOrEqual(0);
      });
    });
  }
});

test.describe("prefers-reduced-motion stops every animation", () => {
  let loading: ReturnType<typeof requestsInFlight>;
  // The page's clock, installed once, goes on from page to page: each route is given its minute.
  const shared = sharedPage({ reducedMotion: "reduce", viewport: { width: 1440, height: 900 } }, async (page) => {
    loading = requestsInFlight(page);
    await withSavedConsent(page);
    await page.clock.install();
  });
  for (const route of SITE_ROUTE_URLS) {
    test(`${route.url} holds still`, async () => {
      await onRoute(shared, route.url, async (page) => {
        // Scrolled through, so every section that starts when seen (counters, carousel) has started.
        await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
        await page.clock.runFor(2_000);
        await page.evaluate(() => scrollTo({ top: 0, behavior: "instant" }));
        // What the page asked for as it started (a calculator's first quote, asked once its
        // inputs were still for a moment of the page's clock) has arrived, and been shown:
        // an answer landing during the minute below is the network, not the page moving.
        do await page.clock.runFor(2_000);
        while (await loading.untilNone());
        // Then a minute passes with nobody touching the page: what it shows may not change by
        // itself (a counter counting, a tip or a logo rotating). The text and the images are
        // compared, not the DOM: a section hydrating late changes nodes but not what is seen.
        // Live regions are updates announced as they happen (the countdown of /login, which
        // the visitor can stop), not motion.
        const shown = () =>
          page.evaluate(() => ({
            text: (() => {
              const lines: string[] = [];
              const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                const parent = node.parentElement;
                if (!parent || !node.textContent?.trim() || parent.closest("[aria-live=polite], [aria-live=assertive], [role=status], [role=timer], [role=alert], script, style")) continue;
                if (parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) lines.push(node.textContent.trim());
              }
              return lines.join("\n");
            })(),
            images: [...document.images].filter((img) => img.checkVisibility()).map((img) => img.currentSrc || img.src),
          }));
        const before = await shown();
        await page.clock.runFor(60_000);
        const after = await shown();
        const running = await page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.playState === "running")
            .map((a) => {
              const target = (a.effect as KeyframeEffect | null)?.target;
              return `${a.constructor.name} ${"animationName" in a ? String(a.animationName) : ""} on <${target?.tagName.toLowerCase()} class="${target?.getAttribute("class") ?? ""}">`;
            }),
        );
        const beforeLines = new Set(before.text.split("\n"));
        const changes = [
          ...after.text.split("\n").filter((line) => line.trim() && !beforeLines.has(line)).map((line) => `text now reads "${line.slice(0, 60)}"`),
          ...(after.images.join() === before.images.join() ? [] : [`images changed: ${after.images.filter((src) => !before.images.includes(src)).join(", ")}`]),
        ];
        expect.soft(running, "animations still running").toEqual([]);
        expect.soft(changes, "what changed on its own in a minute").toEqual([]);
      });
    });
  }
});

/** What the keyboard walk through one form found. */
interface FormWalk {
  /** The form's controls Tab never reached. */
  unreached: string[];
  /** Controls that took the focus without showing it. */
  focusUnseen: string[];
  /** The control a visitor sends the form with, reached by Tab. */
  submitReached: boolean;
}

/** A plausible value for a text field, by what the field asks for. */
function valueFor(field: { type: string; autocomplete: string; name: string }): string {
  if (field.type === "email" || field.autocomplete === "email") return "teclado@empresa-exemplo.com.br";
  if (field.type === "password" || field.autocomplete === "new-password") return "Senha-forte-2026!";
  if (field.autocomplete.startsWith("tel")) return "11987654321";
  if (field.autocomplete === "name") return "Maria Teclado";
  if (field.autocomplete === "organization") return "Empresa Exemplo Ltda";
  if (field.type === "number") return "12";
  return "Preenchido só com o teclado";
}

/**
 * Reaches `form` from the top of the page with Tab, then walks it control by control with
 * the keyboard alone: types into text fields, picks the next option of a select, ticks
 * checkboxes and radios with Space (the captcha's box included, waited until verified).
 * Each control must show where the focus is (WCAG 2.4.7): an outline or a ring on it, or on
 * its label or wrapper when the control itself is drawn by them.
 */
async function walkForm(page: Page, form: Locator): Promise<FormWalk> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo({ top: 0, behavior: "instant" });
  });
  const inForm = () => form.evaluate((f) => f.contains(document.activeElement));
  for (let presses = 0; !(await inForm()); presses++) {
    if (presses > 250) throw new Error("Tab never reached the form");
    await page.keyboard.press("Tab");
  }
  const focusUnseen: string[] = [];
  let submitReached = false;
  for (let steps = 0; steps < 80 && (await inForm()); steps++) {
    const field = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement;
      el.dataset.keyboardReached = "";
      const shows = (e: Element | null | undefined) => {
        if (!e) return false;
        const style = getComputedStyle(e);
        return (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== "none";
      };
      const drawnBy = [el, el.closest("label"), el.parentElement, el.parentElement?.parentElement];
      return {
        tag: el.tagName.toLowerCase(),
        type: (el.getAttribute("type") ?? "").toLowerCase(),
        role: el.getAttribute("role") ?? "",
        autocomplete: el.getAttribute("autocomplete") ?? "",
        name: el.getAttribute("name") ?? el.id,
        label: (el.labels?.[0]?.textContent ?? el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60),
        checked: el.checked || el.getAttribute("aria-checked") === "true",
        focusSeen: el.matches(":focus-visible") && drawnBy.some(shows),
      };
    });
    if (!field.focusSeen) focusUnseen.push(`<${field.tag}${field.type ? ` type=${field.type}` : ""}> "${field.label}"`);
    if ((field.tag === "button" || field.type === "submit") && field.type === "submit") submitReached = true;
    else if (field.tag === "textarea" || (field.tag === "input" && !["checkbox", "radio", "button", "submit"].includes(field.type))) {
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(valueFor(field));
    } else if (field.tag === "select") {
      await page.keyboard.press("ArrowDown");
    } else if ((field.type === "checkbox" || field.role === "checkbox" || field.type === "radio") && !field.checked) {
      await page.keyboard.press("Space");
      // The captcha's box turns checked once its proof of work is done.
      if (field.type === "checkbox") await expect(page.locator(":focus")).toBeChecked({ timeout: 20_000 });
    }
    await page.keyboard.press("Tab");
  }
  const unreached = await form.evaluate((f) => {
    const controls = [...f.querySelectorAll<HTMLElement>("input, select, textarea, button, [tabindex]:not([tabindex='-1'])")].filter(
      (el) => !(el as HTMLInputElement).disabled && el.getAttribute("tabindex") !== "-1" && el.getAttribute("type") !== "hidden" && !el.closest("[aria-hidden='true'], [inert]") && el.checkVisibility(),
    );
    // A radio group is one stop of the Tab order: one of its radios reached is the group reached.
    const reachedGroups = new Set(controls.filter((el) => "keyboardReached" in el.dataset && el.getAttribute("type") === "radio").map((el) => el.getAttribute("name")));
    return controls
      .filter((el) => !("keyboardReached" in el.dataset) && !(el.getAttribute("type") === "radio" && reachedGroups.has(el.getAttribute("name"))))
      .map((el) => `<${el.tagName.toLowerCase()}> ${el.id || el.getAttribute("name") || el.textContent?.trim().slice(0, 40)}`);
  });
  return { unreached, focusUnseen, submitReached };
}

test.describe("every form is completed with the keyboard alone, with visible focus (WCAG 2.1.1, 2.4.7)", () => {
  const shared = sharedPage({ viewport: { width: 1440, height: 900 } }, withSavedConsent);
  for (const route of SITE_ROUTE_URLS) {
    test(`the forms of ${route.url}`, async () => {
      await onRoute(shared, route.url, async (page) => {
        const forms = page.locator("form:visible");
        const count = await forms.count();
        test.info().annotations.push({ type: "forms", description: String(count) });
        for (let i = 0; i < count; i++) {
          const form = forms.nth(i);
          let walk = await walkForm(page, form);
          // The captcha's widget loads when the focus first enters its form: on a slow machine it
          // can appear after Tab passed its place. A second walk, as a visitor tabbing back
          // would, must then reach it (and every other control).
          if (walk.unreached.length > 0) walk = await walkForm(page, form);
          const name = `form ${i + 1} of ${count}`;
          expect.soft(walk.unreached, `${name}: controls Tab never reached`).toEqual([]);
          expect.soft(walk.focusUnseen, `${name}: focus not visible on`).toEqual([]);
          expect.soft(walk.submitReached, `${name}: its submit button reached by Tab`).toBe(true);
        }
      });
    });
  }
});

test("every page's footer links the accessibility statement with the accessibility symbol (LBI art. 63 §1)", async ({ request }) => {
  for (const route of SITE_ROUTE_URLS) {
    const html = await (await request.get(route.url)).text();
    const footer = html.slice(html.lastIndexOf("<footer"));
    expect(footer, route.url).toMatch(/<a href="\/acessibilidade"[^>]*><svg[^>]*lucide-accessibility[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/svg>Acessibilidade<\/a>/);
  }
});

test("the accessibility statement names its target, its checks, its limits and a contact with a reply time", async ({ request }) => {
  const html = await (await request.get("/acessibilidade")).text();
  for (const text of ["WCAG) 2.2, nível AA", "ABNT NBR 17225", "html-validate", "axe-core", "320 pixels", "Limitações conhecidas", `mailto:${site.email}`, replyPromise]) {
    expect(html, text).toContain(text);
  }
});
