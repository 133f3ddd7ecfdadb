// An OTLP/HTTP (JSON) trace collector on loopback, as an operator's OTEL_EXPORTER_OTLP_ENDPOINT
// would point at: every span it was sent, and every body as it arrived (to search it whole).
import { createServer, type Server } from "node:http";
import { gunzipSync } from "node:zlib";
import { freePort } from "./smtp-listener.ts";

export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: { key: string; value: { stringValue?: string; intValue?: string } }[];
  events?: { name: string; attributes?: OtlpSpan["attributes"] }[];
  status?: { code?: number; message?: string };
}

export interface OtlpReceiver {
  url: string;
  spans: OtlpSpan[];
  /** The decoded bodies of every export, in order. */
  bodies: string[];
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: OtlpSpan[] = [];
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks);
      const text = (request.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
      const body = JSON.parse(text) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
      if (request.url === "/v1/traces") {
        bodies.push(text);
        for (const resource of body.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, spans, bodies, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A span's string attribute. */
export const spanAttribute = (span: OtlpSpan, key: string) => span.attributes?.find((a) => a.key === key)?.value.stringValue;
