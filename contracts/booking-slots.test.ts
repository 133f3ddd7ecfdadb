import { describe, expect, it } from "vitest";
import { visitorTime } from "./booking-format.ts";
import { easterSunday, holidayOn } from "./brazil-holidays.ts";
import { bookableSlotAt, bookableSlots, bookingWindow, earliestStart, nearestSlots, slotMinutesOn } from "./booking-slots.ts";
import { addDays, clockOf, instantOf, offsetMinutes } from "./zoned-time.ts";

const SP = "America/Sao_Paulo";
/** A Brasília wall-clock time as an instant. */
const brt = (date: string, clock: string) => {
  const [h, m] = clock.split(":").map(Number) as [number, number];
  return instantOf(date, h * 60 + m, SP);
};
const clocks = (date: string) => slotMinutesOn(date).map(clockOf);

describe("business-hours slots (spec: Mon-Fri 8h-18h, Sat 8h-12h, 30-minute demos)", () => {
  it("a weekday has twenty slots from 08:00 to 17:30", () => {
    const list = clocks("2026-11-24");
    expect(list).toHaveLength(20);
    expect(list[0]).toBe("08:00");
    expect(list.at(-1)).toBe("17:30");
  });

  it("a Saturday has eight slots from 08:00 to 11:30, and a Sunday none", () => {
    expect(clocks("2026-11-28")).toEqual(["08:00", "08:30", "09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
    expect(clocks("2026-11-29")).toEqual([]);
  });

  it("slot instants are Brasília time: 08:00 is 11:00 UTC in January and in July (no daylight saving since 2019)", () => {
    const monday = bookableSlots(brt("2027-01-11", "07:00"), "2027-01-11", "2027-01-11");
    expect(monday[0]?.start).toBe("2027-01-11T13:00:00.000Z"); // 10:00: the notice starts counting at 08:00
    expect(brt("2027-01-11", "08:00").toISOString()).toBe("2027-01-11T11:00:00.000Z");
    expect(brt("2027-07-12", "08:00").toISOString()).toBe("2027-07-12T11:00:00.000Z");
  });

  it("the offset comes from the tz database, not a constant: Brasília still had daylight saving in 2018", () => {
    expect(offsetMinutes(new Date("2018-12-01T12:00:00Z"), SP)).toBe(-120);
    expect(offsetMinutes(new Date("2026-12-01T12:00:00Z"), SP)).toBe(-180);
  });
});

describe("national holidays have no slots", () => {
  it.each([
    ["2026-01-01"], ["2026-04-21"], ["2026-05-01"], ["2026-09-07"], ["2026-10-12"], ["2026-11-02"], ["2026-11-20"], ["2026-12-25"],
    ["2026-04-03"], // Sexta-feira Santa
  ])("%s", (date) => {
    expect(holidayOn(date)).toBeDefined();
    expect(slotMinutesOn(date)).toEqual([]);
  });

  it("Consciência Negra is national from 2024 on", () => {
    expect(holidayOn("2023-11-20")).toBeUndefined();
    expect(holidayOn("2024-11-20")?.name).toMatch(/Consciência Negra/);
  });

  it.each([
    // year, Easter, Carnaval Monday, Carnaval Tuesday, Corpus Christi (published calendars)
    [2024, "2024-03-31", "2024-02-12", "2024-02-13", "2024-05-30"],
    [2025, "2025-04-20", "2025-03-03", "2025-03-04", "2025-06-19"],
    [2026, "2026-04-05", "2026-02-16", "2026-02-17", "2026-06-04"],
    [2027, "2027-03-28", "2027-02-08", "2027-02-09", "2027-05-27"],
    [2028, "2028-04-16", "2028-02-28", "2028-02-29", "2028-06-15"],
    [2029, "2029-04-01", "2029-02-12", "2029-02-13", "2029-05-31"],
    [2030, "2030-04-21", "2030-03-04", "2030-03-05", "2030-06-20"],
  ])("%i: Easter %s, Carnaval %s and %s, Corpus Christi %s", (year, easter, carnavalMonday, carnavalTuesday, corpusChristi) => {
    expect(easterSunday(year)).toBe(easter);
    expect(holidayOn(carnavalMonday)?.name).toBe("Carnaval (segunda-feira)");
    expect(holidayOn(carnavalTuesday)?.name).toBe("Carnaval (terça-feira)");
    expect(holidayOn(corpusChristi)?.name).toBe("Corpus Christi");
    for (const date of [carnavalMonday, carnavalTuesday, corpusChristi]) expect(slotMinutesOn(date)).toEqual([]);
    // The days around them are ordinary working days.
    expect(slotMinutesOn(addDays(carnavalTuesday, 1))).toHaveLength(20); // Ash Wednesday
  });
});

describe("minimum notice of two business hours", () => {
  it("on a weekday morning the first slot is two hours later", () => {
    expect(earliestStart(brt("2026-11-24", "09:00")).toISOString()).toBe(brt("2026-11-24", "11:00").toISOString());
    const first = bookableSlots(brt("2026-11-24", "09:10"), "2026-11-24", "2026-11-24")[0];
    expect(clockOf(first!.minutes)).toBe("11:30");
  });

  it("Friday 17:00 leaves one hour on Friday and one on Saturday: the first slot is Saturday 09:00", () => {
    const now = brt("2026-11-27", "17:00");
    expect(earliestStart(now).toISOString()).toBe(brt("2026-11-28", "09:00").toISOString());
    const [first] = bookableSlots(now, "2026-11-27", "2026-12-05");
    expect(first).toMatchObject({ date: "2026-11-28", minutes: 9 * 60 });
  });

  it("Saturday 11:30 skips Sunday: the first slot is Monday 09:30", () => {
    const [first] = bookableSlots(brt("2026-11-28", "11:30"), "2026-11-28", "2026-12-05");
    expect(first).toMatchObject({ date: "2026-11-30", minutes: 9 * 60 + 30 });
  });

  it("a Saturday night before Carnaval skips Sunday, Monday and Tuesday", () => {
    const [first] = bookableSlots(brt("2027-02-06", "20:00"), "2027-02-06", "2027-02-20");
    expect(first).toMatchObject({ date: "2027-02-10", minutes: 10 * 60 });
  });
});

describe("booking window and validation of a chosen slot", () => {
  const now = brt("2026-11-23", "10:00");

  it("goes up to 30 days ahead", () => {
    expect(bookingWindow(now)).toEqual({ firstDate: "2026-11-23", lastDate: "2026-12-23" });
    const slots = bookableSlots(now, "2026-11-01", "2027-01-31");
    expect(slots.at(-1)).toMatchObject({ date: "2026-12-23", minutes: 17 * 60 + 30 });
    expect(slots.some((s) => s.date === "2026-12-24")).toBe(false);
  });

  it("accepts a real slot written with any offset, and refuses the rest", () => {
    expect(bookableSlotAt(now, "2026-11-24T14:00:00-03:00")?.start).toBe("2026-11-24T17:00:00.000Z");
    expect(bookableSlotAt(now, "2026-11-24T14:15:00-03:00")).toBeNull(); // not on the half hour
    expect(bookableSlotAt(now, "2026-11-24T18:00:00-03:00")).toBeNull(); // closing time
    expect(bookableSlotAt(now, "2026-11-29T10:00:00-03:00")).toBeNull(); // Sunday
    expect(bookableSlotAt(now, "2026-11-23T11:30:00-03:00")).toBeNull(); // inside the notice
    expect(bookableSlotAt(now, "2026-12-24T10:00:00-03:00")).toBeNull(); // past the horizon
    expect(bookableSlotAt(now, "2026-12-25T10:00:00-03:00")).toBeNull(); // Natal
    expect(bookableSlotAt(now, "ontem")).toBeNull();
  });

  it("offers the nearest free slots, in time order", () => {
    const free = bookableSlots(now, "2026-11-24", "2026-11-24").filter((s) => s.minutes !== 14 * 60);
    const near = nearestSlots("2026-11-24T17:00:00.000Z", free, 3).map((s) => clockOf(s.minutes));
    expect(near).toEqual(["13:00", "13:30", "14:30"]);
  });
});

describe("times on the visitor's clock", () => {
  const winter = "2026-11-24T17:00:00.000Z"; // 14:00 in Brasília
  const summer = "2027-07-06T17:00:00.000Z"; // 14:00 in Brasília

  it("a visitor in Lisbon sees 17:00 in November and 18:00 in July (Portugal's summer time)", () => {
    expect(visitorTime(winter, "Europe/Lisbon")).toMatchObject({ time: "17:00", otherDay: null, zone: "Horário Portugal" });
    expect(visitorTime(summer, "Europe/Lisbon")).toMatchObject({ time: "18:00", otherDay: null });
  });

  it("a visitor in New York sees 12:00 in November and 13:00 in July", () => {
    expect(visitorTime(winter, "America/New_York")).toMatchObject({ time: "12:00", zone: "Horário Nova York" });
    expect(visitorTime(summer, "America/New_York")).toMatchObject({ time: "13:00" });
  });

  it("shows nothing extra when the visitor's clock reads like Brasília's, and the date when it differs", () => {
    expect(visitorTime(winter, SP)).toBeNull();
    expect(visitorTime(winter, "America/Bahia")).toBeNull();
    expect(visitorTime("2026-11-24T20:00:00.000Z", "Asia/Tokyo")).toMatchObject({ time: "05:00", otherDay: "quarta-feira, 25/11/2026" });
  });
});
