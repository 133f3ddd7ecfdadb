// Third security review, the content editor's GitHub mode: the secret's length, the OAuth
// state, and where the editor's GitHub token lives. GitHub is played by a receiver on
// loopback: Keystatic calls github.com by a fixed address, so its fetch is pointed there.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.ts";
import { ConfigError } from "../config-error.ts";
import { describeEachEngine, serverForSuite } from "../test/engines.ts";
import { makeFixtureBuild } from "../test/fixture-build.ts";

const SITE = "https://tramita.com.br";
const GITHUB_MODE = {
  KEYSTATIC_GITHUB_REPO: "tramita/site",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.editor",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "segredo-do-app",
  KEYSTATIC_SECRET: "a".repeat(64),
};
const TOKENS = { access_token: "gho_tokenDeAcesso", expires_in: 28_800, refresh_token: "ghr_tokenDeRenovacao", refresh_token_expires_in: 15_811_200, scope: "", token_type: "bearer" };

/** GitHub's token and token-revocation endpoints, recording what reaches them. */
async function fakeGitHub() {
  const received: { method: string; url: string; body: string }[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ method: request.method!, url: request.url!, body });
      response.writeHead(request.url!.startsWith("/login/oauth/access_token") ? 200 : 204, { "content-type": "application/json" });
      response.end(request.url!.startsWith("/login/oauth/access_token") ? JSON.stringify(TOKENS) : "");
    });
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { received, origin, close: () => new Promise((closed) => server.close(closed)) };
}

/** The Set-Cookie headers of an answer, as the browser would store them. */
function cookies(headers: Record<string, unknown>): { name: string; value: string; attributes: Record<string, string | true> }[] {
  return [headers["set-cookie"] ?? []].flat().map((header) => {
    const [pair, ...rest] = String(header).split(";").map((part) => part.trim());
    const [name, ...value] = pair!.split("=");
    const attributes = Object.fromEntries(rest.map((part) => {
      const [key, ...attributeValue] = part.split("=");
      return [key!.toLowerCase(), attributeValue.length ? attributeValue.join("=") : true] as const;
    }));
    return { name: name!, value: value.join("="), attributes };
  });
}

describe("security review 3: KEYSTATIC_SECRET was only checked for presence", () => {
  it("refuses to start with a KEYSTATIC_SECRET shorter than the 32 characters Keystatic needs, saying how to make one", () => {
    expect(() => loadConfig({ ...GITHUB_MODE, KEYSTATIC_SECRET: "curto-demais" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...GITHUB_MODE, KEYSTATIC_SECRET: "b".repeat(31) })).toThrow(
      "KEYSTATIC_SECRET: must be at least 32 characters (it encrypts the editors' GitHub sign-in); generate one with: openssl rand -hex 32",
    );
    expect(loadConfig({ ...GITHUB_MODE, KEYSTATIC_SECRET: "b".repeat(32) }).cms).toEqual({ kind: "github", repo: "tramita/site", clientId: "Iv1.editor", clientSecret: "segredo-do-app", secret: "b".repeat(32) });
  });
});

describeEachEngine("security review 3, the editor's GitHub mode", (engine) => {
  let app: FastifyInstance;
  let github: Awaited<ReturnType<typeof fakeGitHub>>;
  beforeAll(async () => {
    github = await fakeGitHub();
  });
  afterAll(() => github.close());
  beforeEach(() => {
    github.received.length = 0;
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const target = url.replace(/^https:\/\/(?:api\.)?github\.com/, github.origin);
      return realFetch(target, init);
    });
  });
  serverForSuite(engine, { ...GITHUB_MODE, PUBLIC_SITE_URL: SITE, SERVE_CLIENT: "true", CLIENT_DIR: makeFixtureBuild(), GA_MEASUREMENT_ID: "G-TESTE123" }, (ready) => (app = ready));

  /** Signs in as a browser would: login, then GitHub's redirect back with the state it was given. */
  async function signIn() {
    const login = await app.inject({ url: "/api/keystatic/github/login", headers: { host: "tramita.com.br" } });
    expect(login.statusCode).toBe(307);
    const state = new URL(String(login.headers.location)).searchParams.get("state")!;
    const stateCookie = cookies(login.headers).find(({ name }) => name === "keystatic-oauth-state")!;
    const callback = await app.inject({
      url: `/api/keystatic/github/oauth/callback?code=codigo123&state=${state}`,
      headers: { host: "tramita.com.br", cookie: `keystatic-oauth-state=${stateCookie.value}` },
    });
    return { login, state, stateCookie, callback };
  }

  describe("finding: Keystatic's OAuth callback skipped the state check when `from` was absent (login CSRF)", () => {
    it("refuses a callback without a state, or with one this browser was not given, before asking GitHub for a token", async () => {
      for (const [query, cookie] of [["code=codigo-do-atacante", ""], ["code=codigo-do-atacante&state=close", ""], ["code=codigo-do-atacante&state=abc", "keystatic-oauth-state=outro"], ["code=codigo-do-atacante", "keystatic-oauth-state=abc"]] as const) {
        const answer = await app.inject({ url: `/api/keystatic/github/oauth/callback?${query}`, headers: { host: "tramita.com.br", ...(cookie ? { cookie } : {}) } });
        expect(answer.statusCode, query).toBe(400);
        expect(answer.json()).toEqual({ error: "Não foi possível confirmar a entrada pelo GitHub. Abra o editor e entre de novo.", code: "REJECTED" });
        expect(cookies(answer.headers).filter(({ name }) => name.startsWith("keystatic-gh-")), query).toEqual([]);
      }
      expect(github.received).toEqual([]);
    });

    it("gives every sign-in a state in an HttpOnly cookie, and the callback with it signs in once", async () => {
      const { login, state, stateCookie, callback } = await signIn();
      expect(state).toMatch(/^[\w-]{40,}$/);
      expect(stateCookie).toEqual({ name: "keystatic-oauth-state", value: state, attributes: { path: "/api/keystatic/github/oauth/callback", "max-age": "600", httponly: true, samesite: "Lax", secure: true } });
      expect(new URL(String(login.headers.location)).origin + new URL(String(login.headers.location)).pathname).toBe("https://github.com/login/oauth/authorize");
      expect(callback.statusCode).toBe(307);
      expect(callback.headers.location).toBe("/keystatic");
      expect(github.received).toEqual([expect.objectContaining({ method: "POST", url: expect.stringContaining("code=codigo123") })]);
      // The state is spent: its cookie expires with the answer, and the same link again is refused.
      expect(cookies(callback.headers).find(({ name }) => name === "keystatic-oauth-state")?.attributes["max-age"]).toBe("0");
      const again = await app.inject({ url: `/api/keystatic/github/oauth/callback?code=codigo123&state=${state}`, headers: { host: "tramita.com.br" } });
      expect(again.statusCode).toBe(400);
      expect(github.received).toHaveLength(1);
    });

    it("keeps Keystatic's own state, so a sign-in from a page returns to it", async () => {
      const login = await app.inject({ url: "/api/keystatic/github/login?from=branch/main/singleton/faq", headers: { host: "tramita.com.br" } });
      const state = new URL(String(login.headers.location)).searchParams.get("state")!;
      const set = cookies(login.headers);
      expect(set.find(({ name }) => name === "keystatic-oauth-state")?.value).toBe(state);
      const from = set.find(({ name }) => name === `ks-${state}`)!;
      expect(from.attributes).toMatchObject({ path: "/api/keystatic/github/oauth/callback", httponly: true });
      const callback = await app.inject({
        url: `/api/keystatic/github/oauth/callback?code=codigo123&state=${state}`,
        headers: { host: "tramita.com.br", cookie: `keystatic-oauth-state=${state}; ks-${state}=${from.value}` },
      });
      expect(callback.headers.location).toBe("/keystatic/branch/main/singleton/faq");
    });
  });

  describe("finding: in GitHub mode the editor's token was readable by scripts on the public site", () => {
    it("keeps the GitHub token off the public pages: on /keystatic for the editor's script, HttpOnly elsewhere, never on Path=/", async () => {
      const { callback } = await signIn();
      const set = cookies(callback.headers);
      const withToken = set.filter(({ value }) => value === TOKENS.access_token);
      expect(withToken.map(({ attributes }) => attributes)).toEqual([
        // Keystatic's editor reads it with document.cookie: only its own pages can.
        { path: "/keystatic", "max-age": "28800", samesite: "Strict", secure: true },
        // Signing out revokes it at GitHub: the server reads this copy, no script can.
        { path: "/api/keystatic/github", "max-age": "28800", httponly: true, samesite: "Strict", secure: true },
      ]);
      const refresh = set.filter(({ name, value }) => name === "keystatic-gh-refresh-token" && value);
      expect(refresh.map(({ attributes }) => attributes)).toEqual([{ path: "/api/keystatic/github", "max-age": "15811200", httponly: true, samesite: "Strict", secure: true }]);
      // Cookies an earlier version left on Path=/ are expired.
      for (const name of ["keystatic-gh-access-token", "keystatic-gh-refresh-token"]) {
        expect(set.filter((cookie) => cookie.name === name && cookie.attributes.path === "/").map((cookie) => [cookie.value, cookie.attributes["max-age"]])).toEqual([["", "0"]]);
      }
    });

    it("runs no third-party script on the editor's pages, and keeps them out of reach of a public page's window", async () => {
      const editor = await app.inject({ url: "/keystatic", headers: { accept: "text/html" } });
      const home = await app.inject({ url: "/", headers: { accept: "text/html" } });
      expect(String(home.headers["content-security-policy"])).toContain("https://www.googletagmanager.com");
      const scriptSources = /script-src ([^;]+)/.exec(String(editor.headers["content-security-policy"]))![1]!.split(" ");
      expect(scriptSources.filter((source) => !source.startsWith("'"))).toEqual([]);
      expect(home.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(editor.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    });

    it("signing out still revokes the token at GitHub and expires both of its cookies", async () => {
      const answer = await app.inject({
        url: "/api/keystatic/github/logout",
        headers: { host: "tramita.com.br", cookie: `keystatic-gh-access-token=${TOKENS.access_token}; keystatic-gh-refresh-token=x` },
      });
      expect(answer.statusCode).toBe(307);
      expect(github.received).toEqual([expect.objectContaining({ method: "DELETE", url: "/applications/Iv1.editor/token", body: JSON.stringify({ access_token: TOKENS.access_token }) })]);
      const expired = cookies(answer.headers).filter(({ name }) => name === "keystatic-gh-access-token").map(({ value, attributes }) => [attributes.path, value, attributes["max-age"]]);
      expect(expired).toEqual([["/keystatic", "", "0"], ["/api/keystatic/github", "", "0"], ["/", "", "0"]]);
    });

    it("refuses a token refresh posted from another site", async () => {
      const answer = await app.inject({ method: "POST", url: "/api/keystatic/github/refresh-token", headers: { host: "tramita.com.br", origin: "https://evil.example" } });
      expect(answer.statusCode).toBe(403);
      expect(github.received).toEqual([]);
    });
  });
});
