import { describe, expect, it } from "vitest";
import { cnpjCheckDigits, formatCnpj, isValidCnpj, maskCnpj, normalizeCnpj } from "./cnpj.ts";

describe("isValidCnpj", () => {
  it.each(["11.222.333/0001-81", "11222333000181", "04.252.011/0001-10", "33.000.167/0001-01", " 11.222.333/0001-81 ", "12.ABC.345/01DE-35", "12abc34501de35"])(
    "accepts %s",
    (cnpj) => expect(isValidCnpj(cnpj)).toBe(true),
  );

  it.each([
    ["wrong first check digit", "11.222.333/0001-91"],
    ["wrong second check digit", "11.222.333/0001-82"],
    ["swapped digits", "11.222.333/0010-81"],
    ["too short", "11.222.333/0001-8"],
    ["too long", "11.222.333/0001-811"],
    ["letters in the check digits", "12.ABC.345/01DE-3A"],
    ["other characters", "11.222.333/0001#81"],
    ["empty", ""],
  ])("rejects a CNPJ with %s", (_why, cnpj) => expect(isValidCnpj(cnpj)).toBe(false));

  it("rejects every repeated-digit CNPJ, even those whose check digits add up", () => {
    for (let d = 0; d <= 9; d++) expect(isValidCnpj(String(d).repeat(14)), `${d} repeated`).toBe(false);
    // 00000000000000 passes the arithmetic: only the repeated-digit rule rejects it.
    expect(cnpjCheckDigits("000000000000")).toBe("00");
  });

  it("computes the check digits of a base", () => {
    expect(cnpjCheckDigits("112223330001")).toBe("81");
    expect(cnpjCheckDigits("12ABC34501DE")).toBe("35");
  });
});

/** What the field shows after each character of `typed`, from the empty field on. */
const whileTyping = (typed: string) => Array.from({ length: typed.length + 1 }, (_, n) => maskCnpj(typed.slice(0, n)));

describe("formatting", () => {
  it("normalizes punctuation away and upper-cases", () => {
    expect(normalizeCnpj("11.222.333/0001-81")).toBe("11222333000181");
    expect(normalizeCnpj("12.abc.345/01de-35")).toBe("12ABC34501DE35");
  });

  it("formats a complete CNPJ and leaves anything else as it was", () => {
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCnpj("11.222.333/0001-81")).toBe("11.222.333/0001-81");
    expect(formatCnpj("1122")).toBe("1122");
  });

  it("masks progressively while typing, dropping what cannot be part of a CNPJ", () => {
    expect(whileTyping("11222333000181")).toEqual(["", "1", "11", "11.2", "11.22", "11.222", "11.222.3", "11.222.33", "11.222.333", "11.222.333/0", "11.222.333/00", "11.222.333/000", "11.222.333/0001", "11.222.333/0001-8", "11.222.333/0001-81"]);
    expect(maskCnpj("11222333000181999")).toBe("11.222.333/0001-81");
    expect(maskCnpj("11 222-333 0001 81")).toBe("11.222.333/0001-81");
    expect(maskCnpj("12abc34501de35")).toBe("12.ABC.345/01DE-35");
    expect(maskCnpj("11.222.333/0001-81")).toBe("11.222.333/0001-81");
  });
});
