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
  it("drops everything but digits", () => {
    expect(onlyDigits("+55 (11) 98765-4321")).toBe("5511987654321");
    expect(onlyDigits("abc1d2 3.4")).toBe("1234");
    expect(onlyDigits("no digits")).toBe("");
  });
});

describe("Brazil mask (spec §5)", () => {
  it.each([
    ["", ""],
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["119999", "(11) 9999"],
    ["1199999", "(11) 9999-9"],
    ["1134567890", "(11) 3456-7890"],
    ["1199999999", "(11) 9999-9999"],
    ["11999999999", "(11) 99999-9999"],
  ])("%s -> %s", (digits, masked) => {
    expect(formatPhoneDigits("55", digits)).toBe(masked);
  });

  it("cuts more than 11 digits to 11", () => {
    expect(maxPhoneDigits("55")).toBe(11);
    expect(formatPhoneDigits("55", "119876543219999")).toBe("(11) 98765-4321");
  });

  it("ignores non-digits in its input", () => {
    expect(formatPhoneDigits("55", "(11) 98765-4321")).toBe("(11) 98765-4321");
  });
});

describe("US/Canada (+1) mask (spec §5)", () => {
  it.each([
    ["4", "(4"],
    ["415", "(415"],
    ["4155", "(415) 5"],
    ["415555", "(415) 555"],
    ["4155552", "(415) 555-2"],
    ["4155552671", "(415) 555-2671"],
  ])("%s -> %s", (digits, masked) => {
    expect(formatPhoneDigits("1", digits)).toBe(masked);
  });

  it("keeps at most 10 digits", () => {
    expect(maxPhoneDigits("1")).toBe(10);
    expect(formatPhoneDigits("1", "41555526719")).toBe("(415) 555-2671");
  });
});

describe("other countries (spec §5: digits unformatted)", () => {
  it("shows the digits as typed", () => {
    expect(formatPhoneDigits("351", "912345678")).toBe("912345678");
    expect(formatPhoneDigits("44", "7911123456")).toBe("7911123456");
  });

  it("caps at 15 digits (E.164)", () => {
    expect(maxPhoneDigits("49")).toBe(15);
    expect(formatPhoneDigits("49", "12345678901234567")).toBe("123456789012345");
  });
});

describe("phonePlaceholder (spec §5)", () => {
  it("is the Brazilian example for Brazil and the spec's English text elsewhere", () => {
    expect(phonePlaceholder("BR")).toBe("(11) 99999-9999");
    expect(phonePlaceholder("US")).toBe("Phone number");
    expect(phonePlaceholder("PT")).toBe("Phone number");
  });
});

describe("composePhone (spec §5: '+{calling code} {formatted}')", () => {
  it("joins the calling code and the masked number", () => {
    expect(composePhone("55", "11999999999")).toBe("+55 (11) 99999-9999");
    expect(composePhone("1", "4155552671")).toBe("+1 (415) 555-2671");
    expect(composePhone("351", "912345678")).toBe("+351 912345678");
  });

  it("is '' without digits", () => {
    expect(composePhone("55", "")).toBe("");
    expect(composePhone("1", "abc")).toBe("");
  });

  it("caps the digits like the mask", () => {
    expect(composePhone("55", "119876543210")).toBe("+55 (11) 98765-4321");
  });

  it("produces values the server accepts (contracts/phone.ts)", () => {
    expect(isValidInternationalPhone(composePhone("55", "11987654321"))).toBe(true);
    expect(isValidInternationalPhone(composePhone("55", "1134567890"))).toBe(true);
    expect(isValidInternationalPhone(composePhone("1", "4155552671"))).toBe(true);
    expect(isValidInternationalPhone(composePhone("351", "912345678"))).toBe(true);
    expect(isValidInternationalPhone(composePhone("55", "1198765"))).toBe(false);
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

  it("drops a pasted international prefix of the chosen country", () => {
    expect(digitsFromInput("+55 11 98765-4321", "55")).toBe("11987654321");
    expect(digitsFromInput("+1 415 555 2671", "1")).toBe("4155552671");
    expect(digitsFromInput("+5511987654321", "55")).toBe("11987654321");
    // Another country's prefix stays: the visitor sees it and can fix the country.
    expect(digitsFromInput("+351 912345678", "55")).toBe("351912345678");
  });
});

describe("caretAfterDigits", () => {
  it("sits before the next digit, past the mask characters", () => {
    expect(caretAfterDigits("(11) 9876", 0)).toBe(1);
    expect(caretAfterDigits("(11) 9876", 2)).toBe(5);
    expect(caretAfterDigits("(11) 9876-5", 6)).toBe(10);
    expect(caretAfterDigits("(11) 9876-5", 7)).toBe(11);
  });
});
