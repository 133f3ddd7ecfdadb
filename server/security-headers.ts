// Security headers on every response (helmet), with a Content-Security-Policy that allows
// exactly what the pages use: our own origin, the hashes of the pages' inline scripts,
// and the captcha provider when reCAPTCHA is configured.
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
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
    "script-src": ["'self'", ...scriptHashes, ...(recaptcha ? RECAPTCHA : []), ...tag(GOOGLE_TAG_SCRIPTS)],
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
 * Helmet with our CSP. HSTS follows the configured public address, not the request: a
 * site published over HTTPS always says so (a proxy that forgets X-Forwarded-Proto must
 * not switch it off), and a plain-HTTP development server never pins localhost.
 */
export async function securityHeaders(app: FastifyInstance, csp: ReturnType<typeof contentSecurityPolicy>, { hsts }: { hsts: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: csp },
    strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
    return payload;
  });
}
