// `npm run events:schemas`: writes the JSON Schema of every outbound event's body
// (contracts/events.ts, by zod's own toJSONSchema) to docs/events/<type>.json, for the
// systems that receive them. scripts/event-schemas.test.ts fails when the committed files
// differ from what this writes.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { toJSONSchema } from "zod";
import { EVENT_DATA_SCHEMAS, EVENT_TYPES, eventBodySchema } from "../contracts/events.ts";

export const EVENTS_DOCS_DIR = resolve(import.meta.dirname, "..", "docs", "events");

/** File name -> contents, one per event type. */
export function eventSchemaFiles(): Map<string, string> {
  return new Map(
    EVENT_TYPES.map((type) => {
      const schema = {
        ...toJSONSchema(eventBodySchema(type), { target: "draft-2020-12", io: "output" }),
        $id: `https://tramita.com.br/docs/events/${type}.json`,
        title: type,
        description: `${EVENT_DATA_SCHEMAS[type].description}. Delivered as a signed webhook (Standard Webhooks): see README.md.`,
      };
      return [`${type}.json`, `${JSON.stringify(schema, null, 2)}\n`];
    }),
  );
}

if (import.meta.main) {
  mkdirSync(EVENTS_DOCS_DIR, { recursive: true });
  const files = eventSchemaFiles();
  for (const name of readdirSync(EVENTS_DOCS_DIR)) {
    if (name.endsWith(".json") && !files.has(name)) rmSync(join(EVENTS_DOCS_DIR, name));
  }
  for (const [name, text] of files) writeFileSync(join(EVENTS_DOCS_DIR, name), text);
  console.log(`Wrote ${files.size} event schemas to ${EVENTS_DOCS_DIR}`);
}
