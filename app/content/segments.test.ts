import { describe, expect, it } from "vitest";
import { SEGMENT_IDS } from "../../contracts/account-options";
import { segments } from "./segments";

describe("segments", () => {
  it("offers the onboarding the five segments of spec §1, as the landing lists them", () => {
    expect([...SEGMENT_IDS]).toEqual(segments.map((s) => s.id));
  });
});
