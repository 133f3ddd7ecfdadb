// Every event about a person names them in its `email` field, which is what the data-rights
// erasure matches (webhook_deliveries.subject_email); the only other addresses an event may
// carry are the colleagues an onboarding lists, which the erasure removes from the list. A new
// event type with an address elsewhere fails here until the erasure knows it.
import { toJSONSchema } from "zod";
import { describe, expect, it } from "vitest";
import { EVENT_DATA_SCHEMAS, EVENT_TYPES } from "../../contracts/events.ts";
import { eventSubject } from "./queue.ts";

/** Where a JSON schema holds e-mail addresses: the property paths whose format (or items' format) is "email". */
function emailPaths(schema: Record<string, unknown>, path = ""): string[] {
  const own = schema.format === "email" ? [path] : [];
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const items = schema.items as Record<string, unknown> | undefined;
  const variants = [...((schema.anyOf ?? []) as Record<string, unknown>[]), ...((schema.oneOf ?? []) as Record<string, unknown>[])];
  return [
    ...own,
    ...Object.entries(properties).flatMap(([key, child]) => emailPaths(child, path ? `${path}.${key}` : key)),
    ...(items ? emailPaths(items, `${path}[]`) : []),
    ...variants.flatMap((variant) => emailPaths(variant, path)),
  ];
}

describe("security review: events record whom they are about", () => {
  it("every event type names its person in `email` only (colleagues invited are the one known exception)", () => {
    for (const type of EVENT_TYPES) {
      const paths = emailPaths(toJSONSchema(EVENT_DATA_SCHEMAS[type], { io: "input" }) as Record<string, unknown>);
      const expected = type === "data_subject.erased" ? [] : type === "onboarding.completed" ? ["email", "invitations[]"] : ["email"];
      expect(paths.toSorted(), type).toEqual(expected);
    }
  });

  it("the subject is the data's e-mail, trimmed and lower-cased; an event naming nobody has none", () => {
    expect(eventSubject({ email: " Ana.Souza@Exemplo.com.BR " })).toBe("ana.souza@exemplo.com.br");
    expect(eventSubject({ email_sha256: "0".repeat(64) })).toBeNull();
  });
});
