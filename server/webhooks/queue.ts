// Emitting an event: validated against its schema (contracts/events.ts) and written, one row
// per destination that receives its type, in the caller's transaction, so the event exists
// exactly when the data it describes does. The worker (worker.ts) delivers it afterwards.
import { randomUUID } from "node:crypto";
import type { SQL, SQLWrapper } from "drizzle-orm";
import { EVENT_DATA_SCHEMAS, withoutPlatformOnlyFields, type EventBody, type EventData, type EventType } from "../../contracts/events.ts";
import type { Tx } from "../db/client.ts";
import { jsonRowsOf, type RowOf } from "../db/json-rows.ts";
import { webhookDeliveries } from "../db/schema.ts";
import type { WebhookSettings } from "./settings.ts";

/** The columns an event's delivery fills; the rest (status, attempts, schedule) start at their defaults. */
const deliveryRows = jsonRowsOf(webhookDeliveries, ["eventId", "destination", "eventType", "payload"]);
type DeliveryRow = RowOf<typeof deliveryRows>;

/** An event ready to be written: its id (the webhook-id) and its deliveries, one per destination of its type. */
export interface PreparedEvent {
  id: string;
  rows: DeliveryRow[];
}

export interface EventQueue {
  /** Queues the event for every destination of its type; returns its id (the webhook-id). */
  emit<T extends EventType>(tx: Tx, type: T, data: EventData<T>, at?: Date): Promise<string>;
  /** The event validated and addressed, for a statement that writes it itself (insertEventJson). */
  prepare<T extends EventType>(type: T, data: EventData<T>, at?: Date): PreparedEvent;
  /** Call once the transaction that emitted events has committed: wakes the worker. */
  committed(): void;
}

/** A new event id: 'evt_' and 32 hex digits. */
const newEventId = () => `evt_${randomUUID().replaceAll("-", "")}`;

export function createEventQueue(settings: WebhookSettings, wake: () => void = () => {}): EventQueue {
  const prepare = <T extends EventType>(type: T, data: EventData<T>, at = new Date()): PreparedEvent => {
    const id = newEventId();
    // A payload that breaks its own contract is a bug: fail the request rather than send it.
    const parsed = EVENT_DATA_SCHEMAS[type].parse(data) as Record<string, unknown>;
    const rows = settings.destinations
      .filter((d) => d.events.has(type))
      .map((d) => {
        const body = { type, timestamp: at.toISOString(), data: parsed } as EventBody;
        const payload = d.name === "platform" ? body : (withoutPlatformOnlyFields(body) ?? body);
        return { eventId: id, destination: d.name, eventType: type, payload };
      });
    return { id, rows };
  };
  return {
    async emit(tx, type, data, at) {
      const { id, rows } = prepare(type, data, at);
      if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
      return id;
    },
    prepare,
    committed: wake,
  };
}

/** An event's deliveries as one JSON value (insertEventJson writes them). */
export const eventJson = (event: PreparedEvent): string => deliveryRows.json(event.rows);

/** The insert writing the deliveries of `json` (from eventJson, or its placeholder) when `when` holds. */
export const insertEventJson = (json: SQLWrapper, when: SQL): SQL => deliveryRows.insert(json, when);
