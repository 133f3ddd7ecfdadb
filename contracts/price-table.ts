// The shape of contracts/price-table.json, the price table marketing edits, and its check.
// vite.config.ts checks the file before a build and contracts/pricing.ts when the server loads
// it, so a bad edit stops either; contracts/pricing-options.ts reads its values. Amounts are
// integer centavos (R$ 149,00 is 14900).
//   tier_monthly_fee_cents   the monthly base fee of each plan of contracts/plans.ts
//   extra_storage_gb_cents   each GB a month above a plan's included storage
//   annual_discount_percent  the annual plan's discount on 12 monthly totals, whole percent
//   modules                  the optional modules (id, name, description,
//                            monthly_price_cents), in the order the calculator lists them
import { array, enum as oneOf, int, prettifyError, record, strictObject, string, type infer as Infer } from "zod";
import { TIER_LIMITS, TIER_ORDER, type PlanTierId } from "./plan-tiers.ts";

const centavos = (max: number) =>
  int({ error: (issue) => (issue.input === undefined ? "missing: expected a price in centavos" : "expected a whole number of centavos (R$ 149,00 is 14900)") })
    .min(0, { error: "expected a price of zero or more centavos" })
    .max(max, { error: `expected at most ${max} centavos` });

const tierIds = TIER_ORDER as [PlanTierId, ...PlanTierId[]];

/** What contracts/price-table.json must hold. */
const priceTableSchema = strictObject({
  tier_monthly_fee_cents: record(oneOf(tierIds, { error: `expected exactly the plans ${tierIds.join(", ")}` }), centavos(10_000_000)),
  extra_storage_gb_cents: centavos(100_000),
  annual_discount_percent: int({ error: "expected a whole percent" }).min(0, { error: "expected 0 to 90" }).max(90, { error: "expected 0 to 90" }),
  modules: array(
    strictObject({
      id: string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "expected lower-case words joined by hyphens, e.g. malote-digital" }),
      name: string().trim().min(1, { error: "expected the module's name" }).max(60),
      description: string().trim().min(1, { error: "expected a short description" }).max(200),
      monthly_price_cents: centavos(10_000_000),
    }),
  )
    .min(1, { error: "expected at least one module" })
    .max(20, { error: "expected at most 20 modules" })
    .refine((modules) => new Set(modules.map((m) => m.id)).size === modules.length, { error: "expected each module id once" }),
}).superRefine((table, ctx) => {
  // Moving up a tier must never make a quote cheaper (contracts/pricing.ts, "Monotonic").
  for (let i = 1; i < TIER_ORDER.length; i++) {
    const [lower, upper] = [TIER_ORDER[i - 1]!, TIER_ORDER[i]!];
    const minimum = table.tier_monthly_fee_cents[lower] + (TIER_LIMITS[upper].storage_gb - TIER_LIMITS[lower].storage_gb) * table.extra_storage_gb_cents;
    if (table.tier_monthly_fee_cents[upper] < minimum) {
      ctx.addIssue({
        code: "custom",
        path: ["tier_monthly_fee_cents", upper],
        message: `expected at least ${minimum} centavos: ${lower}'s fee plus the ${TIER_LIMITS[upper].storage_gb - TIER_LIMITS[lower].storage_gb} GB more that ${upper} includes, priced as extra storage, or a bigger plan would cost less than a smaller one`,
      });
    }
  }
});

export type PriceTable = Infer<typeof priceTableSchema>;

/** A price table that fails priceTableSchema; the message names each wrong field. */
export class PriceTableError extends Error {}

/** The table, checked; throws PriceTableError. */
export function parsePriceTable(raw: unknown, source = "contracts/price-table.json"): PriceTable {
  const parsed = priceTableSchema.safeParse(raw);
  if (!parsed.success) throw new PriceTableError(`Invalid price table ${source}:\n${prettifyError(parsed.error)}`);
  return parsed.data;
}

