// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAutoAdvance } from "./use-auto-advance";

/** The hook's index after each wait of `waitsMs`, taken one after the other on the fake clock. */
function indexesAfter(result: { current: { index: number } }, waitsMs: number[]) {
  return waitsMs.map((ms) => {
    act(() => vi.advanceTimersByTime(ms));
    return result.current.index;
  });
}

describe("useAutoAdvance", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("moves to the next item every interval and wraps around", () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 3, intervalMs: 3000 }));
    expect(result.current.index).toBe(0);
    expect(indexesAfter(result, [2999, 1, 6000])).toEqual([0, 1, 0]);
  });

  it("holds still while paused and resumes after", () => {
    const { result, rerender } = renderHook(({ paused }) => useAutoAdvance({ count: 4, intervalMs: 1000, paused }), {
      initialProps: { paused: true },
    });
    expect(indexesAfter(result, [10_000])).toEqual([0]);
    rerender({ paused: false });
    expect(indexesAfter(result, [1000])).toEqual([1]);
  });

  it("jumps on goTo and waits a full interval before moving on", () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 8, intervalMs: 5000 }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.goTo(6));
    expect(result.current.index).toBe(6);
    expect(indexesAfter(result, [4999, 1])).toEqual([6, 7]);
  });

  it("normalises out-of-range jumps", () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 5, intervalMs: 1000 }));
    act(() => result.current.goTo(-1));
    expect(result.current.index).toBe(4);
    act(() => result.current.goTo(7));
    expect(result.current.index).toBe(2);
  });
});
