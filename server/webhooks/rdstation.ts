// RD Station Marketing adapter: lead.created, maturity_report.requested, trial.started and
// the newsletter's events become conversions, sent through the same queue and retries as the webhooks. RD Station's
// conversion API with an API key: POST {RDSTATION_API_URL}/platform/conversions?api_key=KEY
// with { event_type: "CONVERSION", event_family: "CDP", payload: { conversion_identifier,
// email, ... } }; 200 { event_uuid } on success, otherwise a JSON body
// { errors: [{ error_type, error_message, path }] } (or one such object) saying why.
import type { EventBody, EventType } from "../../contracts/events.ts";
import { postJson, type Attempt } from "./send.ts";
import type { RdStationDestination } from "./settings.ts";

const RDSTATION_CONVERSIONS_PATH = "/platform/conversions";

/** The conversion identifiers marketing sees in RD Station, one per kind of conversion. */
export const RDSTATION_CONVERSION_IDENTIFIERS = {
  "lead.created": "tramita-site-solicitacao-demonstracao",
  "maturity_report.requested": "tramita-site-relatorio-maturidade",
  "trial.started": "tramita-site-teste-gratis",
  "newsletter.subscribed": "tramita-site-newsletter-blog",
  "newsletter.unsubscribed": "tramita-site-newsletter-blog-cancelada",
} as const satisfies Partial<Record<EventType, string>>;

/** RD Station's record of the legal basis for one kind of processing of a contact. */
interface RdStationLegalBasis {
  category: "communications";
  type: "consent";
  status: "granted" | "declined";
}

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
  };
}

const TAG = "site-tramita";

const conversionFor = (identifier: string, contact: { email: string; name: string; company: string; phone?: string }, tag: string): RdStationConversion => ({
  event_type: "CONVERSION",
  event_family: "CDP",
  payload: {
    conversion_identifier: identifier,
    email: contact.email,
    name: contact.name,
    company_name: contact.company,
    ...(contact.phone ? { personal_phone: contact.phone } : {}),
    tags: [TAG, tag],
  },
});

/**
 * The newsletter's consent as RD Station records it: e-mail communications granted on
 * confirmation (double opt-in), declined on unsubscribing, so its own mailings follow it.
 */
export function newsletterConsent(granted: boolean): Pick<RdStationConversion["payload"], "legal_bases" | "available_for_mailing"> {
  return { legal_bases: [{ category: "communications", type: "consent", status: granted ? "granted" : "declined" }], available_for_mailing: granted };
}

const newsletterConversion = (identifier: string, email: string, granted: boolean): RdStationConversion => ({
  event_type: "CONVERSION",
  event_family: "CDP",
  payload: { conversion_identifier: identifier, email, tags: [TAG, "newsletter-blog"], ...newsletterConsent(granted) },
});

/** The conversion an event becomes; null for a type RD Station does not receive. */
function conversionOf(body: EventBody): RdStationConversion | null {
  switch (body.type) {
    case "lead.created": {
      const data = (body as EventBody<"lead.created">).data;
      return conversionFor(RDSTATION_CONVERSION_IDENTIFIERS["lead.created"], data, "demonstracao");
    }
    case "maturity_report.requested": {
      const data = (body as EventBody<"maturity_report.requested">).data;
      return conversionFor(RDSTATION_CONVERSION_IDENTIFIERS["maturity_report.requested"], data, `maturidade-${data.level}`);
    }
    case "trial.started": {
      const data = (body as EventBody<"trial.started">).data;
      return conversionFor(RDSTATION_CONVERSION_IDENTIFIERS["trial.started"], data, `teste-${data.plan.tier}`);
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
  return attempt.ok ? attempt : { ok: false, error: attempt.error.replaceAll(destination.apiKey, "[api_key]") };
}
