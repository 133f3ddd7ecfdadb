// `npm run report -- attribution` on both engines, as marketing runs it (a separate process
// reading the server's environment, the server stopped): conversions per channel, source,
// medium and campaign, per kind, and per channel per week, in the terminal and in one HTML
// page with a chart; counts only, no name or e-mail, a campaign's markup escaped.
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

const MARKUP = `<img src=x onerror=alert(1)>`;

const report = (config: ServerConfig, ...args: string[]) => operatorCommand(config, "report", ["attribution", ...args]);

describeEachEngine("npm run report -- attribution", (engine) => {
  it("counts conversions by channel, source, medium and campaign, and by week, with no one's name or e-mail", async () => {
    const config = testConfig(engine, { ...EASY_ALTCHA, DEMO_RATE_LIMIT: "100" });
    // On disk, where the report's own process opens it once the server is stopped.
    config.pgliteDir = undefined;
    const app = await buildServer(config);
    const lead = async (email: string, attribution: unknown) =>
      expect((await app.inject({ method: "POST", url: "/api/demo-request", payload: { ...validFields({ email }), attribution, captchaToken: await solvedAltchaToken(app, "demo-request") } as object })).statusCode).toBe(201);
    const paid = { last: { utm_source: "google", utm_medium: "cpc", utm_campaign: "inverno-2026" } };
    await lead("ana@exemplo.com.br", paid);
    await lead("bia@exemplo.com.br", paid);
    await lead("caio@exemplo.com.br", { last: { landing_path: "/" } });
    await lead("davi@exemplo.com.br", { last: { utm_source: "parceiro", utm_medium: "partner", utm_campaign: MARKUP } });
    await app.close();

    const html = join(mkdtempSync(join(tmpdir(), "report-")), "relatorio.html");
    const { status, out, err } = report(config, "--since", "2000-01-01", "--html", html);
    expect(err).toBe("");
    expect(status).toBe(0);
    expect(out).toContain("Conversões por origem, de 2000-01-01 até hoje: 4");
    expect(out).toMatch(/Pedidos de contato\s+Busca paga\s+google\s+cpc\s+inverno-2026\s+2\n/);
    expect(out).toMatch(/Pedidos de contato\s+Direto\s+\(direct\)\s+\(none\)\s+1\n/);
    expect(out).toMatch(/Pedidos de contato\s+Parceiros\s+parceiro\s+partner/);
    const page = readFileSync(html, "utf8");
    expect(page).toContain("<svg role=\"img\"");
    expect(page).toMatch(/<rect [^>]*fill="#1d4ed8"><title>\d{4}-\d{2}-\d{2}: Busca paga, 2<\/title>/);
    expect(page).toContain("&#60;img src=x onerror=alert(1)&#62;");
    expect(page).not.toContain(MARKUP);
    expect(page).not.toMatch(/<script|src="http|href="http/);
    for (const text of [out, page]) expect(text).not.toMatch(/@exemplo|Mariana/);

    expect(report(config, "--until", "2000-01-01", "--html", html).out).toContain("até 2000-01-01 (exclusive): 0");
    expect(report(config, "--since", "ontem").status).toBe(2);
  });
});
