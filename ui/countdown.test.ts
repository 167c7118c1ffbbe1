// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { secondsUntil, useCountdown } from "./countdown.js";

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

describe("secondsUntil", () => {
  it("rounds a started second up and ends at 0", () => {
    expect(secondsUntil(T0 + 60_000, T0)).toBe(60);
    expect(secondsUntil(T0 + 60_000, T0 + 1)).toBe(60);
    expect(secondsUntil(T0 + 60_000, T0 + 59_001)).toBe(1);
    expect(secondsUntil(T0 + 60_000, T0 + 60_000)).toBe(0);
    expect(secondsUntil(T0, T0 + 3_600_000)).toBe(0);
  });
});

describe("useCountdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it("is 0 without a deadline", () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBe(0);
  });

  it("counts down once a second and stops at 0", () => {
    const { result } = renderHook(() => useCountdown(T0 + 3_000));
    expect(result.current).toBe(3);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("counts a new deadline from the moment it is given", () => {
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), {
      initialProps: { deadline: null as number | null },
    });
    act(() => void vi.advanceTimersByTime(30_000));
    rerender({ deadline: Date.now() + 60_000 });
    expect(result.current).toBe(60);
  });
});
