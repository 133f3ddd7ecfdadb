// What tests of demo hosts need: ICS feeds served on loopback (with the ways a feed goes
// wrong: not ICS, too large, a redirect, no answer), Debian's Radicale as a real CalDAV
// server started and stopped by the test, and a hosts file written to disk.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./smtp-listener.ts";

/** How a feed answers: an iCalendar text, or one of the failures the issue lists. */
export type FeedAnswer = string | { kind: "html" } | { kind: "huge"; megabytes: number } | { kind: "redirect" } | { kind: "hang" };

export interface FeedServer {
  url(path: string): string;
  /** Sets what `path` answers from now on. */
  serve(path: string, answer: FeedAnswer): void;
  /** How many times `path` was asked for. */
  hits(path: string): number;
  close(): Promise<void>;
}

/** An HTTP server on loopback answering each path as told. */
export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const asked = new Map<string, number>();
  const hanging = new Set<import("node:http").ServerResponse>();
  const server: Server = createServer((request, response) => {
    asked.set(request.url ?? "", (asked.get(request.url ?? "") ?? 0) + 1);
    // One connection per request: a feed abandoned mid-answer must not leave a pooled socket behind.
    response.shouldKeepAlive = false;
    const answer = answers.get(request.url ?? "");
    if (answer === undefined) return void response.writeHead(404).end();
    if (typeof answer === "string") return void response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(answer);
    if (answer.kind === "html") return void response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Entrar</title><p>Faça login para ver esta agenda.</p>");
    if (answer.kind === "redirect") return void response.writeHead(302, { location: "https://login.exemplo.test/?next=agenda" }).end();
    if (answer.kind === "hang") return void hanging.add(response);
    // A feed of many megabytes, sent until the reader gives up or it ends.
    response.writeHead(200, { "content-type": "text/calendar" });
    const chunk = Buffer.alloc(1024 * 1024, "X");
    let sent = 0;
    const pump = () => {
      while (sent < answer.megabytes) {
        sent++;
        if (!response.write(chunk)) return void response.once("drain", pump);
      }
      response.end();
    };
    response.on("error", () => undefined);
    pump();
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, answer) => void answers.set(path, answer),
    hits: (path) => asked.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** 'YYYYMMDDTHHMMSSZ' of an ISO instant. */
const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** An iCalendar text of these busy spans (UTC instants), one event each. */
export function icsOf(spans: readonly (readonly [string, string])[], { uidPrefix = "busy" } = {}): string {
  const events = spans.flatMap(([start, end], i) => ["BEGIN:VEVENT", `UID:${uidPrefix}-${i}@exemplo.test`, "DTSTAMP:20261101T000000Z", `DTSTART:${stamp(start)}`, `DTEND:${stamp(end)}`, "SUMMARY:Reunião", "END:VEVENT"]);
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Tramita tests//PT", ...events, "END:VCALENDAR", ""].join("\r\n");
}

/** Writes a hosts file (BOOKING_HOSTS_FILE) and answers its path. */
export function writeHostsFile(hosts: unknown[]): string {
  const dir = mkdtempSync(join(tmpdir(), "tramita-hosts-"));
  const path = join(dir, "hosts.json");
  writeFileSync(path, JSON.stringify({ hosts }, null, 2));
  return path;
}

export interface Radicale {
  /** The URL of `user`'s calendar `name` (created with createCalendar). */
  calendarUrl(user: string, name: string): string;
  createCalendar(user: string, name: string): Promise<void>;
  /** Puts an event (iCalendar text) into a calendar as `file`. */
  putEvent(user: string, name: string, file: string, ics: string): Promise<void>;
  /** The event at `file`, or null when there is none. */
  getEvent(user: string, name: string, file: string): Promise<string | null>;
  stop(): Promise<void>;
}

/** The password the hosts file gives for a Radicale user (any is accepted: auth type none). */
export const RADICALE_PASSWORD = "senha-de-teste";
const basic = (user: string) => `Basic ${Buffer.from(`${user}:${RADICALE_PASSWORD}`).toString("base64")}`;

/** A request to Radicale as `user`. */
async function call(method: string, url: string, user: string, body?: string) {
  const response = await fetch(url, { method, headers: { authorization: basic(user), ...(body ? { "content-type": "text/calendar; charset=utf-8" } : {}) }, body });
  return { status: response.status, text: await response.text() };
}

/** Starts Debian's Radicale (installed on demand) on a free loopback port with its own storage. */
export async function startRadicale(): Promise<Radicale> {
  execFileSync("bash", [join(import.meta.dirname, "..", "..", "scripts", "ensure-debian-package.sh"), "radicale", "radicale"], { stdio: ["ignore", "ignore", "inherit"] });
  const dir = mkdtempSync(join(tmpdir(), "tramita-radicale-"));
  const port = await freePort();
  const child: ChildProcess = spawn(
    "radicale",
    ["--config", "", "--server-hosts", `127.0.0.1:${port}`, "--storage-filesystem-folder", join(dir, "collections"), "--auth-type", "none", "--logging-level", "warning"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr!.on("data", (data) => (stderr += String(data)));
  const origin = `http://127.0.0.1:${port}`;
  // Ready when it answers.
  for (let i = 0; ; i++) {
    try {
      await fetch(`${origin}/.web/`);
      break;
    } catch {
      if (i > 100 || child.exitCode !== null) throw new Error(`radicale did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const calendarUrl = (user: string, name: string) => `${origin}/${user}/${name}/`;
  return {
    calendarUrl,
    async createCalendar(user, name) {
      const { status, text } = await call("MKCALENDAR", calendarUrl(user, name), user);
      if (status !== 201) throw new Error(`MKCALENDAR ${status}: ${text}`);
    },
    async putEvent(user, name, file, ics) {
      const { status, text } = await call("PUT", `${calendarUrl(user, name)}${file}`, user, ics);
      if (status !== 201 && status !== 204) throw new Error(`PUT ${status}: ${text}`);
    },
    async getEvent(user, name, file) {
      const { status, text } = await call("GET", `${calendarUrl(user, name)}${file}`, user);
      return status === 200 ? text : null;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
