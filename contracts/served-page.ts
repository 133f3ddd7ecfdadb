// The page as served, owned here: what app/root.tsx leaves in the prerendered HTML for the
// build and the server to fill (the placeholders), the head scripts every page runs before
// anything else (typed functions, serialised when the page is prerendered) and the rule by
// which the Content-Security-Policy allows inline scripts. app/root.tsx renders from it, the
// build step (scripts/build-end.ts) fills the stylesheet, and server/static-site.ts fills the
// deployment's values and hashes the scripts at start-up.
import { CONSENT_MAX_AGE_DAYS, CONSENT_POLICY_VERSION, CONSENT_STORAGE_KEY } from "./consent.ts";
import { URL_SECRET_PARAMS } from "./url-secret-params.ts";
import { RUNTIME_CONFIG_GLOBAL, type RuntimeConfig } from "./runtime-config.ts";
import { signInUrl, site } from "./site.ts";
import { applyConsentDefaults } from "./head-scripts/consent-defaults.ts";
import { brandFont, loadBrandFont } from "./head-scripts/brand-font.ts";
import { RENDER_ALL_CLASS, renderAllForInitialHash } from "./head-scripts/render-all.ts";
import { takeUrlSecrets, URL_SECRETS_STATE_KEY } from "./head-scripts/url-secrets.ts";

// --- Placeholders -------------------------------------------------------------------------

/** The runtime config script as prerendered; the server swaps it for the deployment's values. */
export const RUNTIME_CONFIG_PLACEHOLDER = `window.${RUNTIME_CONFIG_GLOBAL}=null`;

/** The attribute of the empty <style> the build fills with the stylesheet it names. */
export const STYLESHEET_ATTRIBUTE = "data-inline-href";

/**
 * The sign-in link as prerendered (the build's default APP_URL); the server writes the
 * deployment's into every link, so a click before hydration reaches the right host.
 */
export const PRERENDERED_SIGN_IN_URL = signInUrl(site.appUrl);

/** JSON safe inside a <script> element: no "<" can end it early. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");

/** Text as React writes it in an attribute value. */
const attribute = (text: string) =>
  text.replace(/[&"'<>]/g, (c) => ({ "&": "&amp;", '"': "&quot;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" })[c]!);

/** The prerendered page as this deployment serves it: its runtime config and its sign-in links. */
export function servedPage(prerendered: string, config: RuntimeConfig): string {
  const signIn = `href="${attribute(signInUrl(config.appUrl))}"`;
  // Functions, so no `$&` or `$'` in a configured value is read as a replacement pattern.
  return prerendered
    .replace(RUNTIME_CONFIG_PLACEHOLDER, () => `window.${RUNTIME_CONFIG_GLOBAL}=${scriptJson(config)}`)
    .replaceAll(`href="${attribute(PRERENDERED_SIGN_IN_URL)}"`, () => signIn);
}

const EMPTY_STYLE = new RegExp(`<style ${STYLESHEET_ATTRIBUTE}="(/assets/[^"]+\\.css)"></style>`, "g");

/** Fills the empty <style> placeholders with the stylesheet they name. */
export function inlineStylesheet(html: string, readAsset: (href: string) => string): string {
  if (!html.includes(STYLESHEET_ATTRIBUTE)) throw new Error("no stylesheet placeholder: is app/root.tsx still rendering it?");
  return html.replace(EMPTY_STYLE, (_match, href: string) => {
    const css = readAsset(href).replace(/<\/style/gi, "<\\/style");
    return `<style ${STYLESHEET_ATTRIBUTE}="${href}">${css}</style>`;
  });
}

// --- Head scripts ---------------------------------------------------------------------------

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/**
 * `run(...args)` as the source of an inline script. `run` must be self-contained: it reads
 * its arguments and the browser's globals, never a binding of its module (its source is all
 * that reaches the page). The arguments are JSON, so their types are checked here.
 */
export function headScript<A extends Json[]>(run: (...args: A) => void, ...args: A): string {
  return `(${run.toString()})(${args.map(scriptJson).join(",")})`;
}

/** What the head scripts need from the build. */
export interface HeadAssets {
  fontUrl: string;
}

/** The inline scripts of <head>, by name, in the order they run. */
export const HEAD_SCRIPT_NAMES = ["urlSecrets", "consentDefaults", "runtimeConfig", "renderAllForInitialHash", "brandFont"] as const;
export type HeadScriptName = (typeof HEAD_SCRIPT_NAMES)[number];

/** Every inline script of <head>, by name (HEAD_SCRIPT_NAMES gives their order). */
export function headScripts({ fontUrl }: HeadAssets): Record<HeadScriptName, string> {
  return {
    // First of all: the e-mailed links' tokens leave the address bar.
    urlSecrets: headScript(takeUrlSecrets, URL_SECRET_PARAMS, URL_SECRETS_STATE_KEY),
    consentDefaults: headScript(applyConsentDefaults, CONSENT_STORAGE_KEY, CONSENT_POLICY_VERSION, CONSENT_MAX_AGE_DAYS * 86_400_000),
    runtimeConfig: RUNTIME_CONFIG_PLACEHOLDER,
    renderAllForInitialHash: headScript(renderAllForInitialHash, RENDER_ALL_CLASS),
    brandFont: headScript(loadBrandFont, { ...brandFont(fontUrl) }),
  };
}

/** What would end a script element early, or change how the parser reads it. */
const UNSAFE_IN_SCRIPT = /<\/script|<!--/i;

/**
 * The page with each head script passed through `minify` (the build's minifier: the
 * serialised functions keep their source's layout). The runtime config placeholder is left
 * for the server; a result that could end its element early is not used.
 */
export function minifyHeadScripts(html: string, minify: (source: string) => string): string {
  const end = html.indexOf("</head>");
  if (end === -1) return html;
  const head = html.slice(0, end).replace(/<script>([\s\S]*?)<\/script>/g, (whole, body: string) => {
    if (!body || body === RUNTIME_CONFIG_PLACEHOLDER) return whole;
    const small = minify(body);
    return UNSAFE_IN_SCRIPT.test(small) ? whole : `<script>${small}</script>`;
  });
  return head + html.slice(end);
}

// --- Content-Security-Policy ------------------------------------------------------------------

/** A script element's type that makes it a data block (JSON, JSON-LD): never executed, so never in the CSP. */
const DATA_BLOCK_TYPE = /\btype="application\/(?:ld\+)?json"/;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The inline scripts of a page that run, each of which the CSP allows by its hash. */
export function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].flatMap(([, attributes = "", body]) => (body && !DATA_BLOCK_TYPE.test(attributes) ? [body] : []));
}

/** The script-src source expressions for every page, given a SHA-256 digest in base64 (node:crypto on the server). */
export function scriptHashSources(pages: Iterable<string>, sha256Base64: (text: string) => string): string[] {
  const sources = new Set<string>();
  for (const html of pages) for (const body of executableInlineScripts(html)) sources.add(`'sha256-${sha256Base64(body)}'`);
  return [...sources].toSorted();
}
