// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { RENDER_ALL_CLASS } from "./head-scripts/render-all";
import { APPLY_BRAND_FONT } from "./head-scripts/brand-font";
import type { RuntimeConfig } from "./runtime-config";
import {
  executableInlineScripts,
  headScript,
  headScripts,
  minifyHeadScripts,
  PRERENDERED_SIGN_IN_URL,
  RUNTIME_CONFIG_PLACEHOLDER,
  scriptHashSources,
  servedPage,
} from "./served-page";

const config = (appUrl: string): RuntimeConfig => ({ appUrl, captcha: { provider: "altcha" }, pricingOrigin: "", gaMeasurementId: null });
const scripts = headScripts({ fontUrl: "/assets/inter-Ab12.woff2" });
/** Runs a head script as a classic script of the page would: its source alone, in the global scope. */
// oxlint-disable-next-line no-new-func
const run = (source: string) => new Function(source)();

describe("the served page's head scripts", () => {
  it("are typed functions serialised with their JSON arguments, none able to close its script element", () => {
    const withMarkup = headScript((text: string, list: readonly string[]) => void [text, list], "</script><!--", ["<b>"]);
    expect(withMarkup).not.toMatch(/<\/|<!--|<b>/);
    expect(withMarkup).toMatch(/\)\("\\u003c\/script>\\u003c!--",\["\\u003cb>"\]\)$/);
    for (const [name, source] of Object.entries(scripts)) expect(source, name).not.toMatch(/<\/|<!--/);
  });

  it("run in the order the page needs: secrets out of the address bar first, the runtime config placeholder before the app's", () => {
    expect(Object.keys(scripts)).toEqual(["urlSecrets", "consentDefaults", "runtimeConfig", "renderAllForInitialHash", "brandFont"]);
    expect(scripts.runtimeConfig).toBe(RUNTIME_CONFIG_PLACEHOLDER);
  });

  it("are self-contained: each runs from its source alone", () => {
    window.history.replaceState(null, "", "/#planos");
    for (const [name, source] of Object.entries(scripts)) expect(() => run(source), name).not.toThrow();
    expect(document.documentElement.classList.contains(RENDER_ALL_CLASS)).toBe(true);
    expect(typeof Reflect.get(window, "gtag")).toBe("function");
  });

  it("apply the brand font at once on a page reached from another page of the site, once only, storing nothing", () => {
    const added: { family: string; source: string }[] = [];
    Reflect.set(window, "FontFace", function FontFace(family: string, source: string) {
      return { family, source, load: () => Promise.resolve() };
    });
    Reflect.set(document, "fonts", { add: (face: { family: string; source: string }) => added.push(face) });

    fromPage("https://www.google.com/search");
    run(scripts.brandFont);
    expect(added).toHaveLength(0);
    expect(prefetched()).toBe(1);

    fromPage(`${location.origin}/sobre`);
    run(scripts.brandFont);
    expect(added.map((f) => [f.family, f.source])).toEqual([["Inter Variable", 'url(/assets/inter-Ab12.woff2) format("woff2")']]);
    expect(prefetched()).toBe(1);
    (Reflect.get(window, APPLY_BRAND_FONT) as () => void)();
    expect(added).toHaveLength(1);
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it("render every section before scrolling only when the page is opened with a #hash", () => {
    document.documentElement.classList.remove(RENDER_ALL_CLASS);
    window.history.replaceState(null, "", "/sobre");
    run(scripts.renderAllForInitialHash);
    expect(document.documentElement.classList.contains(RENDER_ALL_CLASS)).toBe(false);
  });
});

/** Opens the page as if reached from `referrer`. */
const fromPage = (referrer: string) => Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
const prefetched = () => document.head.querySelectorAll('link[rel="prefetch"]').length;

describe("the page as a deployment serves it", () => {
  const prerendered =
    `<head><script>${RUNTIME_CONFIG_PLACEHOLDER}</script></head><body>` +
    `<header><a href="${PRERENDERED_SIGN_IN_URL}" target="_blank">Login</a></header><footer><a href="${PRERENDERED_SIGN_IN_URL}" target="_blank">Acessar</a></footer></body>`;

  it("security review: carries the deployment's APP_URL in every sign-in link, not the build's default", () => {
    const served = servedPage(prerendered, config("https://app.exemplo.test"));
    expect(served).not.toContain(PRERENDERED_SIGN_IN_URL);
    expect([...served.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(["https://app.exemplo.test/login", "https://app.exemplo.test/login"]);
    expect(served).toContain('window.__TRAMITA_CONFIG__={"appUrl":"https://app.exemplo.test","captcha":{"provider":"altcha"},"pricingOrigin":"","gaMeasurementId":null}');
  });

  it("writes a configured value as it is, escaped for its place, never read as a replacement pattern", () => {
    const served = servedPage(prerendered, config("https://app.exemplo.test/$&/$'/?a=1&b=\"</script>"));
    expect(served).toContain('href="https://app.exemplo.test/login"');
    const odd = servedPage(prerendered.replace("<header>", `<header><a href="${PRERENDERED_SIGN_IN_URL}">`), config("https://x.test/"));
    expect(odd).not.toContain("$&");
    expect(served).not.toContain("</script>\"");
    expect(served).toContain("\\u003c/script>");
  });
});

describe("the served page's CSP rule", () => {
  const page =
    '<script>a()</script><script type="module">b()</script><script type="application/json" id="app-code">{"x":1}</script>' +
    '<script type="application/ld+json">{"@type":"Organization"}</script><script src="/assets/c.js"></script><script></script>';

  it("hashes every inline script that runs, and no data block, external or empty script", () => {
    expect(executableInlineScripts(page)).toEqual(["a()", "b()"]);
    expect(scriptHashSources([page, page], (text) => `digest(${text})`)).toEqual(["'sha256-digest(a())'", "'sha256-digest(b())'"]);
  });
});

/** A page whose head holds `sources` as classic scripts, and whose body holds one more. */
const pageWithHead = (sources: string[]) => `<html><head>${sources.map((s) => `<script>${s}</script>`).join("")}</head><body><script>kept( 1 )</script></body></html>`;

describe("the served page's head scripts after the build's minifier", () => {

  it("are minified in the head only, leaving the runtime config placeholder for the server", () => {
    const minified = minifyHeadScripts(pageWithHead([scripts.urlSecrets, RUNTIME_CONFIG_PLACEHOLDER]), (source) => `min(${source.length})`);
    expect(minified).toBe(pageWithHead([`min(${scripts.urlSecrets.length})`, RUNTIME_CONFIG_PLACEHOLDER]));
  });

  it("keep the original when the minified text could end its element early", () => {
    for (const unsafe of ["a('</script>')", "a('<!--')", "a('</SCRIPT >')"]) {
      expect(minifyHeadScripts(pageWithHead(["a(1)"]), () => unsafe)).toBe(pageWithHead(["a(1)"]));
    }
  });
});
