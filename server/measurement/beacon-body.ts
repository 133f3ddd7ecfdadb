// The beacon's body as the server accepts it (contracts/measurement.ts). Strict: an unknown
// kind, field or metric, a negative or absurd value is refused (4xx), so junk never becomes
// a count; the touch is cleaned as a conversion's attribution is (never refused for it).
import { z } from "zod";
import { attributionBodySchema } from "../../contracts/attribution-schema.ts";
import type { Touch } from "../../contracts/attribution.ts";
import { DEVICES } from "../../contracts/measurement.ts";
import { VITAL_MAX, VITAL_NAMES, type Vital } from "../../contracts/vitals.ts";

/** A pathname as the page sends it: no query, no fragment; longer ones are not pages of this site. */
const path = z.string().min(1).max(512).regex(/^\/[^?#]*$/);
const device = z.enum(DEVICES);
/** The touch, cleaned by the conversions' own schema. */
const touch = z
  .unknown()
  .optional()
  .transform((value): Touch | undefined => attributionBodySchema.parse({ last: value })?.last);

const metrics = z
  .strictObject(Object.fromEntries(VITAL_NAMES.map((name) => [name, z.number().finite().min(0).max(VITAL_MAX[name]).optional()])) as Record<Vital, z.ZodOptional<z.ZodNumber>>)
  .refine((value) => Object.values(value).some((v) => v !== undefined), { message: "Informe ao menos uma métrica." });

export const beaconBodySchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("view"), path, entry: z.boolean(), device, touch }),
  z.strictObject({ kind: z.literal("form"), path, device, touch }),
  z.strictObject({ kind: z.literal("vitals"), path, device, metrics }),
]);
