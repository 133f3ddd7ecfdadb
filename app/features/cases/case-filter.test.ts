import { describe, expect, it } from "vitest";
import { customerCases } from "../../content/cases";
import { segments } from "../../content/segments";
import { casesForSegment, searchWithSegment, segmentFromSearch } from "./case-filter";
import { logoOf, segmentOf } from "./case-sources";

const ids = segments.map((s) => s.id);

describe("cases segment filter", () => {
  it("reads a known segment from ?segmento=", () => {
    expect(segmentFromSearch(new URLSearchParams("segmento=construtoras"), ids)).toBe("construtoras");
  });

  it("ignores a missing or unknown segment, showing every story", () => {
    expect(segmentFromSearch(new URLSearchParams(""), ids)).toBeNull();
    expect(segmentFromSearch(new URLSearchParams("segmento=padarias"), ids)).toBeNull();
    expect(casesForSegment(customerCases, null)).toHaveLength(customerCases.length);
  });

  it("shows only the stories of the chosen segment", () => {
    const shown = casesForSegment(customerCases, "condominios");
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((c) => c.segmentId === "condominios")).toBe(true);
  });

  it("writes the segment into the query and removes it for 'all', keeping other parameters", () => {
    const withSegment = searchWithSegment(new URLSearchParams("utm_source=news"), "associacoes");
    expect(withSegment.toString()).toBe("utm_source=news&segmento=associacoes");
    expect(searchWithSegment(withSegment, null).toString()).toBe("utm_source=news");
  });

  it("every segment has at least one story, and every story a known segment and logo", () => {
    for (const id of ids) expect(casesForSegment(customerCases, id).length, id).toBeGreaterThan(0);
    for (const story of customerCases) {
      expect(() => segmentOf(story)).not.toThrow();
      expect(() => logoOf(story)).not.toThrow();
    }
  });
});
