import { describe, expect, it } from "vitest";
import { isValidInternationalPhone } from "../../../contracts/phone";
import {
  caretAfterDigits,
  composePhone,
  digitsFromInput,
  formatPhoneDigits,
  maxPhoneDigits,
  onlyDigits,
  parseComposedPhone,
  phonePlaceholder,
} from "./phone-mask";

describe("onlyDigits (spec §5: only digits are kept)", () => {
  it.each([
    ["+55 (11) 98765-4321", "5511987654321"],
    ["abc1d2 3.4", "1234"],
    ["no digits", ""],
  ])("drops everything but digits: %j -> %j", (typed, digits) => {
    expect(onlyDigits(typed)).toBe(digits);
  });
});

describe("formatPhoneDigits (spec §5: Brazil and US/Canada masked, other countries' digits unformatted)", () => {
  it.each([
    // Brazil
    ["55", "", ""],
    ["55", "1", "(1"],
    ["55", "11", "(11"],
    ["55", "119", "(11) 9"],
    ["55", "119999", "(11) 9999"],
    ["55", "1199999", "(11) 9999-9"],
    ["55", "1134567890", "(11) 3456-7890"],
    ["55", "1199999999", "(11) 9999-9999"],
    ["55", "11999999999", "(11) 99999-9999"],
    // US/Canada
    ["1", "4", "(4"],
    ["1", "415", "(415"],
    ["1", "4155", "(415) 5"],
    ["1", "415555", "(415) 555"],
    ["1", "4155552", "(415) 555-2"],
    ["1", "4155552671", "(415) 555-2671"],
    // Other countries: the digits as typed.
    ["351", "912345678", "912345678"],
    ["44", "7911123456", "7911123456"],
  ])("+%s %s -> %s", (callingCode, digits, shown) => {
    expect(formatPhoneDigits(callingCode, digits)).toBe(shown);
  });

  it("ignores non-digits in its input", () => {
    expect(formatPhoneDigits("55", "(11) 98765-4321")).toBe("(11) 98765-4321");
  });

  it.each([
    ["Brazil", "55", 11, "119876543219999", "(11) 98765-4321"],
    ["US/Canada", "1", 10, "41555526719", "(415) 555-2671"],
    ["other countries (E.164)", "49", 15, "12345678901234567", "123456789012345"],
  ])("%s: cuts the digits at %i", (_, callingCode, max, typed, shown) => {
    expect(maxPhoneDigits(callingCode)).toBe(max);
    expect(formatPhoneDigits(callingCode, typed)).toBe(shown);
  });
});

describe("phonePlaceholder (spec §5)", () => {
  it("is the Brazilian example for Brazil and the spec's English text elsewhere", () => {
    expect(["BR", "US", "PT"].map(phonePlaceholder)).toEqual(["(11) 99999-9999", "Phone number", "Phone number"]);
  });
});

describe("composePhone (spec §5: '+{calling code} {formatted}')", () => {
  it.each([
    ["55", "11999999999", "+55 (11) 99999-9999"],
    ["1", "4155552671", "+1 (415) 555-2671"],
    ["351", "912345678", "+351 912345678"],
  ])("joins the calling code and the masked number: +%s %s -> %s", (callingCode, digits, composed) => {
    expect(composePhone(callingCode, digits)).toBe(composed);
  });

  it.each([
    ["55", "11987654321", true],
    ["55", "1134567890", true],
    ["1", "4155552671", true],
    ["351", "912345678", true],
    ["55", "1198765", false],
  ])("produces values the server accepts (contracts/phone.ts): +%s %s is valid: %s", (callingCode, digits, valid) => {
    expect(isValidInternationalPhone(composePhone(callingCode, digits))).toBe(valid);
  });

  it("is '' without digits", () => {
    expect(composePhone("55", "")).toBe("");
    expect(composePhone("1", "abc")).toBe("");
  });

  it("caps the digits like the mask", () => {
    expect(composePhone("55", "119876543210")).toBe("+55 (11) 98765-4321");
  });
});

describe("parseComposedPhone", () => {
  it.each([
    ["55", "11987654321"],
    ["55", "1134567890"],
    ["55", "119"],
    ["1", "4155552671"],
    ["351", "912345678"],
  ])("round-trips +%s %s", (callingCode, digits) => {
    expect(parseComposedPhone(composePhone(callingCode, digits))).toEqual({ callingCode, digits });
  });

  it("is null for values that are not composed", () => {
    expect(parseComposedPhone("")).toBeNull();
    expect(parseComposedPhone("11987654321")).toBeNull();
    expect(parseComposedPhone("(11) 98765-4321")).toBeNull();
  });
});

describe("digitsFromInput", () => {
  it("keeps only digits", () => {
    expect(digitsFromInput("(11) 9a8b7", "55")).toBe("11987");
  });

  it.each([
    { typed: "+55 11 98765-4321", callingCode: "55", digits: "11987654321" },
    { typed: "+1 415 555 2671", callingCode: "1", digits: "4155552671" },
    { typed: "+5511987654321", callingCode: "55", digits: "11987654321" },
    // Another country's prefix stays: the visitor sees it and can fix the country.
    { typed: "+351 912345678", callingCode: "55", digits: "351912345678" },
  ])("drops a pasted international prefix of the chosen country: $typed for +$callingCode -> $digits", ({ typed, callingCode, digits }) => {
    expect(digitsFromInput(typed, callingCode)).toBe(digits);
  });
});

describe("caretAfterDigits", () => {
  it.each([
    ["(11) 9876", 0, 1],
    ["(11) 9876", 2, 5],
    ["(11) 9876-5", 6, 10],
    ["(11) 9876-5", 7, 11],
  ])("sits before the next digit, past the mask characters: %j after %i digits -> %i", (masked, digits, caret) => {
    expect(caretAfterDigits(masked, digits)).toBe(caret);
  });
});
