// `npm run report -- funnel | vitals` on both engines, as the owners run it (a separate
// process reading the server's database, the server stopped): entries from the beacons down
// to the conversions, per channel and landing route, per week, with rates; p75 field speed.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it, vi } from "vitest";
import { buildServer } from "../app.ts";
import type { ServerConfig } from "../config.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";
import { describeEachEngine, testConfig } from "../test/engines.ts";
import { operatorCommand } from "../test/operator-command.ts";

vi.setConfig({ testTimeout: 120_000 });

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

const report = (config: ServerConfig, ...args: string[]) => operatorCommand(config, "report", args);

describeEachEngine("npm run report -- funnel | vitals", (engine) => {
  it("reads the funnel per channel and landing route with its rates, and p75 field speed against 'good', with no one's e-mail", async () => {
    const config = testConfig(engine, { ...EASY_ALTCHA, DEMO_RATE_LIMIT: "100" });
    config.pgliteDir = undefined;
    const app = await buildServer(config);
    const beacon = (body: object) => app.inject({ method: "POST", url: "/api/beacon", headers: { "content-type": "application/json", "user-agent": BROWSER }, payload: JSON.stringify(body) });
    const email = { utm_source: "newsletter", utm_medium: "email", landing_path: "/" };
    for (const touch of [email, { referrer: "https://www.google.com/", landing_path: "/" }, { landing_path: "/" }]) {
      await beacon({ kind: "view", path: "/", entry: true, device: "mobile", touch });
    }
    await beacon({ kind: "form", path: "/", device: "mobile", touch: email });
    await beacon({ kind: "vitals", path: "/", device: "mobile", metrics: { LCP: 3210, INP: 90, CLS: 0.01 } });
    await app.measurement!.flush();
    const lead = await app.inject({ method: "POST", url: "/api/demo-request", payload: { ...validFields({ email: "ana@exemplo.com.br" }), attribution: { last: email }, captchaToken: await solvedAltchaToken(app, "demo-request") } as object });
    expect(lead.statusCode).toBe(201);
    await app.close();

    const html = join(mkdtempSync(join(tmpdir(), "funnel-")), "funil.html");
    const funnel = report(config, "funnel", "--since", "2000-01-01", "--html", html);
    expect(funnel.err).toBe("");
    expect(funnel.status).toBe(0);
    // Week, channel, entries, forms, conversions, confirmed, attended, then the rates.
    expect(funnel.out).toMatch(/\d{2}\/\d{2}\/\d{4}\s+E-mail\s+1\s+1\s+1\s+1\s+0\s+100%\s+100%\s+100%\s+0%/);
    expect(funnel.out).toMatch(/Busca orgânica\s+1\s+0\s+0\s+0\s+0\s+0%\s+0%\s+–/);
    expect(funnel.out).toMatch(/Por página de entrada[\s\S]*\/\s+3\s+1\s+1\s+1\s+0\s+33,3%\s+33,3%/);
    const page = readFileSync(html, "utf8");
    expect(page).toContain("<h2>Por canal</h2>");
    expect(page).not.toMatch(/<script|@exemplo/);
    expect(funnel.out).not.toMatch(/@exemplo/);

    const vitals = report(config, "vitals");
    expect(vitals.status).toBe(0);
    expect(vitals.out).toMatch(/\/\s+Celular\s+LCP\s+1\s+3\.250 ms\s+2\.500 ms\s+ruim/);
    expect(vitals.out).toMatch(/\/\s+Celular\s+INP\s+1\s+100 ms\s+200 ms\s+bom/);
    expect(report(config, "funil").status).toBe(2);
  });
});
