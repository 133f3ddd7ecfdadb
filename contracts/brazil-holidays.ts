// Brazilian national holidays (Lei 662/1949, Lei 6.802/1980, Lei 14.759/2023) plus the
// Easter-based days the country stops for: Carnaval (Monday and Tuesday), Sexta-feira
// Santa and Corpus Christi. Dates are 'YYYY-MM-DD' in Brasília.
import { addDays } from "./zoned-time.ts";

interface Holiday {
  date: string;
  name: string;
}

const FIXED: { monthDay: string; name: string; since?: number }[] = [
  { monthDay: "01-01", name: "Confraternização Universal" },
  { monthDay: "04-21", name: "Tiradentes" },
  { monthDay: "05-01", name: "Dia do Trabalho" },
  { monthDay: "09-07", name: "Independência do Brasil" },
  { monthDay: "10-12", name: "Nossa Senhora Aparecida" },
  { monthDay: "11-02", name: "Finados" },
  { monthDay: "11-15", name: "Proclamação da República" },
  // National since Lei 14.759/2023.
  { monthDay: "11-20", name: "Dia Nacional de Zumbi e da Consciência Negra", since: 2024 },
  { monthDay: "12-25", name: "Natal" },
];

/** Easter Sunday of `year` (Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const cache = new Map<number, Holiday[]>();

/** Every holiday of `year`, in date order. */
function holidaysOf(year: number): Holiday[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const list: Holiday[] = [
    ...FIXED.filter((h) => !h.since || year >= h.since).map((h) => ({ date: `${year}-${h.monthDay}`, name: h.name })),
    { date: addDays(easter, -48), name: "Carnaval (segunda-feira)" },
    { date: addDays(easter, -47), name: "Carnaval (terça-feira)" },
    { date: addDays(easter, -2), name: "Sexta-feira Santa" },
    { date: addDays(easter, 60), name: "Corpus Christi" },
  ].toSorted((x, y) => x.date.localeCompare(y.date));
  cache.set(year, list);
  return list;
}

/** The holiday on `date` ('YYYY-MM-DD'), if any. */
export function holidayOn(date: string): Holiday | undefined {
  return holidaysOf(Number(date.slice(0, 4))).find((h) => h.date === date);
}
