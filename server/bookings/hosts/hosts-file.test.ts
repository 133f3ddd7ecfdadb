// The hosts file (BOOKING_HOSTS_FILE) is checked at start-up: a missing field or a repeated id
// stops the start with one line naming it, in English and Portuguese.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { ConfigError } from "../../config-error.ts";
import { loadConfig } from "../../config.ts";
import { writeHostsFile } from "../../test/calendar-fixtures.ts";
import { parseHostsFile } from "./hosts-file.ts";

const ana = { id: "ana", name: "Ana Souza", email: "ana@tramita.test", busy: [{ ics: "https://calendar.google.com/calendar/ical/ana/private-abc/basic.ics" }] };
const failureOf = (hosts: unknown) => {
  try {
    parseHostsFile(JSON.stringify(hosts));
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("accepted");
};

describe("the hosts file", () => {
  it("reads hosts with ICS feeds, CalDAV calendars, a meeting link and their hours", () => {
    const [first, second] = parseHostsFile(
      JSON.stringify({
        hosts: [
          { ...ana, meetingUrl: "https://meet.google.com/abc-defg-hij", hours: { weekdays: "09:00-17:30", saturday: null } },
          { id: "bruno", name: "Bruno Reis", email: "bruno@tramita.test", busy: [{ caldav: { url: "https://dav.exemplo.test/bruno/agenda/", username: "bruno", password: "s3nha" } }] },
        ],
      }),
    );
    expect(first).toMatchObject({ id: "ana", meetingUrl: "https://meet.google.com/abc-defg-hij", hours: { weekdays: { from: 540, to: 1050 }, saturday: null } });
    expect(second!.busy).toEqual([{ caldav: { url: "https://dav.exemplo.test/bruno/agenda/", username: "bruno", password: "s3nha" } }]);
  });

  it("a missing field stops the start with one line naming it", () => {
    const message = failureOf({ hosts: [ana, { id: "bruno", name: "Bruno Reis", busy: [] }] });
    expect(message).toBe("Invalid configuration: BOOKING_HOSTS_FILE: hosts[1].email: missing / campo obrigatório ausente");
    expect(failureOf({ hosts: [{ ...ana, busy: [{ caldav: { url: "https://dav.exemplo.test/", username: "ana" } }] }] })).toMatch(/^Invalid configuration: BOOKING_HOSTS_FILE: hosts\[0\]\.busy\[0\]/);
  });

  it("a repeated id stops the start with one line naming it", () => {
    expect(failureOf({ hosts: [ana, { ...ana, email: "outra@tramita.test" }] })).toBe('Invalid configuration: BOOKING_HOSTS_FILE: hosts[1].id: "ana" is used twice / id repetido');
  });

  it("`node server/main.ts` with a missing field or a repeated id in the file exits at once with one line naming it", { timeout: 60_000 }, () => {
    const cases: [unknown[], string][] = [
      [[ana, { id: "bruno", name: "Bruno Reis", busy: [] }], "hosts[1].email: missing / campo obrigatório ausente"],
      [[ana, { ...ana, email: "outra@tramita.test" }], 'hosts[1].id: "ana" is used twice / id repetido'],
    ];
    const dataDir = mkdtempSync(join(tmpdir(), "tramita-hosts-start-"));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    for (const [hosts, named] of cases) {
      const env = { PATH: process.env.PATH, DATA_DIR: dataDir, BOOKING_HOSTS_FILE: writeHostsFile(hosts), SERVE_CLIENT: "false", OUTBOX_WORKER: "false", HOST: "127.0.0.1", PORT: "0" };
      const run = spawnSync(process.execPath, ["server/main.ts"], { cwd: join(import.meta.dirname, "../../.."), env, encoding: "utf8", timeout: 30_000 });
      expect(run.status).toBe(1);
      expect(run.stderr.trimEnd().split("\n")).toEqual([`Tramita did not start. Invalid configuration: BOOKING_HOSTS_FILE: ${named}`]);
    }
  });

  it("refuses hours outside a day's order, unknown fields, and a file that is not JSON", () => {
    expect(failureOf({ hosts: [{ ...ana, hours: { weekdays: "18:00-09:00" } }] })).toMatch(/hosts\[0\]\.hours\.weekdays: the end must come after the start/);
    expect(failureOf({ hosts: [{ ...ana, phone: "123" }] })).toMatch(/hosts\[0\]/);
    expect(() => parseHostsFile("{hosts: [")).toThrow(/BOOKING_HOSTS_FILE: not valid JSON/);
  });

  it("in production, a feed must be https (its address is a secret), checked when the server starts", () => {
    const path = writeHostsFile([{ ...ana, busy: [{ ics: "http://agenda.exemplo.test/ana.ics" }] }]);
    const env = { BOOKING_HOSTS_FILE: path, NODE_ENV: "production", PUBLIC_SITE_URL: "https://tramita.com.br" };
    expect(() => loadConfig(env)).toThrow(/^Invalid configuration: BOOKING_HOSTS_FILE: hosts\[0\]\.busy\[0\]: must be an https:\/\/ URL/);
    expect(() => loadConfig({ BOOKING_HOSTS_FILE: "/nao/existe.json" })).toThrow(/BOOKING_HOSTS_FILE: cannot read \/nao\/existe\.json/);
    expect(loadConfig({ BOOKING_HOSTS_FILE: path }).bookingHosts?.hosts.map((h) => h.id)).toEqual(["ana"]);
    expect(loadConfig({}).bookingHosts).toBeNull();
  });
});
