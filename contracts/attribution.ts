// Campaign attribution: what the first page of a visit reads (UTMs, click ids, landing path,
// referrer), as the browser sends it with a conversion. No dependencies: the browser's
// capture (app/features/attribution/) ships it on every route, within a 2 KB budget; the
// server validates with attribution-schema.ts and classifies with attribution-rules.ts.

/** The UTM parameters read from the landing URL, in the conventional order. */
export const UTM_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** The ad platforms' click ids read from the landing URL. */
export const CLICK_ID_PARAMETERS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid", "li_fat_id"] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];
export type ClickIdParameter = (typeof CLICK_ID_PARAMETERS)[number];

/** Every value is cut to this many characters (after cleaning). */
export const ATTRIBUTION_VALUE_MAX_LENGTH = 200;

/**
 * One touch: the parameters found on the landing URL, the landing path (no query) and the
 * referrer (origin + path, no query; absent when it is our own site). A first touch also
 * says when it happened (`at`, ISO 8601).
 */
export type Touch = Partial<Record<UtmParameter | ClickIdParameter | "landing_path" | "referrer" | "at", string>>;

/** What a conversion's body carries: the visit's touch (absent when its origin is unknown) and the first touch kept with consent. */
export interface AttributionBody {
  last?: Touch;
  first?: Touch;
}

/** Controls (C0, DEL, C1), format characters (zero-width, direction marks, BOM), line and paragraph separators, lone surrogates. */
const CONTROLS = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;

/**
 * A value as it is kept: control, invisible and direction characters and lone surrogates
 * removed, spaces collapsed and trimmed, cut to ATTRIBUTION_VALUE_MAX_LENGTH characters
 * (never inside a surrogate pair); empty becomes undefined.
 */
export function cleanAttributionValue(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const cleaned = [...value.slice(0, ATTRIBUTION_VALUE_MAX_LENGTH * 4).replace(CONTROLS, " ").replace(/\s+/g, " ").trim()]
    .slice(0, ATTRIBUTION_VALUE_MAX_LENGTH)
    .join("")
    .trim();
  return cleaned || undefined;
}

/**
 * The touch of a page load at `url` coming from `referrer` (document.referrer), or null when
 * the load says nothing about where the visit came from: no UTM, no click id and a referrer
 * of our own site (a later full page load of the same visit keeps no origin rather than
 * inventing a referral). No referrer at all is a direct visit.
 */
export function touchOf(url: URL, referrer: string): Touch | null {
  const touch: Touch = { landing_path: cleanAttributionValue(url.pathname) };
  let tagged = false;
  for (const name of [...UTM_PARAMETERS, ...CLICK_ID_PARAMETERS]) {
    const value = cleanAttributionValue(url.searchParams.get(name));
    if (value) [touch[name], tagged] = [value, true];
  }
  let from: URL | null = null;
  try {
    from = referrer ? new URL(referrer) : null;
  } catch {
    // An unreadable referrer counts as none.
  }
  if (from && from.origin === url.origin) return tagged ? touch : null;
  if (from?.protocol.startsWith("http")) touch.referrer = cleanAttributionValue(from.origin + from.pathname);
  return touch;
}
