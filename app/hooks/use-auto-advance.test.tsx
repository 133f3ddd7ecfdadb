// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAutoAdvance } from "./use-auto-advance";

describe("useAutoAdvance", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("moves to the next item every interval and wraps around", () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 3, intervalMs: 3000 }));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current.index).toBe(0);
  });

  it("holds still while paused and resumes after", () => {
    const { result, rerender } = renderHook(({ paused }) => useAutoAdvance({ count: 4, intervalMs: 1000, paused }), {
      initialProps: { paused: true },
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(1);
  });

  it("jumps on goTo and waits a full interval before moving on", () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 8, intervalMs: 5000 }));
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.goTo(6));
    expect(result.current.index).toBe(6);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(6);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(7);
  });

  it("normalises out-of-range jumps", () => {
    const { result } = renderHook(() => useAutoAdvance({ count: 5, intervalMs: 1000 }));
    act(() => result.current.goTo(-1));
    expect(result.current.index).toBe(4);
    act(() => result.current.goTo(7));
    expect(result.current.index).toBe(2);
  });
});
