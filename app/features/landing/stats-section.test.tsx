// @vitest-environment jsdom
// spec §4, §9: the statistics counters start animating once, when the section becomes 30%
// visible. jsdom has no IntersectionObserver: a stand-in reports what the browser would.
import { landing } from "../../content/landing";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COUNTER_DURATION_MS } from "../../../contracts/landing";
import { stats } from "../../content/stats";
import { StatsSection } from "./stats-section";

const statsTitle = landing.stats.title;

/** What each observer the page made asked for, what it watches, and whether it still listens. */
interface Watch {
  threshold: number | number[] | undefined;
  targets: Element[];
  connected: boolean;
  callback: IntersectionObserverCallback;
}
const watches: Watch[] = [];

class ReportingObserver {
  private readonly watch: Watch;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.watch = { threshold: options?.threshold, targets: [], connected: true, callback };
    watches.push(this.watch);
  }
  observe(target: Element) {
    this.watch.targets.push(target);
  }
  disconnect() {
    this.watch.connected = false;
  }
}

/** Tells every listening observer that `ratio` of its elements is on screen, as the browser would. */
function showSection(ratio: number) {
  for (const watch of watches.filter((w) => w.connected)) {
    const entries = watch.targets.map((target) => ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as IntersectionObserverEntry);
    act(() => watch.callback(entries, {} as IntersectionObserver));
  }
}
const figures = () => screen.getAllByTestId("stat-value").map((el) => el.textContent);
const TARGETS = ["36M+", "2M+", "1M+", "14K"];
const RESTING = ["0M+", "0M+", "0M+", "0K"];

describe("statistics counters (spec §4: start when the section becomes 30% visible)", () => {
  beforeEach(() => {
    watches.length = 0;
    vi.stubGlobal("IntersectionObserver", ReportingObserver);
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("asks to be told at 30% visibility, and rests at 0 while less than 30% shows", () => {
    render(<StatsSection title={statsTitle} stats={stats} />);
    const section = screen.getByRole("region", { name: statsTitle });
    expect(watches.filter((w) => w.targets.includes(section)).map((w) => w.threshold)).toEqual([0.3]);

    showSection(0.29);
    act(() => vi.advanceTimersByTime(COUNTER_DURATION_MS * 3));
    expect(figures()).toEqual(RESTING);
  });

  it("starts when 30% shows and reaches the targets 2000 ms later", () => {
    render(<StatsSection title={statsTitle} stats={stats} />);
    showSection(0.3);
    act(() => vi.advanceTimersByTime(COUNTER_DURATION_MS / 2));
    expect(figures()).toEqual(["18M+", "1M+", "1M+", "7K"]);
    act(() => vi.advanceTimersByTime(COUNTER_DURATION_MS / 2));
    expect(figures()).toEqual(TARGETS);
  });

  it("animates once: scrolling away and back does not start it again", () => {
    render(<StatsSection title={statsTitle} stats={stats} />);
    showSection(0.5);
    act(() => vi.advanceTimersByTime(COUNTER_DURATION_MS));
    expect(watches.every((w) => !w.connected)).toBe(true);
    showSection(0);
    showSection(1);
    act(() => vi.advanceTimersByTime(COUNTER_DURATION_MS / 4));
    expect(figures()).toEqual(TARGETS);
  });
});
