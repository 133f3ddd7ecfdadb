// Security headers on every response (helmet), with a Content-Security-Policy that allows
// exactly what the pages use: our own origin, the hashes of the pages' inline scripts,
// and the captcha provider when reCAPTCHA is configured.
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import type { CaptchaSettings } from "./config.ts";

const RECAPTCHA = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];
const RECAPTCHA_FRAMES = ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"];

/** Hosts the Google tag (gtag.js) loads from and reports to, once analytics is consented. */
const GOOGLE_TAG_SCRIPTS = ["https://www.googletagmanager.com"];
const GOOGLE_TAG_BEACONS = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"];

export function contentSecurityPolicy({
  scriptHashes, captcha, connectTo = [], googleTag = false,
}: { scriptHashes: string[]; captcha: CaptchaSettings; connectTo?: string[]; googleTag?: boolean }) {
  const recaptcha = captcha.provider === "recaptcha";
  const tag = (hosts: string[]) => (googleTag ? hosts : []);
  return {
    "default-src": ["'self'"],
    // 'wasm-unsafe-eval': the site search (Pagefind) compiles its WebAssembly; no eval of scripts.
    "script-src": ["'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...(recaptcha ? RECAPTCHA : []), ...tag(GOOGLE_TAG_SCRIPTS)],
    // The stylesheet is inlined into each page and components set style attributes.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(recaptcha ? ["https://www.gstatic.com/recaptcha/"] : []), ...tag(GOOGLE_TAG_BEACONS)],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...connectTo, ...(recaptcha ? ["https://www.google.com/recaptcha/"] : []), ...tag(GOOGLE_TAG_BEACONS)],
    // The ALTCHA widget solves its proof of work in a worker served from /assets.
    "worker-src": ["'self'"],
    "frame-src": recaptcha ? RECAPTCHA_FRAMES : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/**
 * What helmet sets with our CSP. HSTS follows the configured public address, not the
 * request: a site published over HTTPS always says so (a proxy that forgets
 * X-Forwarded-Proto must not switch it off), and a plain-HTTP development server never pins
 * localhost. The headers depend on this configuration only, never on the request, so they
 * are worked out once (@fastify/helmet rebuilds helmet for every request, which cost the
 * static pages a large share of their throughput).
 */
export async function securityHeaderValues(csp: ReturnType<typeof contentSecurityPolicy>, { hsts }: { hsts: boolean }): Promise<Record<string, string>> {
  return {
    ...(await helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: csp },
      strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    })),
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
  };
}

/** Sets `headers` (securityHeaderValues) on every response Fastify sends. */
export function securityHeaders(app: FastifyInstance, headers: Record<string, string>) {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** What helmet sets with `options`, read from one answer of a throwaway instance. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get("/", (_request, reply) => reply.send(""));
  const answer = await probe.inject("/");
  await probe.close();
  return Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !FASTIFY_OWN_HEADERS.has(name)).map(([name, value]) => [name, String(value)]));
}

/** Headers the probe's answer carries without helmet. */
const FASTIFY_OWN_HEADERS = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);
