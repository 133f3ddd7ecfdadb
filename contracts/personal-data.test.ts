import { describe, expect, it } from "vitest";
import { LEGAL_BASES, PERSONAL_DATA, type PersonalDataKind } from "./personal-data";

/** The clauses of art. 7 a text cites, in order ('I', 'IX'...). */
const clausesCited = (text: string) => [...new Set([...text.matchAll(/art\. 7º, ([IVX]+)\b/g)].map((match) => match[1]))];

describe("the legal basis of each kind of personal data (contracts/personal-data.ts)", () => {
  it("is worded in the privacy policy citing the clause of each basis it declares, the main one first, and no other", () => {
    const kinds = Object.entries<PersonalDataKind>(PERSONAL_DATA);
    const mismatched = kinds.filter(([, { basis, legalBasis }]) => {
      const declared = basis === "origin" ? [] : basis.map((b) => LEGAL_BASES[b].replace("art. 7º, ", ""));
      return JSON.stringify(clausesCited(legalBasis)) !== JSON.stringify(declared);
    });
    expect(mismatched.map(([kind]) => kind)).toEqual([]);
    // The check sees what it checks.
    expect(clausesCited(PERSONAL_DATA.attributions.legalBasis)).toEqual(["IX", "I"]);
  });
});
