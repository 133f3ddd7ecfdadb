// Every string field of every request schema of contracts/ goes through text.ts's rule: no
// control character (C0 but tab, DEL, C1), no lone CR, no U+2028/U+2029, no lone surrogate,
// and no line feed but in a field of several lines. The schemas and their fields are found by
// walking contracts/ (contracts/test/string-fields.ts), so a new field is held to it too.
import { describe, expect, it } from "vitest";
import { INVALID_CHARACTERS_MESSAGE, optionalMultiLineText } from "./text.ts";
import { codePoints, fieldName, MULTI_LINE_FIELDS, NEVER_ACCEPTED, REQUEST_SCHEMAS, stringFields, type StringField } from "./test/string-fields.ts";

const fields = REQUEST_SCHEMAS.flatMap(({ name, schema }) => stringFields(schema).map((field) => ({ ...field, where: `${name} ${field.path.join(".")}`.trim() })));
const textFields = fields.filter((f) => f.kind === "text");

/** The message of the first issue, the one the API names the field with. */
function firstIssue(field: StringField, value: string): string | null {
  const parsed = field.schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "");
}

describe("security review: the control-character rule covers every string field of every request schema", () => {
  it("finds the request schemas and their fields, the booking's time zone among them", () => {
    expect(REQUEST_SCHEMAS.map((s) => s.name)).toEqual(expect.arrayContaining(["booking.ts bookingBodySchema", "consent-record.ts consentBodySchema", "form-guards.ts formGuards.website"]));
    expect(fields.map((f) => f.where)).toEqual(expect.arrayContaining(["booking.ts bookingBodySchema timeZone", "booking.ts bookingBodySchema slotStart", "data-rights.ts dataRightsOpenBodySchema consentId"]));
  });

  it.each(NEVER_ACCEPTED.map((bad) => [codePoints(bad), bad]))("every text field refuses %s, naming the rule's pt-BR message first", (_name, bad) => {
    const lacking = textFields.filter((field) => firstIssue(field, `a${bad}b`) !== INVALID_CHARACTERS_MESSAGE).map((f) => f.where);
    expect(lacking).toEqual([]);
  });

  it("every campaign attribution value takes them and keeps none", () => {
    const cleaned = fields.filter((f) => f.kind === "cleaned");
    expect(cleaned.map((f) => f.where)).toEqual(expect.arrayContaining(["demo-request.ts demoRequestBodySchema attribution.last.utm_campaign", "quote.ts quoteRequestSchema attribution.first.gclid"]));
    for (const field of cleaned) {
      for (const bad of [...NEVER_ACCEPTED, "\n"]) expect(field.schema.parse(`a${bad}b`), `${field.where} ${codePoints(bad)}`).toMatch(/^a ?b$/);
    }
  });

  it("a line feed is refused but in the fields of several lines", () => {
    const wrong = textFields.filter((field) => {
      const refused = firstIssue(field, "a\nb") === INVALID_CHARACTERS_MESSAGE;
      return MULTI_LINE_FIELDS.has(fieldName(field.path)) ? refused : !refused;
    });
    expect(wrong.map((f) => f.where)).toEqual([]);
  });

  it("a field of fixed choices offers none with a control character", () => {
    for (const field of fields.filter((f) => f.kind === "choice")) {
      for (const bad of NEVER_ACCEPTED) expect(field.schema.safeParse(`a${bad}b`).success, field.where).toBe(false);
    }
  });

  it("a text of several lines reads CRLF as LF and refuses a lone CR", () => {
    const notes = optionalMultiLineText(100);
    expect(notes.parse("Três filiais;\r\nduas salas.")).toBe("Três filiais;\nduas salas.");
    expect(notes.safeParse("Três filiais;\rduas salas.").error?.issues[0]?.message).toBe(INVALID_CHARACTERS_MESSAGE);
  });
});
