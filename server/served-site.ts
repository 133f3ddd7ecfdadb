// What this deployment serves besides the API: the built pages with its runtime config, and
// the security headers (CSP with those pages' inline-script hashes) every answer carries. The
// server composes them at start-up (app.ts); `npm run deploy:site` writes the same for nginx
// (scripts/deploy-site.ts), so a proxy in front answers exactly as the server would.
import type { RuntimeConfig } from "../contracts/runtime-config.ts";
import type { ServerConfig } from "./config.ts";
import { contentSecurityPolicy, securityHeaderValues } from "./security-headers.ts";
import { loadBuiltSite, type BuiltSite } from "./static-site.ts";

export interface ServedSite {
  site: BuiltSite | null;
  /** The security headers of every answer. */
  headers: Record<string, string>;
  /** The content security policy in those headers, for a route that needs its own (the editor). */
  csp: ReturnType<typeof contentSecurityPolicy>;
  hsts: boolean;
}

export async function servedSite(config: ServerConfig): Promise<ServedSite> {
  const runtimeConfig: RuntimeConfig = {
    appUrl: config.appUrl,
    pricingOrigin: config.pricingOrigin,
    gaMeasurementId: config.gaMeasurementId,
    measurement: config.measurement !== null,
    captcha: config.captcha.provider === "recaptcha" ? { provider: "recaptcha", siteKey: config.captcha.siteKey } : { provider: "altcha" },
  };
  const site = config.clientDir ? loadBuiltSite(config.clientDir, runtimeConfig) : null;
  const csp = contentSecurityPolicy({
    scriptHashes: site?.scriptHashes ?? [],
    captcha: config.captcha,
    connectTo: config.pricingOrigin ? [config.pricingOrigin] : [],
    googleTag: config.gaMeasurementId !== null,
  });
  const hsts = new URL(config.publicSiteUrl).protocol === "https:";
  return { site, headers: await securityHeaderValues(csp, { hsts }), csp, hsts };
}
