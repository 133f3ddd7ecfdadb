// @vitest-environment jsdom
// The calendar's keyboard focus across months: an arrow key that leaves the month moves the
// focus to the day it names once that month is drawn, even when the new month arrives in a
// render of its own after the calendar's (the page's month lives in its parent).
import { act, cleanup, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement, useState } from "react";
import { afterEach, expect, it } from "vitest";
import { MonthCalendar } from "./month-calendar";

afterEach(cleanup);

const FREE = new Map([
  ["2026-11-30", 3],
  ["2026-12-01", 2],
]);

/**
 * The calendar under a parent that takes a month change a task later, as a parent whose state
 * updates in another render than the calendar's own.
 */
function Page() {
  const [month, setMonth] = useState("2026-11");
  return createElement(MonthCalendar, {
    month,
    freeByDate: FREE,
    firstDate: "2026-11-29",
    lastDate: "2026-12-31",
    selectedDate: null,
    loading: false,
    onSelectDate: () => {},
    onMonthChange: (next: string) => setTimeout(() => setMonth(next)),
  });
}

const day = (container: HTMLElement, date: string) => container.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve)));

it("an arrow key into another month focuses that month's day once it is drawn", async () => {
  const user = userEvent.setup();
  const { container } = render(createElement(Page));
  day(container, "2026-11-30")!.focus();

  await user.keyboard("{ArrowRight}");
  await nextTask();
  expect(document.activeElement).toBe(day(container, "2026-12-01"));

  await user.keyboard("{ArrowLeft}");
  await nextTask();
  expect(document.activeElement).toBe(day(container, "2026-11-30"));
  expect(container.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
});
