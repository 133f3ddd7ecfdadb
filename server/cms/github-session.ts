// The editors' GitHub sign-in (GitHub mode), around Keystatic's handler.
//
// The OAuth state: Keystatic puts a state in the sign-in only when it has a page to return
// to, and its callback checks nothing when the state is absent, so anyone could sign an
// editor's browser into another GitHub account (login CSRF). Here every sign-in carries a
// state, kept in an HttpOnly cookie the callback must match before Keystatic sees it.
//
// The cookies: Keystatic sets them all on Path=/, the access token readable by scripts.
// Keystatic's editor reads that token with document.cookie and sends it to api.github.com
// itself, so it cannot be HttpOnly without rewriting Keystatic's browser code. It is kept
// on Path=/keystatic instead (the editor's pages, whose policy admits only the site's own
// scripts), with an HttpOnly copy on the API path that signing out needs to revoke it; the
// refresh token and the state stay HttpOnly on the API path. No public page's
// document.cookie holds the token, nor is it sent with any other request.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { EDITOR_API_PREFIX, EDITOR_PATH } from "../../contracts/cms.ts";
import { ApiError } from "../http/api-error.ts";

const GITHUB_API_PATH = `${EDITOR_API_PREFIX}github`;
const CALLBACK_PATH = `${GITHUB_API_PATH}/oauth/callback`;
const GITHUB_AUTHORIZE = "https://github.com/login/oauth/authorize";
const STATE_COOKIE = "keystatic-oauth-state";
/** Long enough to sign in at GitHub, short enough that a stale state is gone. */
const STATE_MAX_AGE_SECONDS = 10 * 60;
const STATE_MESSAGE = "Não foi possível confirmar a entrada pelo GitHub. Abra o editor e entre de novo.";

interface CookiePlace {
  path: string;
  httpOnly: boolean;
  sameSite: "Strict" | "Lax";
}

/** Where each cookie Keystatic sets lives instead of Path=/. */
function placesOf(name: string): CookiePlace[] {
  if (name === "keystatic-gh-access-token") {
    return [
      { path: EDITOR_PATH, httpOnly: false, sameSite: "Strict" },
      { path: GITHUB_API_PATH, httpOnly: true, sameSite: "Strict" },
    ];
  }
  if (name === "keystatic-gh-refresh-token") return [{ path: GITHUB_API_PATH, httpOnly: true, sameSite: "Strict" }];
  // The page to return to after signing in, named after the state: read by the callback only,
  // which GitHub's redirect (a cross-site navigation) reaches, hence Lax.
  if (name.startsWith("ks-")) return [{ path: CALLBACK_PATH, httpOnly: true, sameSite: "Lax" }];
  return [{ path: "/", httpOnly: true, sameSite: "Lax" }];
}

const serialize = (name: string, value: string, maxAge: number, { path, httpOnly, sameSite }: CookiePlace, secure: boolean) =>
  `${name}=${value}; Path=${path}; Max-Age=${maxAge}${httpOnly ? "; HttpOnly" : ""}; SameSite=${sameSite}${secure ? "; Secure" : ""}`;

function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}

export function githubSession({ secure }: { secure: boolean }) {
  return {
    /**
     * Keystatic's Set-Cookie headers moved to their places above; each also expires the
     * Path=/ cookie of the same name an earlier version of this server may have left.
     */
    scopeCookies(setCookies: string[]): string[] {
      return setCookies.flatMap((header) => {
        const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
        const [name = "", ...value] = pair.split("=");
        const maxAge = attributes.find((attribute) => /^max-age=/i.test(attribute))?.slice(8) ?? "0";
        const places = placesOf(name);
        const moved = places.map((place) => serialize(name, value.join("="), Number(maxAge), place, secure));
        return places.some((place) => place.path === "/") ? moved : [...moved, serialize(name, "", 0, { path: "/", httpOnly: true, sameSite: "Lax" }, secure)];
      });
    },

    /**
     * For a redirect to GitHub's sign-in: the Location with a state (Keystatic's own when it
     * set one, so it still finds its page to return to) and the cookie the callback checks.
     */
    withState(location: string): { location: string; cookie: string } | null {
      if (!location.startsWith(`${GITHUB_AUTHORIZE}?`)) return null;
      const url = new URL(location);
      const state = url.searchParams.get("state") ?? randomBytes(32).toString("base64url");
      url.searchParams.set("state", state);
      return { location: url.toString(), cookie: serialize(STATE_COOKIE, state, STATE_MAX_AGE_SECONDS, { path: CALLBACK_PATH, httpOnly: true, sameSite: "Lax" }, secure) };
    },

    /**
     * Refuses a callback whose state is missing or not the one this browser was given; the
     * state is spent either way (the cookies that expire it are returned).
     */
    checkCallback(request: FastifyRequest, state: string | null): string[] {
      const given = Buffer.from(state ?? "");
      const expected = Buffer.from(readCookie(request, STATE_COOKIE) ?? "");
      if (!given.length || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ApiError("REJECTED", { message: STATE_MESSAGE });
      }
      const spent = { path: CALLBACK_PATH, httpOnly: true, sameSite: "Lax" } as const;
      return [serialize(STATE_COOKIE, "", 0, spent, secure), serialize(`ks-${state}`, "", 0, spent, secure)];
    },
  };
}
