// The registry is complete: a table with a column that looks personal is declared in it (or
// named below as holding nothing personal, with the reason), every such column is one of its
// declared fields or the column tying it to a person, and every label the privacy texts give
// names a column that exists.
import { getTableName, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { PERSONAL_DATA, type PersonalDataKind } from "../../contracts/personal-data.ts";
import * as schema from "../db/schema.ts";
import { REGISTRY } from "./registry.ts";

/** Column names that hold, or may hold, something about a person. */
const PERSONAL_COLUMN = /email|name|phone|company|cnpj|ip_hash|notes|details|responsible|user_agent|reason|answers|address|subject|body|payload|attachments|consent_id|password|time_zone/;

/** Tables with a column matching PERSONAL_COLUMN that hold nothing about a person, and why. */
const NOT_PERSONAL: Record<string, string> = {
  app_secrets: "`name` names a server secret (e.g. the ALTCHA key), not a person",
  idempotency_keys: "a technical record the privacy policy lists on its own, kept 24 hours: the answer a retried form replays (a quote's with its PDF, `response_content`) and the keyed hash of whom it is about; an erasure deletes the person's by `subject_hash` (server/http/idempotency.ts)",
};

const tables: PgTable[] = Object.values(schema).filter((value) => is(value, PgTable));
const personalColumns = (table: PgTable) => getTableConfig(table).columns.filter((c) => PERSONAL_COLUMN.test(c.name));

describe("personal data is declared once: the registry (server/privacy/registry.ts)", () => {
  it("every table with a personal column is registered, or named as holding nothing personal with the reason", () => {
    const registered = new Set(REGISTRY.map((entry) => entry.table));
    const unregistered: string[] = tables.filter((table) => personalColumns(table).length > 0 && !registered.has(table)).map(getTableName);
    expect(unregistered.filter((name) => !(name in NOT_PERSONAL))).toEqual([]);
    // An exemption for a table that is registered, gone or no longer personal-looking is stale.
    expect(Object.keys(NOT_PERSONAL).filter((name) => !unregistered.includes(name))).toEqual([]);
  });

  it("every personal column of a registered table is one of its declared fields, or ties it to a person", () => {
    const undeclared = REGISTRY.flatMap((entry) => {
      const declared = new Set<unknown>([entry.tiedBy.column, ...Object.values(entry.fields)]);
      return personalColumns(entry.table)
        .filter((column) => !declared.has(column))
        .map((column) => `${getTableName(entry.table)}.${column.name}`);
    });
    expect(undeclared).toEqual([]);
  });

  it("every field the privacy texts label is a column of a table of its kind, and every kind has a table", () => {
    const kinds = Object.entries<PersonalDataKind>(PERSONAL_DATA);
    const unbacked = kinds.flatMap(([kind, { fields }]) => {
      const entries = REGISTRY.filter((entry) => entry.kind === kind);
      return Object.keys(fields)
        .filter((field) => !entries.some((entry) => field in entry.fields))
        .map((field) => `${kind}.${field}`);
    });
    expect(unbacked).toEqual([]);
    expect(kinds.map(([kind]) => kind).filter((kind) => !REGISTRY.some((entry) => entry.kind === kind))).toEqual([]);
  });

  it("every registered table is removed by a rule: it expires, goes with its account, or is kept or erased by a named rule", () => {
    const orphans = REGISTRY.filter((entry) => !entry.expires && entry.tiedBy.by !== "account" && entry.onErasure === "deleted").map((entry) => getTableName(entry.table));
    expect(orphans).toEqual([]);
  });
});
