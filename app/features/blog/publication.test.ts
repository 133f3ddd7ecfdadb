// When a post is public: a draft never, a scheduled post from its instant on; a preview build
// (the editor's local mode or SHOW_DRAFTS) prerenders the rest under a "Rascunho" band.
import { describe, expect, it } from "vitest";
import { publicationClock, publicationOf } from "./publication";

const NOW = new Date("2026-12-01T11:59:00Z");

describe("a post's publication", () => {
  it("is public without draft or publishAt", () => {
    expect(publicationOf({}, NOW)).toEqual({ status: "published" });
  });

  it("is a draft, with its band, while draft is true, even past its publishAt", () => {
    expect(publicationOf({ draft: true, publishAt: "2026-11-30T09:00:00-03:00" }, NOW)).toEqual({
      status: "draft",
      publishAt: "2026-11-30T09:00:00-03:00",
      band: "Rascunho: este artigo não aparece no site publicado.",
    });
  });

  it("is scheduled until its instant, with the band naming it in Brasília time, and public from that instant on", () => {
    const publishAt = "2026-12-01T09:00:00-03:00";
    expect(publicationOf({ publishAt }, NOW)).toEqual({
      status: "scheduled",
      publishAt,
      band: "Rascunho: este artigo será publicado em 01/12/2026 às 09:00 (horário de Brasília).",
    });
    expect(publicationOf({ publishAt }, new Date("2026-12-01T12:00:00Z")).status).toBe("published");
  });
});

describe("a build's clock", () => {
  it("reads PUBLISH_CLOCK, refusing what is not an instant", () => {
    expect(publicationClock({ PUBLISH_CLOCK: "2026-12-01T09:00:00-03:00" }).toISOString()).toBe("2026-12-01T12:00:00.000Z");
    expect(() => publicationClock({ PUBLISH_CLOCK: "amanhã" })).toThrow(/PUBLISH_CLOCK: expected an ISO instant/);
    expect(Math.abs(publicationClock({}).getTime() - Date.now())).toBeLessThan(60_000);
  });
});
