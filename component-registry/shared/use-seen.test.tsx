// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeIntersectionObserver } from "./fake-intersection-observer.js";
import { SEEN_DELAY_MS, SEEN_THRESHOLD, useSeen } from "./use-seen.js";

function Probe({ onSeen, enabled }: { onSeen: () => void; enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useSeen(ref, onSeen, { enabled });
  return <div ref={ref} data-testid="probe" />;
}

function setup(enabled?: boolean) {
  const onSeen = vi.fn();
  const view = render(<Probe onSeen={onSeen} enabled={enabled} />);
  const element = view.getByTestId("probe");
  const show = (ratio: number) => act(() => FakeIntersectionObserver.show(element, ratio));
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { onSeen, view, show, wait };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeIntersectionObserver.install();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useSeen", () => {
  it("follows the SPEC §9 visibility rule: half visible for 500 ms", () => {
    expect(SEEN_THRESHOLD).toBe(0.5);
    expect(SEEN_DELAY_MS).toBe(500);
    setup();
    expect(FakeIntersectionObserver.instances[0]?.options.threshold).toBe(0.5);
  });

  it("calls back once half of the element has been visible for 500 ms", () => {
    const { onSeen, show, wait } = setup();
    show(0.5);
    wait(499);
    expect(onSeen).not.toHaveBeenCalled();
    wait(1);
    expect(onSeen).toHaveBeenCalledTimes(1);
  });

  it("does not count an element less than half visible", () => {
    const { onSeen, show, wait } = setup();
    show(0.49);
    wait(2000);
    expect(onSeen).not.toHaveBeenCalled();
  });

  it("restarts the wait when the element leaves the view too early", () => {
    const { onSeen, show, wait } = setup();
    show(0.8);
    wait(400);
    show(0.2);
    wait(400);
    expect(onSeen).not.toHaveBeenCalled();
    show(1);
    wait(400);
    expect(onSeen).not.toHaveBeenCalled();
    wait(100);
    expect(onSeen).toHaveBeenCalledTimes(1);
  });

  it("calls back only once and stops observing", () => {
    const { onSeen, show, wait } = setup();
    show(1);
    wait(500);
    show(0);
    show(1);
    wait(5000);
    expect(onSeen).toHaveBeenCalledTimes(1);
    expect(FakeIntersectionObserver.instances[0]?.disconnected).toBe(true);
  });

  it("observes nothing when disabled", () => {
    setup(false);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it("stops waiting when unmounted", () => {
    const { onSeen, show, wait, view } = setup();
    show(1);
    view.unmount();
    wait(1000);
    expect(onSeen).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.instances[0]?.disconnected).toBe(true);
  });

  it("does nothing where IntersectionObserver does not exist", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { onSeen, wait } = setup();
    wait(1000);
    expect(onSeen).not.toHaveBeenCalled();
  });
});
