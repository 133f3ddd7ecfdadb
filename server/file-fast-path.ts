// The build's files (scripts, styles, images, robots.txt...) answered before Fastify sees the
// request. Their answers never depend on anything but the request's path, If-None-Match and
// Accept-Encoding, so each file's status line and headers are laid out once, at start-up, for
// each form it can be sent in; a request costs a map lookup and one write. Through Fastify's
// router, hooks and reply, a 90 KB script went at about half of nginx's rate, against the
// delivery budget of 0.8×. The answers are the same as the routes' of static-site.ts
// (pinned by file-fast-path.test.ts); anything this path does not take (another method, a
// query string, an unknown path) goes on to Fastify.
import { createServer, type IncomingMessage, type ServerOptions as HttpOptions, type ServerResponse } from "node:http";
import type { FastifyServerFactory } from "fastify";
import { answerFor, type Encoding, type SiteFile } from "./static-site.ts";

/** A form of a file as it goes on the wire: its body and its headers, flattened [name, value, ...]. */
interface Form {
  body: Buffer;
  headers: string[];
}

interface Prepared {
  file: SiteFile;
  identity: Form;
  encoded: Record<Encoding, Form | null>;
  notModified: string[];
}

function prepare(file: SiteFile, securityHeaders: Record<string, string>): Prepared {
  const common = Object.entries({ ...securityHeaders, ...file.headers }).flat();
  const form = (body: Buffer | null, encoding: Encoding | null): Form | null =>
    body && { body, headers: [...common, ...(encoding ? ["content-encoding", encoding] : []), "content-length", String(body.length)] };
  return {
    file,
    identity: form(file.body, null)!,
    encoded: { br: form(file.br, "br"), gzip: form(file.gzip, "gzip") },
    notModified: common,
  };
}

/** Answers a GET or HEAD of one of `files` and returns true, or returns false and sends nothing. */
export function fileResponder(files: ReadonlyMap<string, SiteFile>, securityHeaders: Record<string, string>) {
  const table = new Map([...files].map(([path, file]) => [path, prepare(file, securityHeaders)] as const));
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const prepared = table.get(request.url ?? "");
    if (!prepared) return false;
    const { status, encoding } = answerFor(prepared.file, 200, request.headers["if-none-match"], request.headers["accept-encoding"]);
    if (status === 304) {
      response.writeHead(304, prepared.notModified);
      response.end();
      return true;
    }
    const form = (encoding && prepared.encoded[encoding]) || prepared.identity;
    response.writeHead(200, form.headers);
    // Node sends no body for HEAD; the content-length stays, as Fastify's HEAD routes do.
    response.end(form.body);
    return true;
  };
}

/** The options Fastify hands a server factory, with its defaults filled in. */
interface ServerOptions {
  http?: HttpOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify's HTTP server with `respond` in front: what it does not take goes to Fastify. The
 * server gets the timeouts Fastify would have given its own.
 */
export function serverWithFastPath(respond: (request: IncomingMessage, response: ServerResponse) => boolean): FastifyServerFactory {
  return (handler, factoryOptions) => {
    const options = factoryOptions as unknown as ServerOptions;
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!respond(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
