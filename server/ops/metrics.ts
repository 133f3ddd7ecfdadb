// Prometheus metrics (ARCHITECTURE.md 'Operations'), served at METRICS_PATH only when
// METRICS_TOKEN is set and only to a request bearing it: never public by default. The HTTP
// histogram (route pattern, method, status) and Node's process metrics come from
// fastify-metrics on @prometheus-io/client; the rest is the site's own. Each server has a
// registry of its own, so several servers in one process (tests) do not collide.
import { createHash, timingSafeEqual } from "node:crypto";
import prometheus, { Counter, Gauge, Registry } from "@prometheus-io/client";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fastifyMetrics from "fastify-metrics";
import { METRICS_PATH } from "../../contracts/api-paths.ts";
import type { Conversion } from "../../contracts/attribution-rules.ts";
import type { Database } from "../db/client.ts";
import { ApiError } from "../http/api-error.ts";
import type { PdfRenderer } from "../pdf/pdf-renderer.ts";
import { deliveryQueues } from "./delivery-queues.ts";
import { hostCalendarReport } from "../bookings/hosts/calendar-report.ts";
import type { ReadinessHosts } from "./readiness.ts";
import { remindersSent } from "../bookings/followups.ts";
import type { BeaconIntake } from "../measurement/beacon-intake.ts";

/** Request durations in seconds: the forms answer in tens of milliseconds, a PDF in about a second. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface SiteMetrics {
  /** A conversion's form accepted a submission (server/http/protected-form.ts). */
  conversionAccepted(kind: Conversion): void;
  /** A host's calendars could not be read (server/bookings/hosts/refresh.ts). */
  calendarReadFailed(hostId: string): void;
  /** A sign-in to /painel was accepted or refused (server/staff/routes.ts). */
  staffSignIn(method: StaffSignInMethod, outcome: "accepted" | "refused"): void;
}

/** How a staff member signs in to /painel: the e-mailed link's button, or a passkey. */
export type StaffSignInMethod = "link" | "passkey";

export interface MetricsOptions {
  /** METRICS_TOKEN; null serves no metrics endpoint (the counters still count). */
  token: string | null;
  database: Database;
  pdf: PdfRenderer;
  /** Told when the delivery queues could not be read for a scrape. */
  onQueueError: (error: unknown) => void;
  /** The demo hosts, whose calendars' freshness is exported (judged by their clock); null without BOOKING_HOSTS_FILE. */
  hosts?: ReadinessHosts | null;
  /** The beacons' intake, whose answers are counted by outcome (answered before Fastify, so not in the HTTP histogram); null with MEASUREMENT=off. */
  beacons?: BeaconIntake | null;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer (.+)$/i.exec(header);
  // Compared as digests: equal lengths, and the time taken tells nothing about the token.
  return match !== null && timingSafeEqual(digest(match[1]!.trim()), expected);
}

export async function installMetrics(app: FastifyInstance, { token, database, pdf, onQueueError, hosts = null, beacons = null }: MetricsOptions): Promise<SiteMetrics> {
  const registry = new Registry();
  await app.register(fastifyMetrics, {
    promClient: prometheus,
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // The API's routes only: each page and file of the build is a route of its own (nginx
      // serves them in production), and a series per file would swamp Prometheus.
      routeBlacklist: [/^\/(?!api\/)/],
      // The plugin makes its summary even when disabled: registered nowhere, it costs nothing.
      overrides: { histogram: { registers: [registry], buckets: HTTP_BUCKETS }, summary: { registers: [] } },
    },
  });

  const registers = [registry];
  const conversions = new Counter({ name: "tramita_conversions_total", help: "Conversions accepted (demo requests, bookings, maturity reports, quotes, trial sign-ups), by kind", labelNames: ["kind"], registers });
  const captchaRefusals = new Counter({ name: "tramita_captcha_refusals_total", help: "Requests refused for their captcha, by reason", labelNames: ["reason"], registers });
  const rateLimitRefusals = new Counter({ name: "tramita_rate_limit_refusals_total", help: "Requests refused by a rate limit, by route", labelNames: ["route"], registers });
  app.addHook("onError", async (request, _reply, error) => {
    if (!(error instanceof ApiError)) return;
    if (error.code === "RATE_LIMITED") rateLimitRefusals.inc({ route: request.routeOptions.url ?? "unknown" });
    else if (error.code.startsWith("CAPTCHA_")) captchaRefusals.inc({ reason: error.code.slice("CAPTCHA_".length).toLowerCase() });
  });

  const queueLabels = ["queue", "destination"];
  const pending = new Gauge({ name: "tramita_delivery_pending", help: "Deliveries waiting to go out (mail outbox, events per destination)", labelNames: queueLabels, registers });
  const oldest = new Gauge({ name: "tramita_delivery_oldest_pending_seconds", help: "Age of the oldest pending delivery", labelNames: queueLabels, registers });
  const attempts = new Gauge({ name: "tramita_delivery_pending_attempts", help: "Attempts already made by the deliveries still pending", labelNames: queueLabels, registers });
  const dead = new Gauge({ name: "tramita_delivery_dead", help: "Deliveries given up on (mail failed, events dead)", labelNames: queueLabels, registers });
  // An erasure a destination has not carried out (an RD Station removal waiting for its app's credentials) is an alarm of its own.
  const undoneErasures = new Gauge({ name: "tramita_erasures_undone", help: "Data-subject erasure notices not yet carried out (pending or dead), by destination", labelNames: ["destination"], registers });
  const oldestUndoneErasure = new Gauge({ name: "tramita_erasure_oldest_undone_seconds", help: "Age of the oldest erasure notice not yet carried out", labelNames: ["destination"], registers });
  const reminders = new Gauge({ name: "tramita_booking_reminders_sent", help: "Booking reminders delivered, by every instance (BOOKING_REMINDERS)", registers });
  const queueGauges = [pending, oldest, attempts, dead, undoneErasures, oldestUndoneErasure, reminders];
  // Refusals that climb with no accepted sign-in beside them are someone trying links or keys.
  const staffSignIns = new Counter({ name: "tramita_staff_sign_ins_total", help: "Sign-ins to /painel, by method (link, passkey) and outcome (accepted, refused)", labelNames: ["method", "outcome"], registers });
  const calendarReadFailures = new Counter({ name: "tramita_host_calendar_read_failures_total", help: "Failed reads of a demo host's calendars, by host", labelNames: ["host"], registers });
  const hostLabels = ["host"];
  const calendarAge = new Gauge({ name: "tramita_host_calendar_age_seconds", help: "Seconds since a demo host's calendars were last read successfully (-1: never)", labelNames: hostLabels, registers });
  const hostOffersSlots = new Gauge({ name: "tramita_host_offers_slots", help: "1 when a demo host's calendars are fresh enough to offer slots, 0 when too old (BOOKING_BUSY_MAX_STALE_SECONDS)", labelNames: hostLabels, registers });
  if (hosts) queueGauges.push(calendarAge, hostOffersSlots);
  async function readQueues() {
    for (const gauge of queueGauges) gauge.reset();
    try {
      reminders.set(await remindersSent(database.db));
      for (const q of await deliveryQueues(database.db)) {
        const labels = { queue: q.queue, destination: q.destination };
        pending.set(labels, q.pending);
        oldest.set(labels, q.oldestPendingSeconds ?? 0);
        attempts.set(labels, q.pendingAttempts);
        dead.set(labels, q.dead);
        if (q.queue === "webhook") {
          undoneErasures.set({ destination: q.destination }, q.undoneErasures);
          oldestUndoneErasure.set({ destination: q.destination }, q.oldestUndoneErasureSeconds ?? 0);
        }
      }
      for (const host of hosts ? await hostCalendarReport(database.db, hosts.settings, hosts.now()) : []) {
        calendarAge.set({ host: host.hostId }, host.ageSeconds ?? -1);
        hostOffersSlots.set({ host: host.hostId }, host.offersSlots ? 1 : 0);
      }
    } catch (error) {
      // The rest of the metrics still tell the operator something; the queues are absent.
      onQueueError(error);
    }
  }

  // Gauges read when scraped: registered by hand, as nothing else holds them.
  registry.registerMetric(new Gauge({
    name: "tramita_pdf_renders",
    help: "Contract PDFs being drawn and waiting for a worker",
    labelNames: ["state"],
    registers: [],
    collect() {
      const { drawing, queued } = pdf.usage();
      this.set({ state: "drawing" }, drawing);
      this.set({ state: "queued" }, queued);
    },
  }));
  if (beacons) {
    registry.registerMetric(new Counter({
      name: "tramita_beacons_total",
      help: "Measurement beacons answered: counted, dropped as a bot's, refused (4xx)",
      labelNames: ["outcome"],
      registers: [],
      collect() {
        this.reset();
        for (const [outcome, count] of Object.entries(beacons.outcomes())) this.inc({ outcome }, count);
      },
    }));
  }
  // PostgreSQL only: PGlite has no pool.
  if (database.pool()) {
    registry.registerMetric(new Gauge({
      name: "tramita_db_pool_connections",
      help: "PostgreSQL connections of this instance: in use, idle, and queries waiting for one",
      labelNames: ["state"],
      registers: [],
      collect() {
        const usage = database.pool();
        if (!usage) return;
        this.set({ state: "in_use" }, usage.inUse);
        this.set({ state: "idle" }, usage.total - usage.inUse);
        this.set({ state: "waiting" }, usage.waiting);
      },
    }));
  }

  if (token) {
    const expected = digest(token);
    app.get(METRICS_PATH, { logLevel: "warn", config: { disableMetrics: true } }, async (request, reply) => {
      if (!bearerMatches(request, expected)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        throw new ApiError("UNAUTHORIZED");
      }
      await readQueues();
      return reply.type(registry.contentType).header("cache-control", "no-store").send(await registry.metrics());
    });
  }

  return {
    conversionAccepted: (kind) => conversions.inc({ kind }),
    calendarReadFailed: (host) => calendarReadFailures.inc({ host }),
    staffSignIn: (method, outcome) => staffSignIns.inc({ method, outcome }),
  };
}
