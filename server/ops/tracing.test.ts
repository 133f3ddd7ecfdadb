// Traces when OTEL_EXPORTER_OTLP_ENDPOINT is set: the real server process, on PostgreSQL (a
// private cluster), sends its spans to a local OTLP/HTTP receiver; a demo request's span has
// the request's database queries as descendants, and the request's log line carries its trace id.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_REQUEST_PATH, IDEMPOTENCY_HEADER } from "../../contracts/api-paths.ts";
import { EASY_ALTCHA, solvedAltchaToken, validFields } from "../test/demo-request-fixtures.ts";
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from "../test/private-postgres.ts";
import { spanAttribute, startOtlpReceiver, type OtlpReceiver, type OtlpSpan } from "../test/otlp-receiver.ts";
import { freePort } from "../test/smtp-listener.ts";
import { startInstance, type Instance } from "../test/topology.ts";

/** The request span of a demo request: a root span (nothing above it) of the route. */
const isDemoRequest = (span: OtlpSpan) => spanAttribute(span, "http.route") === DEMO_REQUEST_PATH && !span.parentSpanId;

const unavailable = privatePostgresUnavailable();
if (unavailable) console.info(`${unavailable}: the tracing test is skipped.`);

describe.skipIf(unavailable !== null)("traces over OTLP/HTTP", () => {
  let postgres: PrivatePostgres;
  let receiver: OtlpReceiver;
  let instance: Instance;
  const dataDir = mkdtempSync(join(tmpdir(), "tramita-tracing-"));
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    receiver = await startOtlpReceiver();
    instance = await startInstance(await freePort(), {
      ...EASY_ALTCHA,
      DATABASE_URL: postgres.url,
      DATA_DIR: dataDir,
      SERVE_CLIENT: "false",
      LOG_LEVEL: "info",
      OUTBOX_WORKER: "false",
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: "100",
    });
  }, 60_000);
  afterAll(async () => {
    instance?.child.kill("SIGKILL");
    await receiver?.close();
    await postgres?.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("exports a demo request's span with its PostgreSQL queries beneath it, and logs the request with its trace id", async () => {
    const response = await fetch(`${instance.baseUrl}${DEMO_REQUEST_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", [IDEMPOTENCY_HEADER]: randomUUID() },
      body: JSON.stringify({ ...validFields(), captchaToken: await solvedAltchaToken(instance, "demo-request") }),
    });
    expect(response.status).toBe(201);

    for (let i = 0; i < 100 && !receiver.spans.some(isDemoRequest); i++) await sleep(100);
    const root = receiver.spans.find(isDemoRequest);
    expect(root, JSON.stringify(receiver.spans.map((s) => [s.name, s.attributes]))).toBeDefined();
    // Its queries arrive with it or in the next batch.
    await sleep(500);
    const byId = new Map(receiver.spans.map((span) => [span.spanId, span]));
    const descendsFromRoot = (span: OtlpSpan) => {
      for (let parent = span.parentSpanId; parent; parent = byId.get(parent)?.parentSpanId) if (parent === root!.spanId) return true;
      return false;
    };
    const queries = receiver.spans.filter((span) => span.traceId === root!.traceId && descendsFromRoot(span) && span.name.startsWith("pg."));
    expect(queries.map((span) => span.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^pg\.query/)]));
    // The lead's insert is among them.
    expect(queries.some((span) => /insert/i.test(`${span.name} ${spanAttribute(span, "db.statement") ?? spanAttribute(span, "db.query.text") ?? ""}`))).toBe(true);

    const line = instance.output().split("\n").find((text) => text.includes('"request completed"') && text.includes(DEMO_REQUEST_PATH));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ trace_id: root!.traceId });
  });
});
