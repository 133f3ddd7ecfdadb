// OpenTelemetry traces (ARCHITECTURE.md 'Operations'), on only when OTEL_EXPORTER_OTLP_ENDPOINT
// is set: then a span per request (@fastify/otel, with its hooks and handler), a child span per
// PostgreSQL query (the pg instrumentation), exported over OTLP/HTTP, and every log line of a
// request carries its trace_id and span_id. Otherwise nothing of it is even loaded. PGlite
// queries run in the process and get no spans of their own.
import type { FastifyInstance, FastifyPluginAsync } from "fastify";

export interface Tracing {
  /** Registered first on the server: instruments the routes registered after it. */
  plugin: FastifyPluginAsync;
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

let active: Tracing | null = null;

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
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, "")}/v1/traces` }) })],
  });
  trace.setGlobalTracerProvider(provider);
  const fastifyOtel = new FastifyOtelInstrumentation();
  registerInstrumentations({ instrumentations: [new PgInstrumentation({ requireParentSpan: true }), fastifyOtel] });

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
