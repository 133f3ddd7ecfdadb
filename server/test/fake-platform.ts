// A stand-in for the platform's pricing API (spec §7, POST /api/v1/pricing/calculate) on
// loopback, for PRICING_API=app tests: it answers the spec's fields (§3) and nothing more,
// with figures deliberately unlike contracts/price-table.json, and allows any origin (CORS)
// so pages call it from the browser. `mode` makes it fail the ways a real one can.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { PRICING_CALCULATE_PATH } from "../../contracts/api-paths.ts";
import { tierFor } from "../../contracts/plan-tiers.ts";
import type { PricingRequest } from "../../contracts/pricing.ts";

/** The platform's monthly base fee of each plan, in reais (ours: 149, 299, 549). */
const PLATFORM_BASE_FEES = { prata: 100, ouro: 200, diamante: 400 } as const;
/** The platform's annual plan: 79% of the monthly price, so it answers 21% savings (ours: 17%). */
const PLATFORM_SAVINGS_PERCENT = 21;

/**
 * The platform's figures, in reais: base fee + R$ 2,50 per GB + R$ 25 per module a month; the
 * annual plan 21% off. Prata at its limits: R$ 105,00 a month, R$ 82,95 a month on the annual plan.
 */
function platformFigures(pricing: PricingRequest["pricing"]) {
  const tier = tierFor(pricing.users, pricing.monthly_protocols);
  const base = tier === "custom" ? 900 : PLATFORM_BASE_FEES[tier];
  const monthly = base + 2.5 * pricing.storage_gb + 25 * (pricing.modules?.length ?? 0);
  const effective = Math.round(monthly * (100 - PLATFORM_SAVINGS_PERCENT)) / 100;
  return { monthly, effective, savings: PLATFORM_SAVINGS_PERCENT };
}

type FakePlatformMode = "ok" | "error" | "slow" | "no-prices" | "redirect";

export interface FakePlatform {
  origin: string;
  /** Every pricing request body received. */
  requests: PricingRequest[];
  mode: FakePlatformMode;
  /** Where mode "redirect" sends the pricing call (307, which keeps the POST and its body). */
  redirectTo: string;
  close: () => Promise<void>;
}

const CORS = { "access-control-allow-origin": "*", "access-control-allow-methods": "POST", "access-control-allow-headers": "content-type" };

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text);
}

export async function startFakePlatform(): Promise<FakePlatform> {
  const platform: FakePlatform = { origin: "", requests: [], mode: "ok", redirectTo: "", close: async () => {} };
  const server = createServer(async (request, response) => {
    if (request.method === "OPTIONS") return response.writeHead(204, CORS).end();
    if (request.method !== "POST" || request.url !== PRICING_CALCULATE_PATH) return response.writeHead(404, CORS).end();
    const body = (await bodyOf(request)) as PricingRequest;
    platform.requests.push(body);
    const json = (status: number, value: unknown) => response.writeHead(status, { ...CORS, "content-type": "application/json" }).end(JSON.stringify(value));
    switch (platform.mode) {
      case "error":
        return json(500, { success: false, error: "internal" });
      case "slow":
        return setTimeout(() => json(200, {}), 5_000).unref();
      case "no-prices":
        return json(200, { success: true, data: { plan: "ouro" } });
      case "redirect":
        return response.writeHead(307, { ...CORS, location: `${platform.redirectTo}${PRICING_CALCULATE_PATH}` }).end();
      case "ok": {
        const { monthly, effective, savings } = platformFigures(body.pricing);
        return json(200, {
          success: true,
          data: { monthly_plan: { total: monthly }, annual_plan: { effective_monthly_price: effective }, comparison: { monthly_vs_annual: { percentage_savings: savings } } },
        });
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  platform.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  platform.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return platform;
}
