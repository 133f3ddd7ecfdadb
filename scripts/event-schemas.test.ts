// The committed docs/events/*.json are exactly what `npm run events:schemas` writes from
// contracts/events.ts: a schema change without regenerating them fails here.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EVENT_TYPES } from "../contracts/events.ts";
import { EVENTS_DOCS_DIR, eventSchemaFiles } from "./event-schemas.ts";

describe("docs/events", () => {
  const expected = eventSchemaFiles();

  it("has one JSON Schema per event type, and no other", () => {
    const committed = readdirSync(EVENTS_DOCS_DIR).filter((name) => name.endsWith(".json")).toSorted();
    expect(committed).toEqual(EVENT_TYPES.map((type) => `${type}.json`).toSorted());
  });

  it.each([...expected.keys()])("%s matches the zod schema (run `npm run events:schemas` after changing contracts/events.ts)", (name) => {
    expect(readFileSync(join(EVENTS_DOCS_DIR, name), "utf8")).toBe(expected.get(name));
  });
});
