// For the tests that hold every request to contracts/text.ts's rule: the request schemas of
// contracts/, found by walking its modules, and the string fields of a schema, found by
// walking its shape. A field added to any schema is walked without anyone listing it.
import { ZodType } from "zod";
import { cleanedAttributionText } from "../attribution-schema.ts";

/** A field's place in a body: keys, and 0 for an array's items. */
export type FieldPath = readonly (string | number)[];

export interface StringField {
  path: FieldPath;
  /** The field's own schema (a pipe whose input is a string counts as one field). */
  schema: ZodType;
  /**
   * text: any string; choice: one of a fixed list (an enum or a string literal); cleaned: a
   * campaign attribution value, which removes what text refuses instead of refusing it.
   */
  kind: "text" | "choice" | "cleaned";
}

/** Characters no field takes, anywhere in it: C0 and C1 controls, DEL, lone CR, U+2028/9, lone surrogates. */
export const NEVER_ACCEPTED = ["\u0000", "\u0001", "\u000b", "\r", "\u001b", "\u007f", "\u0085", "\u009b", "\u009f", "\u2028", "\u2029", "\ud800", "\udfff"];

/** The fields that hold several lines: they take LF (CRLF reads as LF); every other field refuses both. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(["details", "notes", "reason"]);

/** `text` with each character as U+XXXX, for test names and failure messages. */
export const codePoints = (text: string) => [...text].map((c) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`).join(" ");

/** The name an API error's `fields` uses for a field: its last named segment. */
export const fieldName = (path: FieldPath) => path.findLast((segment): segment is string => typeof segment === "string") ?? "";

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  element?: ZodType;
  in?: ZodType;
  values?: unknown[];
}
const defOf = (schema: ZodType) => schema.def as unknown as Def;

/** Wrappers that take the same input as the schema they wrap. */
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "nonoptional", "readonly", "catch"]);
/** Shapes without strings in them. */
const NO_STRINGS = new Set(["number", "int", "boolean", "bigint", "null", "undefined", "date", "nan", "never"]);

function acceptsStrings(schema: ZodType): boolean {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return acceptsStrings(def.innerType!);
  return def.type === "string";
}

/**
 * Every field of `schema` that takes a string. A shape this walk does not know (a union, a
 * record...) throws, so that a new kind of schema cannot slip past the tests unwalked.
 */
export function stringFields(schema: ZodType, path: FieldPath = []): StringField[] {
  if (schema === cleanedAttributionText) return [{ path, schema, kind: "cleaned" }];
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return stringFields(def.innerType!, path);
  switch (def.type) {
    case "object":
      return Object.entries(def.shape!).flatMap(([key, inner]) => stringFields(inner, [...path, key]));
    case "array":
      return stringFields(def.element!, [...path, 0]);
    case "pipe":
      return acceptsStrings(def.in!) ? [{ path, schema, kind: "text" }] : stringFields(def.in!, path);
    case "string":
      return [{ path, schema, kind: "text" }];
    case "enum":
      return [{ path, schema, kind: "choice" }];
    case "literal":
      return def.values!.some((value) => typeof value === "string") ? [{ path, schema, kind: "choice" }] : [];
    default:
      if (NO_STRINGS.has(def.type)) return [];
      throw new Error(`stringFields: a ${def.type} schema at ${path.join(".") || "the top"} is not walked; teach contracts/test/string-fields.ts its shape`);
  }
}

/**
 * The request schemas of contracts/: every zod schema its modules export, alone or in an
 * object of schemas (formGuards). Left out: what no request carries.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    "../*.ts",
    "!../*.test.ts",
    // The webhook events the server sends, built from rows already validated.
    "!../events.ts",
    // The repository's price file, checked at start-up.
    "!../price-table.ts",
  ],
  { eager: true },
);

export interface ExportedSchema {
  /** "booking.ts bookingBodySchema", "form-guards.ts formGuards.website". */
  name: string;
  schema: ZodType;
}

export const REQUEST_SCHEMAS: ExportedSchema[] = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    const label = `${file.slice(3)} ${name}`;
    if (value instanceof ZodType) return [{ name: label, schema: value }];
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return Object.entries(value).flatMap(([key, inner]) => (inner instanceof ZodType ? [{ name: `${label}.${key}`, schema: inner }] : []));
    }
    return [];
  }),
);
