// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RESEND_COOLDOWN_SECONDS } from "../../../contracts/account-options";
import { useCooldown } from "./use-cooldown";

describe("useCooldown ('Reenviar e-mail')", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts counting down when the e-mail was just sent, one second at a time, and stops at zero", () => {
    const { result } = renderHook(() => useCooldown(RESEND_COOLDOWN_SECONDS, true));
    expect(result.current.left).toBe(RESEND_COOLDOWN_SECONDS);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(RESEND_COOLDOWN_SECONDS - 1);
    for (let i = 0; i < RESEND_COOLDOWN_SECONDS + 5; i++) act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(0);
  });

  it("is idle until started, and start() begins a new wait", () => {
    const { result } = renderHook(() => useCooldown(3));
    expect(result.current.left).toBe(0);
    act(() => result.current.start());
    expect(result.current.left).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(1);
  });
});
