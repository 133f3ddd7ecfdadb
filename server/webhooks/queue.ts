// Preparing an event: validated against its schema (contracts/events.ts) and addressed, one
// row per destination that receives its type. It is written in the transaction of the data
// it describes (server/outbox/commit.ts, or the one-statement engine's statement), so it
// exists exactly when that data does; the worker (worker.ts) delivers it afterwards.
import { createHmac, randomUUID } from "node:crypto";
import type { SQL, SQLWrapper } from "drizzle-orm";
import { normalizeEmail } from "../../contracts/account-options.ts";
import { EVENT_DATA_SCHEMAS, withoutPlatformOnlyFields, type Destination, type EventBody, type EventData, type EventType } from "../../contracts/events.ts";
import type { Tx } from "../db/client.ts";
import { jsonRowsOf, type RowOf } from "../db/json-rows.ts";
import { webhookDeliveries } from "../db/schema.ts";
import type { DeliveryDestination, WebhookSettings } from "./settings.ts";

/** The columns an event's delivery fills; the rest (status, attempts, schedule) start at their defaults. */
const deliveryRows = jsonRowsOf(webhookDeliveries, ["eventId", "destination", "eventType", "payload", "subjectEmail"]);
type DeliveryRow = RowOf<typeof deliveryRows>;

/** An event ready to be written: its id (the webhook-id) and its deliveries, one per destination of its type. */
export interface PreparedEvent {
  id: string;
  rows: DeliveryRow[];
}

export interface EventQueue {
  /** The event validated and addressed to every destination of its type, to be written (Effects.event). */
  prepare<T extends EventType>(type: T, data: EventData<T>, at?: Date): PreparedEvent;
  /**
   * data_subject.erased for the configured destinations among `to` (those that ever
   * received the person), each with the address's HMAC under that destination's own signing
   * secret. RD Station's copy is a contact removal by address: its row alone keeps the
   * address (subject_email) until the removal is done. `told` names the destinations.
   */
  prepareErasure(email: string, to: readonly Destination[], at: Date): { event: PreparedEvent; told: Destination[] };
}

/** The bytes a destination's data_subject.erased HMAC is keyed with: its whsec_ secret's, or RD Station's API key (never sent). */
const erasureKeyOf = (destination: DeliveryDestination): Buffer =>
  destination.name === "rdstation" ? Buffer.from(destination.apiKey, "utf8") : Buffer.from(destination.secret.slice("whsec_".length), "base64");

/** The address as data_subject.erased names it to a destination keyed with `key` (contracts/events.ts). */
export const erasedEmailHmac = (email: string, key: Buffer): string => createHmac("sha256", key).update(normalizeEmail(email)).digest("hex");

/**
 * The person an event is about: the e-mail of its data (every event about a person has one,
 * contracts/events.ts), trimmed and lower-cased, so the data-rights erasure finds its
 * deliveries by an exact address and never by searching payloads.
 */
export const eventSubject = (data: Record<string, unknown>): string | null => (typeof data.email === "string" ? normalizeEmail(data.email) : null);

/** A new event id: 'evt_' and 32 hex digits. */
const newEventId = () => `evt_${randomUUID().replaceAll("-", "")}`;

export function createEventQueue(settings: WebhookSettings): EventQueue {
  const prepare = <T extends EventType>(type: T, data: EventData<T>, at = new Date()): PreparedEvent => {
    const id = newEventId();
    // A payload that breaks its own contract is a bug: fail the request rather than send it.
    const parsed = EVENT_DATA_SCHEMAS[type].parse(data) as Record<string, unknown>;
    const subjectEmail = eventSubject(parsed);
    const rows = settings.destinations
      .filter((d) => d.events.has(type))
      .map((d) => {
        const body = { type, timestamp: at.toISOString(), data: parsed } as EventBody;
        const payload = d.name === "platform" ? body : (withoutPlatformOnlyFields(body) ?? body);
        return { eventId: id, destination: d.name, eventType: type, payload, subjectEmail };
      });
    return { id, rows };
  };
  return {
    prepare,
    prepareErasure(email, to, at) {
      const id = newEventId();
      const told = settings.destinations.filter((d) => to.includes(d.name));
      const rows = told.map((d) => {
        const data = EVENT_DATA_SCHEMAS["data_subject.erased"].parse({ email_hmac_sha256: erasedEmailHmac(email, erasureKeyOf(d)), erased_at: at.toISOString() });
        const payload: EventBody = { type: "data_subject.erased", timestamp: at.toISOString(), data };
        return { eventId: id, destination: d.name, eventType: "data_subject.erased", payload, subjectEmail: d.name === "rdstation" ? normalizeEmail(email) : null };
      });
      return { event: { id, rows }, told: told.map((d) => d.name) };
    },
  };
}

/** The deliveries of `events` as one JSON value (insertEventJson writes them). */
export const eventsJson = (events: readonly PreparedEvent[]): string => deliveryRows.json(events.flatMap((event) => event.rows));

/** Writes prepared events in the caller's transaction (server/outbox/commit.ts, the one way to). */
export async function writeEvents(tx: Tx, events: readonly PreparedEvent[]) {
  const rows = events.flatMap((event) => event.rows);
  if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
}

/** The insert writing the deliveries of `json` (from eventJson, or its placeholder) when `when` holds. */
export const insertEventJson = (json: SQLWrapper, when: SQL): SQL => deliveryRows.insert(json, when);
