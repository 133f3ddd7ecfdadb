// Business constants of the landing page, named as in the spec (§4, §9). Every component,
// hook and test reads them from here.

/** spec §9: free trial length. */
export const FREE_TRIAL_DAYS = 11;

/** spec §9: savings shown until the pricing call answers. */
export const DEFAULT_ANNUAL_SAVINGS_PERCENT = 17;

/** spec §2, §9: logo carousel. */
export const LOGO_CAROUSEL_INTERVAL_MS = 3000;
export const LOGOS_PER_VIEW = 4;

/** spec §4, §9: statistics counters. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STEPS = 60;
export const COUNTER_VISIBILITY_THRESHOLD = 0.3;

/** spec §9: 'Dica do Dia' rotation. */
export const TIP_ROTATION_MS = 5000;

/** spec §2, §9: contact promises. */
export const REPLY_WITHIN_BUSINESS_HOURS = 2;
export const BUSINESS_HOURS = {
  weekdays: { label: "Segunda a sexta", from: 8, to: 18 },
  saturday: { label: "Sábado", from: 8, to: 12 },
} as const;
