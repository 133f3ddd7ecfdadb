// A host's busy time from an ICS feed as Google Calendar and Outlook publish it: recurrences
// with their exceptions, time zones (IANA, a feed-only zone, UTC, floating), all-day events,
// and the events that do not take the host's time (transparent, cancelled, the site's own).
import { describe, expect, it } from "vitest";
import { instantOf } from "../../../contracts/zoned-time.ts";
import { bookingUid, isSiteBookingUid } from "../icalendar.ts";
import { busyFromIcs, CalendarFormatError } from "./ics-busy.ts";

const brt = (date: string, clock: string) => {
  const [h, m] = clock.split(":").map(Number) as [number, number];
  return instantOf(date, h * 60 + m, "America/Sao_Paulo").toISOString();
};
const WINDOW = { from: new Date("2026-11-22T00:00:00Z"), to: new Date("2026-12-24T00:00:00Z"), skipUid: isSiteBookingUid };
const calendar = (...events: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...events, "END:VCALENDAR"].join("\r\n");
const event = (uid: string, ...lines: string[]) => ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20261101T000000Z", ...lines, "END:VEVENT"].join("\r\n");
const spans = (ics: string) => busyFromIcs(ics, WINDOW).map((i) => [i.start.toISOString(), i.end.toISOString()]);

describe("busy time from an ICS feed", () => {
  it("reads a weekly recurrence with an excluded date and a moved occurrence", () => {
    const ics = calendar(
      event("weekly", "DTSTART;TZID=America/Sao_Paulo:20261104T090000", "DTEND;TZID=America/Sao_Paulo:20261104T100000", "RRULE:FREQ=WEEKLY;BYDAY=WE;COUNT=8", "EXDATE;TZID=America/Sao_Paulo:20261202T090000"),
      // The 9 December meeting moved to 15:00 that day.
      event("weekly", "RECURRENCE-ID;TZID=America/Sao_Paulo:20261209T090000", "DTSTART;TZID=America/Sao_Paulo:20261209T150000", "DTEND;TZID=America/Sao_Paulo:20261209T160000"),
    );
    expect(spans(ics)).toEqual([
      [brt("2026-11-25", "09:00"), brt("2026-11-25", "10:00")],
      [brt("2026-12-09", "15:00"), brt("2026-12-09", "16:00")],
      [brt("2026-12-16", "09:00"), brt("2026-12-16", "10:00")],
      [brt("2026-12-23", "09:00"), brt("2026-12-23", "10:00")],
    ]);
  });

  it("places times in their own zones: IANA, a zone only the feed defines, UTC, and floating ones in Brasília", () => {
    const outlookZone = [
      "BEGIN:VTIMEZONE",
      "TZID:E. South America Standard Time",
      "BEGIN:STANDARD",
      "DTSTART:16010101T000000",
      "TZOFFSETFROM:-0300",
      "TZOFFSETTO:-0300",
      "END:STANDARD",
      "END:VTIMEZONE",
    ].join("\r\n");
    const ics = calendar(
      outlookZone,
      event("lisbon", "DTSTART;TZID=Europe/Lisbon:20261124T170000", "DTEND;TZID=Europe/Lisbon:20261124T173000"),
      event("outlook", "DTSTART;TZID=E. South America Standard Time:20261125T110000", "DTEND;TZID=E. South America Standard Time:20261125T113000"),
      event("utc", "DTSTART:20261126T150000Z", "DURATION:PT45M"),
      event("floating", "DTSTART:20261127T080000", "DTEND:20261127T083000"),
    );
    expect(spans(ics)).toEqual([
      // 17:00 in Lisbon (UTC+0 in November) is 14:00 in Brasília.
      [brt("2026-11-24", "14:00"), brt("2026-11-24", "14:30")],
      [brt("2026-11-25", "11:00"), brt("2026-11-25", "11:30")],
      [brt("2026-11-26", "12:00"), brt("2026-11-26", "12:45")],
      [brt("2026-11-27", "08:00"), brt("2026-11-27", "08:30")],
    ]);
  });

  it("an all-day event takes its whole days in Brasília", () => {
    const ics = calendar(event("vacation", "DTSTART;VALUE=DATE:20261130", "DTEND;VALUE=DATE:20261202"), event("holiday", "DTSTART;VALUE=DATE:20261204"));
    expect(spans(ics)).toEqual([
      [brt("2026-11-30", "00:00"), brt("2026-12-02", "00:00")],
      [brt("2026-12-04", "00:00"), brt("2026-12-05", "00:00")],
    ]);
  });

  it("transparent and cancelled events, a cancelled occurrence and the site's own bookings take no time", () => {
    const ics = calendar(
      event("free", "DTSTART:20261124T170000Z", "DTEND:20261124T180000Z", "TRANSP:TRANSPARENT"),
      event("cancelled", "DTSTART:20261124T190000Z", "DTEND:20261124T200000Z", "STATUS:CANCELLED"),
      event("daily", "DTSTART:20261124T120000Z", "DTEND:20261124T123000Z", "RRULE:FREQ=DAILY;COUNT=2"),
      event("daily", "RECURRENCE-ID:20261125T120000Z", "DTSTART:20261125T120000Z", "DTEND:20261125T123000Z", "STATUS:CANCELLED"),
      event(bookingUid("3f1c0d2e-0000-4000-8000-000000000001"), "DTSTART:20261126T170000Z", "DTEND:20261126T173000Z"),
    );
    expect(spans(ics)).toEqual([["2026-11-24T12:00:00.000Z", "2026-11-24T12:30:00.000Z"]]);
  });

  it("keeps only the window, merges overlaps, and stops an endless rule at the window's end", () => {
    const ics = calendar(
      event("old", "DTSTART:20250101T120000Z", "DTEND:20250101T130000Z"),
      event("endless", "DTSTART:20200106T130000Z", "DTEND:20200106T140000Z", "RRULE:FREQ=DAILY"),
      event("overlap", "DTSTART:20261123T133000Z", "DTEND:20261123T150000Z"),
    );
    const busy = spans(ics);
    expect(busy[0]).toEqual(["2026-11-22T13:00:00.000Z", "2026-11-22T14:00:00.000Z"]);
    expect(busy[1]).toEqual(["2026-11-23T13:00:00.000Z", "2026-11-23T15:00:00.000Z"]);
    expect(busy.at(-1)).toEqual(["2026-12-23T13:00:00.000Z", "2026-12-23T14:00:00.000Z"]);
    expect(busy).toHaveLength(32);
  });

  it("refuses what is not iCalendar", () => {
    expect(() => busyFromIcs("<html><body>Entre com sua conta</body></html>", WINDOW)).toThrow(CalendarFormatError);
    expect(() => busyFromIcs("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:oops", WINDOW)).toThrow(CalendarFormatError);
  });
});
