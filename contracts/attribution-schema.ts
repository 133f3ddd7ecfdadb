// The one schema of the attribution a conversion's body carries (contracts/attribution.ts):
// the same for every lead form. It never refuses a submission: each value is cleaned
// (control characters removed, cut to 200 characters) and anything malformed is dropped, so
// a bad or huge UTM never makes a form fail. The server trusts it for nothing but the
// origin it reports.
import { object, optional, string } from "zod";
import { ATTRIBUTION_VALUE_MAX_LENGTH, CLICK_ID_PARAMETERS, cleanAttributionValue, UTM_PARAMETERS, type AttributionBody } from "./attribution.ts";

/** A value of a touch, cleaned rather than refused (contracts/test/string-fields.ts knows it as such). */
export const cleanedAttributionText = string().transform(cleanAttributionValue);

const value = optional(cleanedAttributionText).catch(undefined);
const touch = optional(object(Object.fromEntries([...UTM_PARAMETERS, ...CLICK_ID_PARAMETERS, "landing_path", "referrer", "at"].map((name) => [name, value])))).catch(undefined);

/** The `attribution` field of a conversion's body: absent, or the visit's touch and the first touch. */
export const attributionBodySchema = optional(object({ last: touch, first: touch }).transform((body) => body as AttributionBody)).catch(undefined);

/**
 * The most a body's attribution can weigh as the browser sends it: two touches of every
 * parameter plus landing path, referrer and date, each of ATTRIBUTION_VALUE_MAX_LENGTH
 * characters of up to 4 bytes in UTF-8, and their keys. A conversion's form accepts this much
 * on top of its own limit, so no origin makes it a 413.
 */
export const ATTRIBUTION_BODY_MAX_BYTES = 2 * ((UTM_PARAMETERS.length + CLICK_ID_PARAMETERS.length + 3) * (ATTRIBUTION_VALUE_MAX_LENGTH * 4 + 20));
