// The one outbound-HTTP path (server/http/outbound.ts) against real servers on loopback: a
// redirect is a failure and its target never hears from us, an answer is read up to 16 KB
// and no further, and a production configuration names any http:// destination it refuses.
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { testSecret } from "../test/webhook-receiver.ts";
import { OUTBOUND_MAX_BODY_BYTES, OutboundError, callOutbound } from "./outbound.ts";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function serve(handle: RequestListener): Promise<string> {
  const server = createServer(handle);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const post = (url: string) => callOutbound(url, { body: "{}", headers: { "content-type": "application/json" }, timeoutMs: 10_000 });

describe("security review: outbound calls", () => {
  it("never follow a redirect: a 3xx fails the call and its target gets no request", async () => {
    const reached: string[] = [];
    const target = await serve((request, response) => {
      reached.push(request.url!);
      response.writeHead(200).end("{}");
    });
    for (const status of [301, 302, 307, 308]) {
      const redirecting = await serve((_, response) => response.writeHead(status, { location: `${target}/elsewhere?token=segredo` }).end());
      const failure = await post(`${redirecting}/webhooks`).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(OutboundError);
      expect((failure as Error).message).toBe(`HTTP ${status}: a redirect to ${target}/elsewhere, not followed`);
    }
    expect(reached).toEqual([]);
  });

  it("read at most 16 KB of an answer: a longer one, even endless, fails as too large and its connection is dropped", async () => {
    let closed: Promise<number> = Promise.resolve(0);
    // An answer that never ends: reading it whole would never return.
    const endless = await serve((_, response) => {
      let written = 0;
      response.writeHead(200, { "content-type": "text/plain" });
      const chunk = Buffer.alloc(4096, "a");
      const pump = () => {
        while (!response.destroyed && response.write(chunk)) written += chunk.length;
      };
      response.on("drain", pump);
      closed = new Promise((resolve) => response.on("close", () => resolve(written)));
      pump();
    });
    const failure = await post(endless).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OutboundError);
    expect((failure as Error).message).toBe(`HTTP 200: response too large (over ${OUTBOUND_MAX_BODY_BYTES} bytes)`);
    // The server sees its client go away: nothing keeps reading.
    await closed;

    const sized = (bytes: number) => serve((_, response) => response.writeHead(422).end("x".repeat(bytes)));
    await expect(post(await sized(OUTBOUND_MAX_BODY_BYTES))).resolves.toMatchObject({ status: 422, ok: false, text: "x".repeat(OUTBOUND_MAX_BODY_BYTES) });
    await expect(post(await sized(OUTBOUND_MAX_BODY_BYTES + 1))).rejects.toThrow("HTTP 422: response too large");
  });

  it("give up after the timeout, and say why a destination could not be reached", async () => {
    const silent = await serve(() => {});
    await expect(callOutbound(silent, { body: "", headers: {}, timeoutMs: 200 })).rejects.toThrow("no answer within 200 ms");
    const gone = await serve(() => {});
    servers.pop()!.close();
    await expect(post(gone)).rejects.toThrow(/ECONNREFUSED/);
  });
});

const webhooks = (platform: string, crm: string) => ({ PLATFORM_WEBHOOK_URL: platform, PLATFORM_WEBHOOK_SECRET: testSecret("p"), CRM_WEBHOOK_URL: crm, CRM_WEBHOOK_SECRET: testSecret("c") });

describe("security review: with NODE_ENV=production the configuration refuses http:// destinations outside loopback", () => {
  const production = { NODE_ENV: "production", PUBLIC_SITE_URL: "https://tramita.com.br" };

  it("names every variable at fault", () => {
    const env = {
      ...production,
      ...webhooks("http://plataforma.exemplo.com.br/webhooks", "http://10.0.0.8/hooks"),
      RDSTATION_API_KEY: "chave-rd-12345",
      RDSTATION_API_URL: "http://api.rd.services",
      RECAPTCHA_SITE_KEY: "site",
      RECAPTCHA_SECRET_KEY: "segredo",
      RECAPTCHA_VERIFY_URL: "http://www.google.com/recaptcha/api/siteverify",
      PRICING_API: "app",
      APP_URL: "http://app.tramita.com.br",
    };
    let message = "";
    try {
      loadConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ["APP_URL", "RECAPTCHA_VERIFY_URL", "PLATFORM_WEBHOOK_URL", "CRM_WEBHOOK_URL", "RDSTATION_API_URL"]) {
      expect(message).toContain(`  ${name}: must be an https:// URL when NODE_ENV=production`);
    }
    // Outside production the same settings start (a developer's receivers are often plain http).
    expect(() => loadConfig({ ...env, NODE_ENV: "development" })).not.toThrow();
  });

  it("accepts https anywhere and http on a loopback host", () => {
    const config = loadConfig({ ...production, ...webhooks("https://plataforma.exemplo.com.br/webhooks", "http://127.0.0.1:8080/hooks"), PRICING_API: "app", APP_URL: "http://localhost:4000" });
    expect(config.webhooks.destinations.map((d) => d.name)).toEqual(["platform", "crm"]);
    expect(() => loadConfig({ ...production, ...webhooks("http://[::1]:9000/w", "https://crm.exemplo.com/h") })).not.toThrow();
    // A URL the server never calls is not its concern: APP_URL without PRICING_API=app is a link.
    expect(() => loadConfig({ ...production, APP_URL: "http://app.exemplo.com.br" })).not.toThrow();
  });
});
