// The site's public address for links the server writes (e-mails): PUBLIC_SITE_URL when
// configured, else the origin the request was addressed to (development, tests).
import type { FastifyRequest } from "fastify";

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function siteBaseUrl(request: FastifyRequest, publicSiteUrl: string | null): string {
  return publicSiteUrl ?? requestOrigin(request);
}
