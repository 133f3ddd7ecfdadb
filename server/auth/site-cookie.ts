// The site's own cookies (the session, the sign-up browser): httpOnly, SameSite=Lax, Path=/.
// When the site's public address is HTTPS they are Secure and `__Host-`-prefixed, so no
// subdomain and no plain-HTTP page can set or overwrite them; the unprefixed name is then
// never read.
import type { FastifyReply, FastifyRequest } from "fastify";

export type SiteCookie = ReturnType<typeof siteCookie>;

export function siteCookie(publicSiteUrl: string, baseName: string) {
  const secure = new URL(publicSiteUrl).protocol === "https:";
  const name = secure ? `__Host-${baseName}` : baseName;

  const header = (value: string, maxAgeSeconds: number) => `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;

  return {
    name,
    /** The cookie's value from the request's Cookie header, if any. */
    read(request: FastifyRequest): string | null {
      const cookies = request.headers.cookie;
      if (!cookies) return null;
      for (const part of cookies.split(";")) {
        const [key, ...value] = part.trim().split("=");
        if (key === name) return value.join("=") || null;
      }
      return null;
    },
    /** Sets the cookie on the reply (added to any other Set-Cookie it carries). */
    set(reply: FastifyReply, value: string, maxAgeSeconds: number) {
      reply.header("set-cookie", header(value, maxAgeSeconds));
    },
    clear(reply: FastifyReply) {
      reply.header("set-cookie", header("", 0));
    },
  };
}
