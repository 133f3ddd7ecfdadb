// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COUNTER_DURATION_MS, COUNTER_STEPS } from "../../contracts/landing";
import { useCountUp } from "./use-count-up";

const options = { durationMs: COUNTER_DURATION_MS, steps: COUNTER_STEPS };

describe("useCountUp (spec §4: 2000 ms in 60 steps)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("rests at 0 in the browser until started", () => {
    const { result } = renderHook(() => useCountUp(36, { ...options, start: false }));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
  });

  it("climbs in 60 equal steps and reaches the target after 2000 ms", () => {
    const { result, rerender } = renderHook(({ start }) => useCountUp(36, { ...options, start }), {
      initialProps: { start: false },
    });
    rerender({ start: true });
    const stepMs = COUNTER_DURATION_MS / COUNTER_STEPS;
    act(() => vi.advanceTimersByTime(stepMs * 30));
    expect(result.current).toBe(18);
    act(() => vi.advanceTimersByTime(stepMs * 29));
    expect(result.current).toBe(Math.round((36 * 59) / 60));
    act(() => vi.advanceTimersByTime(stepMs));
    expect(result.current).toBe(36);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(36);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("runs once: stopping and starting again does not restart from 0", () => {
    const { result, rerender } = renderHook(({ start }) => useCountUp(14, { ...options, start }), {
      initialProps: { start: true },
    });
    act(() => vi.advanceTimersByTime(COUNTER_DURATION_MS));
    rerender({ start: true });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(14);
  });

  it("jumps straight to the target under reduced motion", () => {
    const { result } = renderHook(() => useCountUp(36, { ...options, start: true, instant: true }));
    expect(result.current).toBe(36);
    expect(vi.getTimerCount()).toBe(0);
  });
});
