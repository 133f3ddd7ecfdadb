// CSRF defence for state-changing requests: the browser's Origin header (sent on every
// cross-origin and same-origin POST by current browsers) must be this site's own origin,
// either the configured PUBLIC_SITE_URL or the origin the request was addressed to (a
// forged Host only lets a request match itself: the browser, not the page, writes Origin).
// Requests without Origin (curl, server-to-server) carry no ambient cookies to abuse.
import type { FastifyRequest } from "fastify";
import { ACCOUNT_MESSAGES } from "../../contracts/account-options.ts";
import { ApiError } from "../http/api-error.ts";

const refused = () => new ApiError("FORBIDDEN_ORIGIN", { message: ACCOUNT_MESSAGES.origin });

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function sameOriginGuard(publicSiteUrl: string) {
  const configured = new URL(publicSiteUrl).origin;
    return async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    if (origin === undefined) {
      if (fetchSite === "cross-site" || fetchSite === "same-site") throw refused();
      return;
    }
    if (origin === configured || origin === requestOrigin(request)) return;
    throw refused();
  };
}
