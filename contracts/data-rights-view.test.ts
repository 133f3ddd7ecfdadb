import { describe, expect, it } from "vitest";
import { VIEW_GROUPS } from "./data-rights-view";

describe("the data-rights view's declarations (contracts/data-rights-view.ts)", () => {
  it("a field shown in another field's line names a field that has a line", () => {
    const wrong = Object.entries(VIEW_GROUPS).flatMap(([group, { fields = {} }]) =>
      Object.entries(fields as Record<string, object>).flatMap(([name, view]) => {
        if (!("shownIn" in view) || ["title", "note", "download"].includes(view.shownIn as string)) return [];
        const host = (fields as Record<string, object>)[view.shownIn as string];
        return host && ("label" in host || "lines" in host) ? [] : [`${group}.${name}`];
      }),
    );
    expect(wrong).toEqual([]);
  });
});
