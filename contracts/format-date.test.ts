import { describe, expect, it } from "vitest";
import { formatClock, formatDate, formatDateTime, formatDay, formatIsoDate } from "./format-date.ts";

/** Intl's pt-BR output for the same options, which each written-out form must equal. */
const intl = (instant: Date, timeZone: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("pt-BR", { timeZone, ...options }).format(instant);
const DATE = { day: "2-digit", month: "2-digit", year: "numeric" } as const;
const CLOCK = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

// Around midnight in Brasília and in UTC, a minute before the hour, 2018's daylight-saving
// time in Brasília (UTC-2), and the first and last days of a year.
const INSTANTS = [
  "2026-11-22T17:05:00Z",
  "2026-11-23T02:59:59Z",
  "2026-11-23T03:00:00Z",
  "2026-11-22T23:59:00Z",
  "2018-12-01T02:30:00Z",
  "2026-01-01T02:00:00Z",
  "2026-12-31T23:30:00.999Z",
].map((iso) => new Date(iso));
const ZONES = ["America/Sao_Paulo", "Europe/Lisbon", "America/Manaus", "Asia/Tokyo"];

describe("formatIsoDate", () => {
  it("shows a calendar date as dd/mm/aaaa, whatever the machine's time zone", () => {
    const shown = ["2026-11-22", "2014-01-01", "2028-02-29"].map(formatIsoDate);
    expect(shown).toEqual(["22/11/2026", "01/01/2014", "29/02/2028"]);
  });

  it("rejects text that is not a calendar date, and days a month does not have", () => {
    for (const text of ["22/11/2026", "2026-13-40", "2026-02-30", "2026-11-22T10:00:00Z", ""]) {
      expect(() => formatIsoDate(text), text).toThrow("Not an ISO date");
    }
  });
});

describe("dates of instants", () => {
  it("reads an instant on a clock in Brasília unless told otherwise: '22/11/2026', '14:05', '22/11/2026 14:05'", () => {
    const at = new Date("2026-11-22T17:05:00Z");
    expect(formatDate(at)).toBe("22/11/2026");
    expect(formatClock(at)).toBe("14:05");
    expect(formatDateTime(at)).toBe("22/11/2026 14:05");
    expect(formatDay(at)).toBe("domingo, 22/11/2026");
    // The same instant as text, as the API sends it.
    expect(formatDateTime("2026-11-22T17:05:00.000Z")).toBe("22/11/2026 14:05");
    // 00:30 in UTC is still the day before in Brasília.
    expect(formatDateTime("2026-11-23T00:30:00Z")).toBe("22/11/2026 21:30");
    expect(formatDay("2026-11-23T13:00:00Z")).toBe("segunda-feira, 23/11/2026");
  });

  it("shows what Intl's pt-BR formats show, in every zone, each weekday included", () => {
    const everyWeekday = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2026, 10, 22 + i, 15)));
    for (const timeZone of ZONES) {
      for (const at of [...INSTANTS, ...everyWeekday]) {
        const label = `${at.toISOString()} in ${timeZone}`;
        expect(formatDate(at, timeZone), label).toBe(intl(at, timeZone, DATE));
        expect(formatClock(at, timeZone), label).toBe(intl(at, timeZone, CLOCK));
        expect(formatDateTime(at, timeZone), label).toBe(intl(at, timeZone, { ...DATE, ...CLOCK }).replace(",", ""));
        expect(formatDay(at, timeZone), label).toBe(intl(at, timeZone, { ...DATE, weekday: "long" }));
      }
    }
  });

  it("refuses an instant that is not one", () => {
    expect(() => formatDateTime("ontem")).toThrow(RangeError);
  });
});
