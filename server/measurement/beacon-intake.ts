// POST /api/beacon (contracts/measurement.ts), judged in one place and answered through two
// doors: on a listening server, before Fastify (beaconResponder, put in front by
// server/file-fast-path.ts's factory, as the build's files are), and through the Fastify route
// (routes.ts) for what that door does not take (app.inject, a query string). Through Fastify's
// router, hooks, type provider and reply a beacon cost about as much as a form's request, and
// a page load sends one or two; this path reads at most BEACON_MAX_BYTES, parses, validates,
// drops bots by the user agent (read here, never kept; none at all counts as a bot) and adds
// to the counters in memory. It never touches the database. The answer is 204 for a beacon
// counted or a bot's; a bad one gets the API's error body (4xx, pt-BR), never a 5xx.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { BEACON_MAX_BYTES, BEACON_PATH } from "../../contracts/measurement.ts";
import type { ApiErrorBody } from "../../contracts/api-errors.ts";
import { ApiError } from "../http/api-error.ts";
import { fieldMessages } from "../http/pipeline.ts";
import { beaconBodySchema } from "./beacon-body.ts";
import type { MeasurementCounters } from "./counters.ts";

export const BEACON_OUTCOMES = ["counted", "bot", "refused"] as const;
export type BeaconOutcome = (typeof BEACON_OUTCOMES)[number];

export interface BeaconAnswer {
  status: number;
  /** null: 204, no body. */
  body: ApiErrorBody | null;
}

export interface BeaconIntake {
  /** Judges one beacon's raw body and, when it is a browser's valid one, counts it. */
  take(raw: string, contentType: string | undefined, userAgent: string | undefined): BeaconAnswer;
  /** The answer to a body longer than BEACON_MAX_BYTES, refused before it is read whole. */
  tooLarge(): BeaconAnswer;
  /** Beacons answered since start, by outcome (exported as tramita_beacons_total). */
  outcomes(): Readonly<Record<BeaconOutcome, number>>;
}

const INVALID_BODY = "Envie a medição como um objeto JSON.";
const VALIDATION = "Medição inválida.";
const NO_CONTENT: BeaconAnswer = { status: 204, body: null };
const refusal = (error: ApiError): BeaconAnswer => ({ status: error.status, body: error.body });
const TOO_LARGE = refusal(new ApiError("PAYLOAD_TOO_LARGE"));
const NOT_JSON_TYPE = refusal(new ApiError("UNSUPPORTED_MEDIA_TYPE"));
const NOT_AN_OBJECT = refusal(new ApiError("INVALID_BODY", { message: INVALID_BODY }));
const FIXED_REFUSALS = new Set([TOO_LARGE, NOT_JSON_TYPE, NOT_AN_OBJECT]);

/** application/json, with or without parameters (sendBeacon's Blob sends it bare). */
const isJsonType = (contentType: string | undefined) => contentType !== undefined && /^application\/json\s*(;|$)/i.test(contentType);

/** User agents judged by isbot, kept so a browser's repeated agent costs a lookup, not its long expression; cleared when full. */
const MAX_KNOWN_AGENTS = 2000;

export function beaconIntake({ counters, now = () => new Date() }: { counters: MeasurementCounters; now?: () => Date }): BeaconIntake {
  const agents = new Map<string, boolean>();
  const isBot = (userAgent: string) => {
    let bot = agents.get(userAgent);
    if (bot === undefined) {
      if (agents.size >= MAX_KNOWN_AGENTS) agents.clear();
      bot = isbot(userAgent);
      agents.set(userAgent, bot);
    }
    return bot;
  };
  const tally: Record<BeaconOutcome, number> = { counted: 0, bot: 0, refused: 0 };
  const judge = (raw: string, contentType: string | undefined, userAgent: string | undefined): BeaconAnswer => {
    if (Buffer.byteLength(raw) > BEACON_MAX_BYTES) return TOO_LARGE;
    if (!isJsonType(contentType)) return NOT_JSON_TYPE;
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return NOT_AN_OBJECT;
    }
    if (body === null || typeof body !== "object" || Array.isArray(body)) return NOT_AN_OBJECT;
    const parsed = beaconBodySchema.safeParse(body);
    if (!parsed.success) return refusal(new ApiError("VALIDATION_ERROR", { message: VALIDATION, fields: fieldMessages(parsed.error.issues) }));
    // A request without a user agent is no browser's.
    if (!userAgent || isBot(userAgent)) {
      tally.bot += 1;
      return NO_CONTENT;
    }
    counters.add(parsed.data, now());
    tally.counted += 1;
    return NO_CONTENT;
  };
  return {
    take(raw, contentType, userAgent) {
      const answer = judge(raw, contentType, userAgent);
      if (answer.status !== 204) tally.refused += 1;
      return answer;
    },
    tooLarge() {
      tally.refused += 1;
      return TOO_LARGE;
    },
    outcomes: () => tally,
  };
}

/**
 * Answers a POST to exactly BEACON_PATH and returns true, or returns false and reads nothing
 * (another path or method, a query string: Fastify's). Every answer carries `securityHeaders`,
 * as Fastify's do.
 */
export function beaconResponder(intake: BeaconIntake, securityHeaders: Record<string, string>) {
  const common = Object.entries(securityHeaders).flat();
  const bodies = new Map<BeaconAnswer, Buffer>();
  const send = (response: ServerResponse, answer: BeaconAnswer, close = false) => {
    const extra = close ? ["connection", "close"] : [];
    if (!answer.body) {
      response.writeHead(204, common);
      response.end();
      return;
    }
    // The fixed refusals are serialised once; a validation error's fields vary.
    let body = bodies.get(answer);
    if (!body) {
      body = Buffer.from(JSON.stringify(answer.body));
      if (FIXED_REFUSALS.has(answer)) bodies.set(answer, body);
    }
    response.writeHead(answer.status, [...common, ...extra, "content-type", "application/json; charset=utf-8", "content-length", String(body.length)]);
    response.end(body);
  };
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== "POST" || request.url !== BEACON_PATH) return false;
    // The rest of the body is not read: the connection closes after the answer.
    const tooLarge = () => send(response, intake.tooLarge(), true);
    if (Number(request.headers["content-length"] ?? 0) > BEACON_MAX_BYTES) {
      tooLarge();
      return true;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let answered = false;
    request.on("data", (chunk: Buffer) => {
      if (answered) return;
      size += chunk.length;
      if (size > BEACON_MAX_BYTES) {
        answered = true;
        tooLarge();
      } else chunks.push(chunk);
    });
    request.on("end", () => {
      if (answered) return;
      answered = true;
      send(response, intake.take(Buffer.concat(chunks, size).toString("utf8"), request.headers["content-type"], request.headers["user-agent"]));
    });
    request.on("error", () => {
      answered = true;
      response.destroy();
    });
    return true;
  };
}
