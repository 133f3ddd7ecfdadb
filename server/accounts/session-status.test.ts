// GET /api/session/status: 200 with { authenticated } in every case, true only for a live session.
import type { FastifyInstance } from "fastify";
import { expect, it } from "vitest";
import { ORIGIN, sessionCookie, signUpAndConfirm } from "../test/account-fixtures.ts";
import { EASY_ALTCHA } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, serverForSuite, type Engine } from "../test/engines.ts";

describeEachEngine("session status", (engine: Engine) => {
  let app: FastifyInstance;
  serverForSuite(engine, { ...EASY_ALTCHA, ACCOUNT_MIN_RESPONSE_MS: "0" }, (built) => (app = built));

  const status = (cookie?: string) => app.inject({ method: "GET", url: "/api/session/status", headers: cookie ? { cookie } : {} });

  it("answers 200 and false without a session, or with a cookie that opens none", async () => {
    for (const cookie of [undefined, "tramita_sessao=nao-existe", "tramita_sessao="]) {
      const res = await status(cookie);
      expect(res.statusCode, cookie).toBe(200);
      expect(res.json()).toEqual({ authenticated: false });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("answers true for the session a confirmation opened, and false again after logout", async () => {
    const cookie = sessionCookie(await signUpAndConfirm(app));
    expect((await status(cookie)).json()).toEqual({ authenticated: true });

    await app.inject({ method: "POST", url: "/api/session/logout", headers: { origin: ORIGIN, cookie }, payload: {} });
    expect((await status(cookie)).json()).toEqual({ authenticated: false });
  });
});
