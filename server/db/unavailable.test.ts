// Which errors mean "the database cannot be reached right now" (answered 503 and retried)
// and which stay bugs (a logged 500). The connection failures are produced for real, by pg
// talking to loopback sockets that refuse, hang up or never answer.
import { createServer, type Server, type Socket } from "node:net";
import { DrizzleQueryError } from "drizzle-orm";
import { DatabaseError, Pool } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { ApiError } from "../http/api-error.ts";
import { freePort } from "../test/smtp-listener.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

function databaseError(code: string, message = "server error") {
  return Object.assign(new DatabaseError(message, message.length, "error"), { code, severity: "FATAL" });
}

const servers: Server[] = [];
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A loopback TCP server that does `onConnection` with each client; resolves with its port. */
async function tcpServer(onConnection: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.push(socket);
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as { port: number }).port;
}

/** What pg's pool rejects with when it connects to `port`. */
async function connectionError(port: number): Promise<unknown> {
  const pool = new Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, connectionTimeoutMillis: 200 });
  pool.on("error", () => {});
  try {
    await pool.query("select 1");
    throw new Error("the query should have failed");
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

describe("security review: a PostgreSQL restart kills the server (which errors mean the database is away)", () => {
  it.each([
    ["57P01 admin_shutdown (pg_ctl stop -m fast)", "57P01"],
    ["57P02 crash_shutdown", "57P02"],
    ["57P03 cannot_connect_now (starting up or shutting down)", "57P03"],
    ["08006 connection_failure (class 08)", "08006"],
    ["08001 sqlclient_unable_to_establish_sqlconnection (class 08)", "08001"],
    ["53300 too_many_connections", "53300"],
  ])("PostgreSQL's %s", (_name, code) => {
    expect(isDatabaseUnavailable(databaseError(code))).toBe(true);
  });

  it("the same error wrapped by Drizzle in a DrizzleQueryError", () => {
    const wrapped = new DrizzleQueryError("insert into leads ...", [], databaseError("57P01", "terminating connection due to administrator command"));
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("a refused connection (nothing listens on the port: ECONNREFUSED)", async () => {
    const error = await connectionError(await freePort());
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("a server that hangs up at once (Connection terminated unexpectedly)", async () => {
    const error = await connectionError(await tcpServer((socket) => socket.destroy()));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("a server that never answers (the pool's connection timeout)", async () => {
    const error = await connectionError(await tcpServer(() => {}));
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation (23505)", databaseError("23505")],
    ["a missing table (42P01)", databaseError("42P01")],
    ["a cancelled statement (57014)", databaseError("57014")],
    ["a wrapped syntax error", new DrizzleQueryError("selec 1", [], databaseError("42601"))],
    ["a plain bug whose message talks about connections", new Error("connection to db at 10.0.0.7 refused")],
    ["a TypeError", new TypeError("Cannot read properties of undefined")],
    ["an ApiError", new ApiError("RATE_LIMITED")],
    ["a thrown string", "ECONNREFUSED"],
    ["undefined", undefined],
  ])("but not %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
