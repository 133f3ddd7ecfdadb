// A real HTTP server on loopback for the tests of one file or describe block, shared by app
// and server tests (so it imports neither): the code under test sends real requests over a
// real socket instead of talking to a fetch mock.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, vi } from "vitest";

/** Answers one request; `body` is the whole request body as text. */
type LoopbackHandler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

/**
 * Serves `handle` on 127.0.0.1, on a free port, from before the tests of the calling file (or
 * describe block) until after them. `origin` (http://127.0.0.1:PORT) is set once it listens:
 * read it inside hooks and tests.
 */
export function serveOnLoopback(handle: LoopbackHandler): { readonly origin: string } {
  const site = { origin: "" };
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => handle(request, body, response));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        // A test may leave a request unanswered (a slow answer it stopped waiting for).
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return site;
}

/** Answers `value` as JSON with `status`. */
export function sendJson(response: ServerResponse, status: number, value: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
}

const realFetch = globalThis.fetch;

/**
 * Sends what the code under test fetches to `origin`: the pages' relative API paths
 * ('/api/...') become real requests to the loopback server. Mocks are restored after each test.
 */
export function fetchFrom(origin: string) {
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => realFetch(new URL(String(input), origin), init));
}
