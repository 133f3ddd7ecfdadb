// `npm run webhooks -- <command>`: see and act on the outbound events (webhooks to the
// platform and the CRM, RD Station conversions) in the database the server uses, read from
// the same environment (DATABASE_URL, or PGlite in DATA_DIR). It changes rows only; the
// server's delivery worker sends them.
import { parseArgs } from "node:util";
import { DESTINATIONS, isEventType, type Destination } from "../contracts/events.ts";
import type { ServerConfig } from "../server/config.ts";
import { deliveryStatus, listDeliveries, pendingRdStationRemovals, replayEvents, retryEvent, type DeliveryStatus } from "../server/webhooks/admin.ts";
import { RDSTATION_REMOVAL_NEEDS_OAUTH } from "../server/webhooks/rdstation-removal.ts";
import { runOperatorCommand, UsageError, withServerDatabase } from "./operator-command.ts";

const USAGE = `Usage: npm run webhooks -- <command>

  status                        deliveries by destination and state, and the oldest one waiting
  list --dead [--limit N]       events whose every attempt failed (also --pending, --delivered)
  retry <event-id>              send an event that was not delivered again, with a fresh retry schedule
  replay --since <ISO date> [--type T] [--destination D]
                                send again every delivered or dead event emitted since that date
                                (same webhook-id: receivers that already have one can tell);
                                a delivered trial.started goes without its password hash, and
                                one never delivered, still carrying it, only through retry

Destinations: ${DESTINATIONS.join(", ")}. It reads the server's configuration: DATABASE_URL
(PostgreSQL), else the embedded database in DATA_DIR, which one process opens at a time:
stop the server first. The server delivers what retry and replay queue at its next poll.`;

const when = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z");
const ago = (date: Date) => {
  const minutes = Math.round((Date.now() - date.getTime()) / 60_000);
  return minutes < 120 ? `${minutes} min ago` : `${Math.round(minutes / 60)} h ago`;
};

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      dead: { type: "boolean" },
      pending: { type: "boolean" },
      delivered: { type: "boolean" },
      limit: { type: "string" },
      since: { type: "string" },
      type: { type: "string" },
      destination: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command || values.help ? 0 : 2;
  }

  // Arguments first: a typo should not need the database.
  let action: (db: Parameters<typeof deliveryStatus>[0], config: ServerConfig) => Promise<number>;
  if (command === "status" && rest.length === 0) {
    action = async (db, config) => {
      const destinations = await deliveryStatus(db);
      if (destinations.length === 0) console.log("No events queued yet.");
      for (const { destination, counts, oldestPending: oldest } of destinations) {
        console.log(`${destination.padEnd(10)} pending ${counts.pending}, delivered ${counts.delivered}, dead ${counts.dead}`);
        if (oldest) {
          console.log(`           oldest pending: ${oldest.eventId}, emitted ${when(oldest.createdAt)} (${ago(oldest.createdAt)}), ${oldest.attempts} attempt(s), next ${when(oldest.nextAttemptAt)}`);
          if (oldest.lastError) console.log(`           last error: ${oldest.lastError}`);
        }
      }
      const removals = await pendingRdStationRemovals(db);
      if (removals > 0) {
        console.log(`rdstation  ${removals} contact removal(s) for data-subject erasures not done yet`);
        const rdstation = config.webhooks.destinations.find((dest) => dest.name === "rdstation");
        if (!rdstation || (rdstation.name === "rdstation" && !rdstation.oauth)) console.log(`           operator task: ${RDSTATION_REMOVAL_NEEDS_OAUTH}`);
      }
      return 0;
    };
  } else if (command === "list" && rest.length === 0) {
    const chosen = (["dead", "pending", "delivered"] as const).filter((s) => values[s]);
    if (chosen.length !== 1) throw new UsageError("list needs one of --dead, --pending, --delivered");
    const limit = values.limit === undefined ? 100 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError("--limit expects a positive whole number");
    const status: DeliveryStatus = chosen[0]!;
    action = async (db) => {
      const rows = await listDeliveries(db, status, limit);
      if (rows.length === 0) console.log(`No ${status} events.`);
      for (const r of rows) {
        console.log(`${r.eventId}  ${r.destination.padEnd(9)} ${r.eventType.padEnd(26)} emitted ${when(r.createdAt)}  attempts ${r.attempts}`);
        if (r.lastError) console.log(`    last error: ${r.lastError}`);
      }
      return 0;
    };
  } else if (command === "retry" && rest.length === 1) {
    const eventId = rest[0]!;
    action = async (db) => {
      const { requeued, delivered } = await retryEvent(db, eventId);
      if (requeued.length === 0) {
        console.error(delivered.length ? `${eventId} was already delivered to ${delivered.join(", ")}; use replay to send it again.` : `No delivery of ${eventId} to retry (unknown, or being attempted right now).`);
        return 1;
      }
      console.log(`${eventId} queued again for ${requeued.join(", ")}.`);
      return 0;
    };
  } else if (command === "replay" && rest.length === 0) {
    const since = values.since ? new Date(values.since) : null;
    if (!since || Number.isNaN(since.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(values.since!)) throw new UsageError("replay needs --since with an ISO date, e.g. --since 2026-11-20 or --since 2026-11-20T14:00:00-03:00");
    if (values.type !== undefined && !isEventType(values.type)) throw new UsageError(`unknown event type "${values.type}"`);
    if (values.destination !== undefined && !DESTINATIONS.includes(values.destination as Destination)) throw new UsageError(`unknown destination "${values.destination}"; expected ${DESTINATIONS.join(", ")}`);
    const filter = { since, type: values.type as never, destination: values.destination as Destination | undefined };
    action = async (db) => {
      const { replayed: n, withheld } = await replayEvents(db, filter);
      console.log(`${n} deliver${n === 1 ? "y" : "ies"} queued again (emitted since ${when(since)}${filter.type ? `, ${filter.type}` : ""}${filter.destination ? `, to ${filter.destination}` : ""}).`);
      if (withheld.length > 0) {
        console.log(`${withheld.length} not queued again: never delivered, still carrying a password hash (send one with retry <event-id> if it must go):`);
        for (const w of withheld) console.log(`    ${w.eventId}  ${w.destination}`);
      }
      return 0;
    };
  } else {
    throw new UsageError(`unknown command or wrong arguments: ${positionals.join(" ")}`);
  }

  return withServerDatabase(action);
}

await runOperatorCommand(USAGE, run);
