// OpenTelemetry traces (ARCHITECTURE.md 'Operations'), on only when OTEL_EXPORTER_OTLP_ENDPOINT
// is set: then a span per request (@fastify/otel, with its hooks and handler), a child span per
// PostgreSQL query (the pg instrumentation), exported over OTLP/HTTP, and every log line of a
// request carries its trace_id and span_id. Otherwise nothing of it is even loaded. PGlite
// queries run in the process and get no spans of their own.
//
// A collector is another system, often another company's: a span leaves with what the logs
// would keep of it and nothing more (server/logging.ts). Each ended span passes through
// scrubbing() before the exporter: attributes outside KEPT_ATTRIBUTES are dropped, the request's
// path loses its query string (e-mailed links carry tokens there), and an error's message
// (a span's status, an exception event) loses a failed query's values and what PostgreSQL
// quotes; stack traces stay in the log, which has them under the same trace_id.
import type { Attributes } from "@opentelemetry/api";
import type { ReadableSpan, SpanProcessor } from "@opentelemetry/sdk-trace";
import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { pathOf, scrubErrorText } from "../logging.ts";

export interface Tracing {
  /** Registered first on the server: instruments the routes registered after it. */
  plugin: FastifyPluginAsync;
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

let active: Tracing | null = null;

/** What a span may carry to the collector, each attribute as it is, or through its scrubber. */
const KEPT_ATTRIBUTES: Record<string, true | ((value: string) => string)> = {
  // @fastify/otel: the request, its route pattern and its hooks.
  "fastify.root": true,
  "fastify.type": true,
  "hook.name": true,
  "hook.callback.name": true,
  "http.request.method": true,
  "http.route": true,
  "http.response.status_code": true,
  "url.path": pathOf,
  // The pg instrumentation: the statement with its $n placeholders (never its values), the server, the SQLSTATE.
  "db.system.name": true,
  "db.namespace": true,
  "db.query.text": true,
  "db.postgresql.plan": true,
  "db.postgresql.idle.timeout.millis": true,
  "db.postgresql.max.client": true,
  "server.address": true,
  "server.port": true,
  "error.type": true,
  // Exception events.
  "exception.type": true,
  "exception.escaped": true,
  "exception.message": scrubErrorText,
};

function scrubbedAttributes(attributes: Attributes): Attributes {
  const kept: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    const rule = KEPT_ATTRIBUTES[key];
    if (rule === undefined || value === undefined) continue;
    kept[key] = rule === true ? value : rule(String(value));
  }
  return kept;
}

/** A copy of `span` with only what may leave (see the top of this file). */
const scrubbedSpan = (span: ReadableSpan): ReadableSpan => ({
  name: span.name,
  kind: span.kind,
  spanContext: () => span.spanContext(),
  parentSpanContext: span.parentSpanContext,
  startTime: span.startTime,
  endTime: span.endTime,
  duration: span.duration,
  ended: span.ended,
  resource: span.resource,
  instrumentationScope: span.instrumentationScope,
  status: span.status.message === undefined ? span.status : { ...span.status, message: scrubErrorText(span.status.message) },
  attributes: scrubbedAttributes(span.attributes),
  events: span.events.map((event) => ({ ...event, attributes: event.attributes && scrubbedAttributes(event.attributes) })),
  links: span.links.map((link) => ({ ...link, attributes: link.attributes && scrubbedAttributes(link.attributes) })),
  droppedAttributesCount: span.droppedAttributesCount,
  droppedEventsCount: span.droppedEventsCount,
  droppedLinksCount: span.droppedLinksCount,
});

/** Hands `next` (the exporting processor) each span scrubbed, once it has ended. */
const scrubbing = (next: SpanProcessor): SpanProcessor => ({
  onStart: (span, parentContext) => next.onStart(span, parentContext),
  onEnd: (span) => next.onEnd(scrubbedSpan(span)),
  forceFlush: () => next.forceFlush(),
  shutdown: () => next.shutdown(),
});

/** The tracing startTracing started in this process, or null. */
export const activeTracing = () => active;

/**
 * Starts tracing for `endpoint` (OTEL_EXPORTER_OTLP_ENDPOINT; the exporter also reads the other
 * OTEL_* variables). It must run before pg is first loaded, so main.ts calls it before it
 * imports the server.
 */
export async function startTracing(endpoint: string, serviceName: string): Promise<Tracing> {
  const [{ context, trace }, { AsyncLocalStorageContextManager }, { BatchSpanProcessor, TracerProvider }, { resourceFromAttributes }, { OTLPTraceExporter }, { registerInstrumentations }, { PgInstrumentation }, { FastifyOtelInstrumentation }] =
    await Promise.all([
      import("@opentelemetry/api"),
      import("@opentelemetry/context-async-hooks"),
      import("@opentelemetry/sdk-trace"),
      import("@opentelemetry/resources"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/instrumentation"),
      import("@opentelemetry/instrumentation-pg"),
      import("@fastify/otel"),
    ]);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [scrubbing(new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, "")}/v1/traces` }) }))],
  });
  trace.setGlobalTracerProvider(provider);
  const fastifyOtel = new FastifyOtelInstrumentation();
  registerInstrumentations({ instrumentations: [new PgInstrumentation({ requireParentSpan: true, enhancedDatabaseReporting: false }), fastifyOtel] });

  const plugin: FastifyPluginAsync = async (app: FastifyInstance) => {
    await app.register(fastifyOtel.plugin());
    // Every line a request logs names its trace: the request log (server/logging.ts) writes through reply.log.
    app.addHook("onRequest", async (request, reply) => {
      const span = request.opentelemetry().span;
      if (!span) return;
      const { traceId, spanId } = span.spanContext();
      request.log = request.log.child({ trace_id: traceId, span_id: spanId });
      reply.log = request.log;
    });
  };
  // Not encapsulated (what fastify-plugin marks): its hooks apply to the whole server.
  Object.assign(plugin, { [Symbol.for("skip-override")]: true });
  active = { plugin, shutdown: () => provider.shutdown() };
  return active;
}
