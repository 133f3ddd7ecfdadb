// The registry is complete: a table with a column that looks personal is declared in it (or
// named below as holding nothing personal, with the reason); every kind of personal data has
// its group on the data-rights page (LGPD art. 18, II: what the site holds is shown); and
// every personal column of a registered table ties it to a person, is shown by a field of
// that page (view.ts), or is named as not shown with the reason.
import { getTableName, is, type AnyColumn } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { HEADER_KINDS, VIEW_GROUPS, type ViewGroup } from "../../contracts/data-rights-view.ts";
import { PERSONAL_DATA } from "../../contracts/personal-data.ts";
import * as schema from "../db/schema.ts";
import { REGISTRY } from "./registry.ts";
import { NOT_SHOWN, VIEW_SOURCES, type Source } from "./view.ts";

/** Column names that hold, or may hold, something about a person. */
const PERSONAL_COLUMN = /email|name|phone|company|cnpj|ip_hash|notes|details|responsible|user_agent|reason|answers|address|subject|body|payload|attachments|consent_id|password|time_zone/;

/** Tables with a column matching PERSONAL_COLUMN that hold nothing about a person, and why. */
const NOT_PERSONAL: Record<string, string> = {
  host_calendar_writes:
    "the queue of writes into demo hosts' CalDAV calendars: a `body` is a booking's event only until it is written (then emptied), and an erasure empties the person's and queues their events' removal (server/bookings/hosts/calendar-writes.ts)",
  app_secrets: "`name` names a server secret (e.g. the ALTCHA key), not a person",
  staff_sign_ins: "a staff member's own work address from STAFF_EMAILS, for a /painel sign-in link, never a visitor's; deleted once the link expires (server/staff/access.ts purgeStaffAccess, hourly)",
  staff_sessions: "a staff member's own work address from STAFF_EMAILS, for their /painel session, never a visitor's; deleted once the 12-hour session ends (server/staff/access.ts purgeStaffAccess, hourly)",
  staff_passkeys: "a staff member's own work address from STAFF_EMAILS, for the passkey they registered to sign in to /painel, never a visitor's; deleted when they remove it there, or once the address leaves STAFF_EMAILS (server/staff/access.ts purgeStaffAccess, hourly)",
  idempotency_keys: "a technical record the privacy policy lists on its own, kept 24 hours: the answer a retried form replays (a quote's with its PDF, `response_content`) and the keyed hash of whom it is about; an erasure deletes the person's by `subject_hash` (server/http/idempotency.ts)",
};

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));
const personalColumns = (table: PgTable) => getTableConfig(table).columns.filter((c) => PERSONAL_COLUMN.test(c.name));
const named = (column: AnyColumn) => `${getTableName(column.table)}.${column.name}`;

const sources = Object.entries(VIEW_SOURCES) as [string, Source<unknown>][];
/** Every column a field of the data-rights view shows. */
const shown = new Set<AnyColumn>(sources.flatMap(([, source]) => source.shows));
const groups = Object.entries(VIEW_GROUPS) as [string, ViewGroup<unknown>][];

describe("personal data is declared once: the registry (server/privacy/registry.ts)", () => {
  it("every table with a personal column is registered, or named as holding nothing personal with the reason", () => {
    const registered = new Set(REGISTRY.map((entry) => entry.table));
    const unregistered: string[] = tables.filter((table) => personalColumns(table).length > 0 && !registered.has(table)).map(getTableName);
    expect(unregistered.filter((name) => !(name in NOT_PERSONAL))).toEqual([]);
    // An exemption for a table that is registered, gone or no longer personal-looking is stale.
    expect(Object.keys(NOT_PERSONAL).filter((name) => !unregistered.includes(name))).toEqual([]);
  });

  it("every personal column of a registered table is shown on the data-rights page, ties its row to a person, or is named as not shown with the reason", () => {
    const notShown = new Set(NOT_SHOWN.map(([column]) => column));
    const undeclared = REGISTRY.flatMap((entry) =>
      personalColumns(entry.table)
        .filter((column) => column !== entry.tiedBy.column && !shown.has(column) && !notShown.has(column))
        .map(named),
    );
    expect(undeclared).toEqual([]);
    // A reason for a column the page shows after all is stale; every reason says something.
    expect(NOT_SHOWN.filter(([column, why]) => shown.has(column) || why.length < 20).map(([column]) => named(column))).toEqual([]);
  });

  it("every kind of personal data, and every registered table's kind, has its group on the data-rights page", () => {
    const viewed = new Set([...groups.flatMap(([, group]) => group.kinds), ...HEADER_KINDS]);
    const kinds = new Set([...Object.keys(PERSONAL_DATA), ...REGISTRY.map((entry) => entry.kind)]);
    expect([...kinds].filter((kind) => !viewed.has(kind as keyof typeof PERSONAL_DATA))).toEqual([]);
  });

  it("each part of the view reads tables of the kinds its group shows, field for field as the page declares them", () => {
    for (const [part, group] of groups) {
      const source = VIEW_SOURCES[part as keyof typeof VIEW_SOURCES] as Source<unknown>;
      expect(source.from.filter((entry) => !group.kinds.includes(entry.kind)).map((entry) => getTableName(entry.table)), part).toEqual([]);
      expect(source.fields?.toSorted() ?? [], part).toEqual(Object.keys(group.fields ?? {}).toSorted());
    }
    const header = sources.filter(([part]) => !(part in VIEW_GROUPS));
    expect(header.map(([part]) => part)).toEqual(["previousErasureAt"]);
    expect(header.flatMap(([, source]) => source.from.map((entry) => entry.kind)).filter((kind) => !HEADER_KINDS.includes(kind))).toEqual([]);
  });

  it("every registered table is removed by a rule: it expires, goes with its account, or is kept or erased by a named rule", () => {
    const orphans = REGISTRY.filter((entry) => !entry.expires && entry.tiedBy.by !== "account" && entry.onErasure === "deleted").map((entry) => getTableName(entry.table));
    expect(orphans).toEqual([]);
  });
});
