// How a touch (contracts/attribution.ts) is classified into a source, a medium and a channel:
// ordered rule tables kept as data, in the style of the common analytics conventions
// (UTM first, then ad click ids, then the referrer, else direct). The first rule that
// applies decides. The server classifies; the browser only sends what it read.
import { CLICK_ID_PARAMETERS, cleanAttributionValue, type ClickIdParameter, type Touch } from "./attribution.ts";

/** Hosts matched by suffix: "google.*" is any host whose registrable part is google.<tld>. */
type HostPattern = string;

/** Known search engines: a referrer from one is `<source> / organic`. */
export const SEARCH_ENGINES: readonly { source: string; hosts: readonly HostPattern[] }[] = [
  { source: "google", hosts: ["google.*"] },
  { source: "bing", hosts: ["bing.com"] },
  { source: "yahoo", hosts: ["search.yahoo.com", "yahoo.com"] },
  { source: "duckduckgo", hosts: ["duckduckgo.com"] },
  { source: "ecosia", hosts: ["ecosia.org"] },
  { source: "yandex", hosts: ["yandex.*"] },
  { source: "baidu", hosts: ["baidu.com"] },
  { source: "brave", hosts: ["search.brave.com"] },
];

/** Known social networks: a referrer from one is `<source> / social`. */
export const SOCIAL_NETWORKS: readonly { source: string; hosts: readonly HostPattern[] }[] = [
  { source: "facebook", hosts: ["facebook.com", "fb.com", "fb.me"] },
  { source: "instagram", hosts: ["instagram.com"] },
  { source: "linkedin", hosts: ["linkedin.com", "lnkd.in"] },
  { source: "twitter", hosts: ["twitter.com", "x.com", "t.co"] },
  { source: "youtube", hosts: ["youtube.com", "youtu.be"] },
  { source: "whatsapp", hosts: ["whatsapp.com", "wa.me"] },
  { source: "tiktok", hosts: ["tiktok.com"] },
  { source: "reddit", hosts: ["reddit.com"] },
  { source: "pinterest", hosts: ["pinterest.*"] },
];

/** Media that mean a paid placement (GA4's paid media, lower-cased). */
export const PAID_MEDIA: readonly string[] = ["cpc", "ppc", "paid", "paidsearch", "paid-search", "paid_search", "paidsocial", "paid-social", "paid_social", "retargeting", "cpm", "cpv", "cpa"];

/** The source rules, in order: the first that applies gives the source and the medium. */
export type SourceRule =
  /** Explicit UTMs win: utm_source (and utm_medium, else "(not set)"). */
  | { rule: "utm" }
  /** An ad click id: its platform and medium; `paidOnlyWith` keeps the medium only when utm_medium is a paid one, else `medium` is `otherwise`. */
  | { rule: "click-id"; param: ClickIdParameter; source: string; medium: string; otherwise?: string }
  /** A referrer from a known search engine (organic) or social network (social). */
  | { rule: "search-referrer"; medium: string }
  | { rule: "social-referrer"; medium: string }
  /** Any other site: its domain / referral. */
  | { rule: "referrer"; medium: string }
  /** Nothing: (direct) / (none). */
  | { rule: "direct"; source: string; medium: string };

export const SOURCE_RULES: readonly SourceRule[] = [
  { rule: "utm" },
  { rule: "click-id", param: "gclid", source: "google", medium: "cpc" },
  { rule: "click-id", param: "gbraid", source: "google", medium: "cpc" },
  { rule: "click-id", param: "wbraid", source: "google", medium: "cpc" },
  { rule: "click-id", param: "msclkid", source: "bing", medium: "cpc" },
  { rule: "click-id", param: "fbclid", source: "facebook", medium: "paid", otherwise: "social" },
  // LinkedIn appends li_fat_id to the clicks of its ads only.
  { rule: "click-id", param: "li_fat_id", source: "linkedin", medium: "paid" },
  { rule: "search-referrer", medium: "organic" },
  { rule: "social-referrer", medium: "social" },
  { rule: "referrer", medium: "referral" },
  { rule: "direct", source: "(direct)", medium: "(none)" },
];

export const CHANNELS = {
  "paid-search": "Busca paga",
  "paid-social": "Redes sociais pagas",
  display: "Display",
  "organic-search": "Busca orgânica",
  "organic-social": "Redes sociais",
  email: "E-mail",
  affiliates: "Parceiros",
  referral: "Sites que indicam",
  direct: "Direto",
  other: "Outros",
} as const;
export type Channel = keyof typeof CHANNELS;

/** The channel rules, in order: the first whose conditions all hold names the channel. */
export interface ChannelRule {
  channel: Channel;
  /** The medium is one of these. */
  mediums?: readonly string[];
  /** The source is a known search engine or social network. */
  sourceIs?: "search" | "social";
}

export const CHANNEL_RULES: readonly ChannelRule[] = [
  { channel: "direct", mediums: ["(none)"] },
  { channel: "paid-search", mediums: PAID_MEDIA, sourceIs: "search" },
  { channel: "paid-social", mediums: PAID_MEDIA, sourceIs: "social" },
  { channel: "display", mediums: ["display", "banner", "cpm", "interstitial"] },
  { channel: "paid-search", mediums: PAID_MEDIA },
  { channel: "organic-search", mediums: ["organic"] },
  { channel: "organic-social", mediums: ["social", "social-network", "social-media", "sm", "social network", "social media"] },
  { channel: "organic-social", sourceIs: "social" },
  { channel: "organic-search", sourceIs: "search" },
  { channel: "email", mediums: ["email", "e-mail", "e_mail", "e mail", "newsletter"] },
  { channel: "affiliates", mediums: ["affiliate", "affiliates", "partner", "partners", "parceiro", "parceiros"] },
  { channel: "referral", mediums: ["referral", "app", "link"] },
  { channel: "other" },
];

/** A classified touch: where the visit came from, and which campaign. */
export interface Classified {
  source: string;
  medium: string;
  channel: Channel;
  campaign?: string;
}

const hostMatches = (host: string, pattern: HostPattern) => {
  if (pattern.endsWith(".*")) {
    // name.<tld> or name.<sld>.<tld> (google.com, google.com.br), with any subdomain before it.
    const labels = host.split(".");
    const at = labels.lastIndexOf(pattern.slice(0, -2));
    return at >= 0 && labels.length - at - 1 >= 1 && labels.length - at - 1 <= 2;
  }
  return host === pattern || host.endsWith(`.${pattern}`);
};

const known = (list: typeof SEARCH_ENGINES, host: string) => list.find((entry) => entry.hosts.some((pattern) => hostMatches(host, pattern)))?.source;

const hostOf = (referrer: string | undefined) => {
  try {
    return referrer ? new URL(referrer).hostname.toLowerCase() : null;
  } catch {
    return null;
  }
};

const lower = (value: string | undefined) => cleanAttributionValue(value)?.toLowerCase();

/** The source and medium the first applicable rule gives. */
function sourceAndMedium(touch: Touch): { source: string; medium: string } {
  const host = hostOf(touch.referrer);
  for (const rule of SOURCE_RULES) {
    switch (rule.rule) {
      case "utm": {
        const source = lower(touch.utm_source);
        if (source) return { source, medium: lower(touch.utm_medium) ?? "(not set)" };
        break;
      }
      case "click-id": {
        if (!touch[rule.param]) break;
        const medium = lower(touch.utm_medium);
        if (rule.otherwise === undefined) return { source: rule.source, medium: rule.medium };
        return { source: rule.source, medium: medium && PAID_MEDIA.includes(medium) ? medium : rule.otherwise };
      }
      case "search-referrer": {
        const source = host && known(SEARCH_ENGINES, host);
        if (source) return { source, medium: rule.medium };
        break;
      }
      case "social-referrer": {
        const source = host && known(SOCIAL_NETWORKS, host);
        if (source) return { source, medium: rule.medium };
        break;
      }
      case "referrer":
        if (host) return { source: host.replace(/^www\./, ""), medium: rule.medium };
        break;
      case "direct":
        return { source: rule.source, medium: rule.medium };
    }
  }
  throw new Error("SOURCE_RULES must end with the direct rule");
}

/** The channel of a source and medium: the first channel rule whose conditions hold. */
export function channelOf(source: string, medium: string): Channel {
  const kind = known(SEARCH_ENGINES, source) || SEARCH_ENGINES.some((e) => e.source === source) ? "search" : SOCIAL_NETWORKS.some((s) => s.source === source) || known(SOCIAL_NETWORKS, source) ? "social" : null;
  const rule = CHANNEL_RULES.find((r) => (!r.mediums || r.mediums.includes(medium)) && (!r.sourceIs || r.sourceIs === kind));
  return rule!.channel;
}

/** Classifies a touch: source, medium (lower-cased), channel and campaign. */
export function classifyTouch(touch: Touch): Classified {
  const { source, medium } = sourceAndMedium(touch);
  const campaign = cleanAttributionValue(touch.utm_campaign);
  return { source, medium, channel: channelOf(source, medium), ...(campaign && { campaign }) };
}

/** A touch as the server keeps and sends it (the sales e-mail, the events, RD Station, the report). */
export interface AttributedTouch extends Classified {
  term?: string;
  content?: string;
  landing_path?: string;
  referrer?: string;
  click_ids?: Partial<Record<ClickIdParameter, string>>;
  /** When the first touch happened (ISO 8601); absent on the last touch, which is the conversion's visit. */
  at?: string;
}

/** A conversion's attribution: the visit's touch (null when its origin is unknown) and the first touch kept with consent. */
export interface Attribution {
  channel: Channel | null;
  last_touch: AttributedTouch | null;
  first_touch: AttributedTouch | null;
}

export const NO_ATTRIBUTION: Attribution = { channel: null, last_touch: null, first_touch: null };

/** A touch classified and packed as it is kept; `at` only when it is a valid past date. */
export function attributedTouch(touch: Touch, now: Date): AttributedTouch {
  const clickIds = Object.fromEntries(CLICK_ID_PARAMETERS.flatMap((name) => (cleanAttributionValue(touch[name]) ? [[name, cleanAttributionValue(touch[name])]] : [])));
  const time = touch.at === undefined ? Number.NaN : Date.parse(touch.at);
  const fields: Omit<AttributedTouch, keyof Classified> = {
    term: cleanAttributionValue(touch.utm_term),
    content: cleanAttributionValue(touch.utm_content),
    landing_path: cleanAttributionValue(touch.landing_path),
    referrer: cleanAttributionValue(touch.referrer),
    ...(Object.keys(clickIds).length > 0 && { click_ids: clickIds }),
    ...(Number.isFinite(time) && time <= now.getTime() && { at: new Date(time).toISOString() }),
  };
  const packed = { ...classifyTouch(touch), ...fields };
  return Object.fromEntries(Object.entries(packed).filter(([, value]) => value !== undefined)) as unknown as AttributedTouch;
}

/** What a conversion keeps of what its body carried: each touch classified, the channel of the visit's. */
export function attributionOf(body: { last?: Touch; first?: Touch } | undefined, now: Date): Attribution {
  const last = body?.last ? attributedTouch(body.last, now) : null;
  const first = body?.first ? attributedTouch(body.first, now) : null;
  return { channel: last?.channel ?? null, last_touch: last, first_touch: first };
}

/** A kind of conversion (its form's endpoint names it, contracts/forms.ts). */
export type { Conversion } from "./forms.ts";
