// A local stand-in for RD Station Marketing's conversion API, speaking its documented
// request and error format: POST /platform/conversions?api_key=KEY with
// { event_type: "CONVERSION", event_family: "CDP", payload: { conversion_identifier, email,
// ... } }; 200 { event_uuid }; 400 { errors: [{ error_type, error_message, path }] };
// 401 { errors: { error_type: "UNAUTHORIZED", error_message } } for a wrong key. And the
// two calls removing a contact takes: POST /auth/token { client_id, client_secret,
// refresh_token } -> { access_token, expires_in, refresh_token }, then
// DELETE /platform/contacts/email:{address} with `Authorization: Bearer` -> 204, or 404
// { errors: { error_type: "RESOURCE_NOT_FOUND" } } when there is no such contact; and, with the
// same token, the funnel API's PUT /platform/contacts/email:{address}/funnels/default
// { lifecycle_stage?, opportunity?, contact_owner_email? } -> 200 with the contact's stage. It checks
// the payload's fields, `tags`, `legal_bases` and `available_for_mailing` as documented.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { freePort } from "./smtp-listener.ts";

/** The conversion payload fields RD Station documents (cf_* are the account's custom fields). */
const PAYLOAD_FIELDS = new Set([
  "conversion_identifier", "name", "email", "job_title", "state", "city", "country", "personal_phone", "mobile_phone", "twitter", "facebook",
  "linkedin", "website", "company_name", "company_site", "company_address", "client_tracking_id", "traffic_source", "traffic_medium",
  "traffic_campaign", "traffic_value", "tags", "available_for_mailing", "legal_bases",
]);
/** A conversion's `legal_bases` as RD Station documents them: a category, a basis type, and a status for communications. */
const LEGAL_BASIS_CATEGORIES = ["data_processing", "communications"];
const LEGAL_BASIS_TYPES = ["pre_existent_contract", "consent", "legitimate_interest", "judicial_process", "vital_interest", "public_interest"];
const LEGAL_BASIS_STATUSES = ["granted", "declined"];

const invalidOption = (path: string, options: string[]): RdError => ({ error_type: "INVALID_OPTION", error_message: "Must be one of the valid options.", validation_rules: { valid_options: options }, path });

/** The errors of a payload's `legal_bases` (none when absent or valid). */
function legalBasesErrors(value: unknown): RdError[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return [{ error_type: "INVALID_FORMAT", error_message: "Must be an array.", path: "$.payload.legal_bases" }];
  return value.flatMap((basis: Record<string, unknown>, i) => {
    const path = `$.payload.legal_bases[${i}]`;
    return [
      ...(LEGAL_BASIS_CATEGORIES.includes(basis.category as string) ? [] : [invalidOption(`${path}.category`, LEGAL_BASIS_CATEGORIES)]),
      ...(LEGAL_BASIS_TYPES.includes(basis.type as string) ? [] : [invalidOption(`${path}.type`, LEGAL_BASIS_TYPES)]),
      ...(basis.category !== "communications" || LEGAL_BASIS_STATUSES.includes(basis.status as string) ? [] : [invalidOption(`${path}.status`, LEGAL_BASIS_STATUSES)]),
    ];
  });
}

const EVENT_TYPES = ["CONVERSION", "OPPORTUNITY", "OPPORTUNITY_LOST", "SALE", "ORDER_PLACED", "ORDER_PLACED_ITEM"];

interface ReceivedConversion {
  eventUuid: string;
  body: { event_type: string; event_family: string; payload: Record<string, unknown> };
}

type RdError = { error_type: string; error_message: string; path?: string; validation_rules?: unknown };

/** The credentials of the RD Station app the fake accepts (RDSTATION_CLIENT_ID and so on). */
export const RDSTATION_FAKE_APP = { clientId: "app-tramita-site", clientSecret: "segredo-do-app", refreshToken: "refresh-do-app" };

/** `port`: a fixed one (the browser tests' server is configured with it), else a free one. */
export async function startRdStationFake(apiKey: string, { rejectEmails = [] as string[], port: fixedPort }: { rejectEmails?: string[]; port?: number } = {}) {
  const port = fixedPort ?? (await freePort());
  const conversions: ReceivedConversion[] = [];
  /** Addresses whose contact a DELETE removed, in order. */
  const removed: string[] = [];
  /** The default funnel's updates, by address, in order. */
  const funnelUpdates: { email: string; body: Record<string, unknown> }[] = [];
  const accessTokens = new Set<string>();
  /** Every request's status, in order. */
  const answers: number[] = [];
  let failing = false;

  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      answers.push(status);
      response.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://localhost");
      if (request.method === "POST" && url.pathname === "/auth/token") {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
        const valid = body.client_id === RDSTATION_FAKE_APP.clientId && body.client_secret === RDSTATION_FAKE_APP.clientSecret && body.refresh_token === RDSTATION_FAKE_APP.refreshToken;
        if (!valid) return send(401, { errors: { error_type: "INVALID_REFRESH_TOKEN", error_message: "The refresh token is invalid." } });
        const token = randomUUID();
        accessTokens.add(token);
        return send(200, { access_token: token, expires_in: 86_400, refresh_token: RDSTATION_FAKE_APP.refreshToken });
      }
      const funnel = /^\/platform\/contacts\/email:(.+)\/funnels\/default$/.exec(url.pathname);
      if (request.method === "PUT" && funnel) {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
        if (!bearer || !accessTokens.has(bearer)) return send(401, { errors: { error_type: "UNAUTHORIZED", error_message: "Invalid token." } });
        const email = decodeURIComponent(funnel[1]!);
        if (!conversions.some((c) => c.body.payload.email === email) || removed.includes(email)) return send(404, { errors: { error_type: "RESOURCE_NOT_FOUND", error_message: "Lead not found." } });
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
        const unknown = Object.keys(body).filter((key) => !["lifecycle_stage", "opportunity", "contact_owner_email", "interest", "fit", "origin"].includes(key));
        if (unknown.length > 0 || (body.opportunity !== undefined && typeof body.opportunity !== "boolean")) {
          return send(400, { errors: [{ error_type: "INVALID_FIELDS", error_message: "Invalid funnel fields.", path: "$.body" }] });
        }
        funnelUpdates.push({ email, body });
        return send(200, { lifecycle_stage: body.lifecycle_stage ?? "Lead", opportunity: body.opportunity ?? false, contact_owner_email: body.contact_owner_email ?? null, fit: 0, interest: 0 });
      }
      const contact = /^\/platform\/contacts\/email:(.+)$/.exec(url.pathname);
      if (request.method === "DELETE" && contact) {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1];
        if (!bearer || !accessTokens.has(bearer)) return send(401, { errors: { error_type: "UNAUTHORIZED", error_message: "Invalid token." } });
        const email = decodeURIComponent(contact[1]!);
        const known = conversions.some((c) => c.body.payload.email === email) && !removed.includes(email);
        if (!known) return send(404, { errors: { error_type: "RESOURCE_NOT_FOUND", error_message: "Lead not found." } });
        removed.push(email);
        answers.push(204);
        return void response.writeHead(204).end();
      }
      if (request.method !== "POST" || url.pathname !== "/platform/conversions") return send(404, { errors: { error_type: "NOT_FOUND", error_message: "Not Found" } });
      if (url.searchParams.get("api_key") !== apiKey) return send(401, { errors: { error_type: "UNAUTHORIZED", error_message: "Invalid token." } });
      if (failing) return send(500, { errors: { error_type: "INTERNAL_SERVER_ERROR", error_message: "Something went wrong." } });
      let body: ReceivedConversion["body"];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      } catch {
        return send(400, { errors: [{ error_type: "MALFORMED_BODY", error_message: "The request body is not valid JSON.", path: "$.body" }] });
      }
      const errors: RdError[] = [];
      if (!EVENT_TYPES.includes(body.event_type)) errors.push({ error_type: "INVALID_OPTION", error_message: "Must be one of the valid options.", validation_rules: { valid_options: EVENT_TYPES }, path: "$.body.event_type" });
      if (body.event_family !== "CDP") errors.push({ error_type: "INVALID_OPTION", error_message: "Must be one of the valid options.", validation_rules: { valid_options: ["CDP"] }, path: "$.body.event_family" });
      const payload = body.payload ?? {};
      if (!payload.conversion_identifier) errors.push({ error_type: "CANNOT_BE_NULL", error_message: "Cannot be null.", path: "$.payload.conversion_identifier" });
      if (typeof payload.email !== "string" || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(payload.email) || rejectEmails.includes(payload.email)) {
        errors.push({ error_type: "INVALID_FORMAT", error_message: "Email is invalid.", path: "$.payload.email" });
      }
      for (const key of Object.keys(payload)) {
        if (!PAYLOAD_FIELDS.has(key) && !key.startsWith("cf_")) errors.push({ error_type: "INVALID_FIELDS", error_message: `Field ${key} is not allowed.`, path: `$.payload.${key}` });
      }
      if (payload.tags !== undefined && !(Array.isArray(payload.tags) && payload.tags.every((t) => typeof t === "string"))) {
        errors.push({ error_type: "INVALID_FORMAT", error_message: "Must be an array of strings.", path: "$.payload.tags" });
      }
      errors.push(...legalBasesErrors(payload.legal_bases));
      if (payload.available_for_mailing !== undefined && typeof payload.available_for_mailing !== "boolean") {
        errors.push({ error_type: "INVALID_FORMAT", error_message: "Must be a boolean.", path: "$.payload.available_for_mailing" });
      }
      if (errors.length > 0) return send(400, { errors });
      const eventUuid = randomUUID();
      conversions.push({ eventUuid, body });
      send(200, { event_uuid: eventUuid });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    conversions,
    removed,
    funnelUpdates,
    answers,
    setFailing: (value: boolean) => void (failing = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
