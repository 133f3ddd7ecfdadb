// RD Station Marketing adapter: lead.created, the bookings' created, attended and no-show,
// quote.created, maturity_report.requested, trial.started and the newsletter's events become conversions, sent through the same queue and retries as the webhooks. RD Station's
// conversion API with an API key: POST {RDSTATION_API_URL}/platform/conversions?api_key=KEY
// with { event_type: "CONVERSION", event_family: "CDP", payload: { conversion_identifier,
// email, ... } }; 200 { event_uuid } on success, otherwise a JSON body
// { errors: [{ error_type, error_message, path }] } (or one such object) saying why.
// Each conversion says where it came from: RD Station's own traffic_source, traffic_medium,
// traffic_campaign and traffic_value (utm_term) from the visit's touch, and the rest of the
// attribution in custom fields (cf_*) marketing creates in RD Station (docs/events/README.md).
// And each carries the contact's legal bases as RD Station records them: the basis declared for
// that form's kind of record (contracts/personal-data.ts), and e-mail communications granted or declined
// from the form's mailing opt-in, with `available_for_mailing` matching.
import type { AttributedTouch, Attribution } from "../../contracts/attribution-rules.ts";
import type { MailingConsent } from "../../contracts/mailing-consent.ts";
import { formatDate } from "../../contracts/format-date.ts";
import type { EventBody, EventType } from "../../contracts/events.ts";
import { PERSONAL_DATA, type LegalBasis, type PersonalDataKindId } from "../../contracts/personal-data.ts";
import { contactCall } from "./rdstation-removal.ts";
import { postJson, type Attempt } from "./send.ts";
import type { RdStationDestination } from "./settings.ts";

const RDSTATION_CONVERSIONS_PATH = "/platform/conversions";
/** After a contact's path: its stage in the account's default funnel. */
export const RDSTATION_DEFAULT_FUNNEL_PATH = "/funnels/default";

/** The conversion identifiers marketing sees in RD Station, one per kind of conversion. */
export const RDSTATION_CONVERSION_IDENTIFIERS = {
  "lead.created": "tramita-site-solicitacao-demonstracao",
  "booking.created": "tramita-site-demonstracao-agendada",
  "booking.attended": "tramita-site-demonstracao-realizada",
  "booking.no_show": "tramita-site-demonstracao-nao-compareceu",
  "quote.created": "tramita-site-orcamento",
  "maturity_report.requested": "tramita-site-relatorio-maturidade",
  "trial.started": "tramita-site-teste-gratis",
  "newsletter.subscribed": "tramita-site-newsletter-blog",
  "newsletter.unsubscribed": "tramita-site-newsletter-blog-cancelada",
} as const satisfies Partial<Record<EventType, string>>;

/** The origin RD Station shows for a conversion: its own fields, from the visit's touch. */
type TrafficFields = Partial<Record<"traffic_source" | "traffic_medium" | "traffic_campaign" | "traffic_value", string>>;

const clickIds = (touch: AttributedTouch) =>
  Object.entries(touch.click_ids ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

/**
 * The custom fields of a conversion's attribution, by their API identifier in RD Station, with
 * what each holds: docs/events/README.md lists them for marketing to create (text fields).
 */
export const RDSTATION_ATTRIBUTION_FIELDS: Record<string, { label: string; of: (a: Attribution) => string | undefined }> = {
  cf_canal: { label: "Canal da visita (busca paga, redes sociais, e-mail, direto...)", of: (a) => a.channel ?? undefined },
  cf_utm_content: { label: "utm_content da visita", of: (a) => a.last_touch?.content },
  cf_pagina_de_entrada: { label: "Página de entrada da visita (sem parâmetros)", of: (a) => a.last_touch?.landing_path },
  cf_site_de_origem: { label: "Página que indicou a visita (origem e caminho)", of: (a) => a.last_touch?.referrer },
  cf_ids_de_clique: { label: "Identificadores de clique de anúncios da visita (gclid, gbraid, wbraid, fbclid, msclkid, li_fat_id)", of: (a) => (a.last_touch ? clickIds(a.last_touch) : undefined) },
  cf_primeiro_contato_origem: { label: "Primeiro contato: origem / meio (guardado só com consentimento de marketing)", of: (a) => (a.first_touch ? `${a.first_touch.source} / ${a.first_touch.medium}` : undefined) },
  cf_primeiro_contato_campanha: { label: "Primeiro contato: campanha", of: (a) => a.first_touch?.campaign },
  cf_primeiro_contato_data: { label: "Primeiro contato: data (dd/mm/aaaa)", of: (a) => (a.first_touch?.at ? formatDate(a.first_touch.at) : undefined) },
  cf_primeiro_contato_pagina_de_entrada: { label: "Primeiro contato: página de entrada", of: (a) => a.first_touch?.landing_path },
};

/** A conversion's origin as RD Station fields: traffic_* from the visit's touch, the rest as custom fields; nothing unknown is sent. */
export function attributionFields(attribution: Attribution): TrafficFields & Record<string, string> {
  const last = attribution.last_touch;
  const fields: Record<string, string | undefined> = {
    traffic_source: last?.source,
    traffic_medium: last?.medium,
    traffic_campaign: last?.campaign,
    traffic_value: last?.term,
    ...Object.fromEntries(Object.entries(RDSTATION_ATTRIBUTION_FIELDS).map(([name, field]) => [name, field.of(attribution)])),
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** RD Station's legal bases (its conversion event's `legal_bases`), by the LGPD basis (art. 7) the site declares for a kind of record. */
const RDSTATION_BASES = {
  consent: "consent",
  contract: "pre_existent_contract",
  legitimateInterest: "legitimate_interest",
} as const satisfies Partial<Record<LegalBasis, string>>;
type RdStationBasisType = (typeof RDSTATION_BASES)[keyof typeof RDSTATION_BASES];

/** The kinds of record whose main basis RD Station has a name for. */
type RdStationKind = {
  [K in PersonalDataKindId]: (typeof PERSONAL_DATA)[K]["basis"] extends readonly [infer Main, ...unknown[]] ? (Main extends keyof typeof RDSTATION_BASES ? K : never) : never;
}[PersonalDataKindId];

/**
 * RD Station's record of the legal basis for one kind of processing of a contact: the
 * processing of its data (`data_processing`), or the e-mails sent to it (`communications`,
 * whose status RD Station's mailings follow).
 */
type RdStationLegalBasis = { category: "data_processing"; type: RdStationBasisType } | { category: "communications"; type: "consent"; status: "granted" | "declined" };

/** The RD Station basis of a kind of record: its main legal basis, as contracts/personal-data.ts declares it. */
export function dataProcessingBasis(kind: RdStationKind): RdStationBasisType {
  const [main] = PERSONAL_DATA[kind].basis as readonly [keyof typeof RDSTATION_BASES];
  return RDSTATION_BASES[main];
}

/** The record each conversion sent to RD Station is processed as: its data_processing basis is the one declared for that kind. */
const CONVERSION_RECORDS = {
  "lead.created": "demoRequests",
  "booking.created": "bookings",
  "booking.attended": "bookings",
  "booking.no_show": "bookings",
  "quote.created": "quotes",
  "maturity_report.requested": "maturityReports",
  "trial.started": "trialAccounts",
} as const;
const DATA_PROCESSING = Object.fromEntries(Object.entries(CONVERSION_RECORDS).map(([type, kind]) => [type, dataProcessingBasis(kind)])) as Record<keyof typeof CONVERSION_RECORDS, RdStationBasisType>;

interface RdStationConversion {
  event_type: "CONVERSION";
  event_family: "CDP";
  payload: {
    conversion_identifier: string;
    email: string;
    name?: string;
    company_name?: string;
    personal_phone?: string;
    tags: string[];
    legal_bases?: RdStationLegalBasis[];
    available_for_mailing?: boolean;
  } & TrafficFields &
    Record<string, unknown>;
}

const TAG = "site-tramita";

/**
 * A conversion's legal bases as RD Station records them: e-mail communications consent granted
 * or declined (the newsletter's double opt-in, or a form's mailing opt-in), so RD Station's own
 * mailings follow it, and for a form's conversion the basis its data is processed on. A form
 * without an opt-in (`mailing` null: the quote) says nothing of communications, so it never
 * withdraws a consent given elsewhere.
 */
export function legalBases(mailing: boolean | null, dataProcessing?: RdStationBasisType): Pick<RdStationConversion["payload"], "legal_bases" | "available_for_mailing"> {
  const basis = dataProcessing ? [{ category: "data_processing" as const, type: dataProcessing }] : [];
  if (mailing === null) return { legal_bases: basis };
  return { legal_bases: [...basis, { category: "communications", type: "consent", status: mailing ? "granted" : "declined" }], available_for_mailing: mailing };
}

const conversionFor = (
  type: keyof typeof CONVERSION_RECORDS,
  contact: { email: string; name: string; company: string; phone?: string; attribution: Attribution; mailing_consent: MailingConsent | null },
  tag: string,
): RdStationConversion => ({
  event_type: "CONVERSION",
  event_family: "CDP",
  payload: {
    conversion_identifier: RDSTATION_CONVERSION_IDENTIFIERS[type],
    email: contact.email,
    name: contact.name,
    company_name: contact.company,
    ...(contact.phone ? { personal_phone: contact.phone } : {}),
    tags: [TAG, tag],
    ...legalBases(contact.mailing_consent?.granted ?? null, DATA_PROCESSING[type]),
    ...attributionFields(contact.attribution),
  },
});

const newsletterConversion = (identifier: string, email: string, granted: boolean): RdStationConversion => ({
  event_type: "CONVERSION",
  event_family: "CDP",
  payload: { conversion_identifier: identifier, email, tags: [TAG, "newsletter-blog"], ...legalBases(granted) },
});

/** The tag of each booking conversion, beside the site's. */
const BOOKING_TAGS = { "booking.created": "demonstracao-agendada", "booking.attended": "demonstracao-realizada", "booking.no_show": "demonstracao-nao-compareceu" } as const;

/** The conversion an event becomes; null for a type RD Station does not receive. */
function conversionOf(body: EventBody): RdStationConversion | null {
  switch (body.type) {
    case "lead.created": {
      const data = (body as EventBody<"lead.created">).data;
      return conversionFor(body.type, data, "demonstracao");
    }
    case "booking.created":
    case "booking.attended":
    case "booking.no_show": {
      const data = (body as EventBody<"booking.created">).data;
      return conversionFor(body.type, data, BOOKING_TAGS[body.type]);
    }
    case "quote.created": {
      const data = (body as EventBody<"quote.created">).data;
      return conversionFor(body.type, { email: data.email, name: data.responsible, company: data.company, attribution: data.attribution, mailing_consent: null }, `orcamento-${data.plan_tier}`);
    }
    case "maturity_report.requested": {
      const data = (body as EventBody<"maturity_report.requested">).data;
      return conversionFor(body.type, data, `maturidade-${data.level}`);
    }
    case "trial.started": {
      const data = (body as EventBody<"trial.started">).data;
      return conversionFor(body.type, data, `teste-${data.plan.tier}`);
    }
    case "newsletter.subscribed":
    case "newsletter.unsubscribed": {
      const { email } = (body as EventBody<"newsletter.subscribed" | "newsletter.unsubscribed">).data;
      return newsletterConversion(RDSTATION_CONVERSION_IDENTIFIERS[body.type], email, body.type === "newsletter.subscribed");
    }
    default:
      return null;
  }
}

/** RD Station's reasons, e.g. 'HTTP 400 INVALID_FORMAT: must be a valid email ($.payload.email)'. */
function rdError(status: number, text: string): string {
  let reasons: string[] = [];
  try {
    const { errors } = JSON.parse(text) as { errors?: unknown };
    const list = Array.isArray(errors) ? errors : errors ? [errors] : [];
    reasons = list.map((e: { error_type?: unknown; error_message?: unknown; path?: unknown }) =>
      `${String(e.error_type ?? "ERROR")}: ${String(e.error_message ?? "")}${e.path ? ` (${String(e.path)})` : ""}`,
    );
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return `HTTP ${status}${reasons.length ? ` ${reasons.join("; ").slice(0, 300)}` : ""}`;
}

export async function sendConversion(destination: RdStationDestination, body: EventBody, timeoutMs: number): Promise<Attempt> {
  const conversion = conversionOf(body);
  if (!conversion) return { ok: false, error: `RD Station receives no ${body.type} events` };
  const url = new URL(RDSTATION_CONVERSIONS_PATH, destination.apiUrl);
  url.searchParams.set("api_key", destination.apiKey);
  const attempt = await postJson(url.toString(), JSON.stringify(conversion), { accept: "application/json" }, timeoutMs, rdError);
  // The key travels in the query string: keep it out of anything stored or logged.
  if (!attempt.ok) return { ok: false, error: attempt.error.replaceAll(destination.apiKey, "[api_key]") };
  return body.type === "booking.attended" ? markOpportunity(destination, conversion.payload.email, timeoutMs) : attempt;
}

/**
 * An attended demo makes the contact an opportunity in RD Station's default funnel (its funnel
 * API: PUT /platform/contacts/email:{address}/funnels/default { opportunity: true }), after
 * the conversion created or updated the contact. The funnel API takes the app's OAuth token,
 * not the conversion key: without the app's credentials only the conversion goes. A failed mark
 * retries the delivery, conversion included (RD Station then records the conversion twice).
 */
async function markOpportunity(destination: RdStationDestination, email: string, timeoutMs: number): Promise<Attempt> {
  if (!destination.oauth) return { ok: true };
  return contactCall(destination, destination.oauth, email, { method: "PUT", path: RDSTATION_DEFAULT_FUNNEL_PATH, body: { opportunity: true } }, "marking an opportunity", timeoutMs);
}
