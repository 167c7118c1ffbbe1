import { describe, expect, it, vi } from "vitest";
import { homeworkBadge, homeworkLink, openHomework, type HomeworkWindow } from "./homework.js";

const BASE = "https://hk.mathwise.example/my-account";

function fakeWindow(): HomeworkWindow & { close: ReturnType<typeof vi.fn> } {
  return { opener: "the storefront", location: { href: "about:blank" }, close: vi.fn() };
}

describe("homeworkLink", () => {
  it("adds the token to the learning site's address, keeping its own parameters", () => {
    expect(homeworkLink("https://learn.mathwise.example/homework", "t 1", BASE)).toBe(
      "https://learn.mathwise.example/homework?token=t+1",
    );
    expect(homeworkLink("https://learn.mathwise.example/homework?lang=zh", "abc", BASE)).toBe(
      "https://learn.mathwise.example/homework?lang=zh&token=abc",
    );
  });

  it("reads a site path against the page's address", () => {
    expect(homeworkLink("/learning/homework", "abc", BASE)).toBe("https://hk.mathwise.example/learning/homework?token=abc");
  });
});

describe("homeworkBadge", () => {
  it("counts unfinished homework, none at zero, 99+ above 99", () => {
    expect(homeworkBadge(0)).toBeNull();
    expect(homeworkBadge(1)).toBe("1");
    expect(homeworkBadge(99)).toBe("99");
    expect(homeworkBadge(100)).toBe("99+");
  });
});

describe("openHomework", () => {
  const handOver = (overrides: Partial<Parameters<typeof openHomework>[0]>) => ({
    homeworkUrl: "https://learn.mathwise.example/homework",
    base: BASE,
    openBlankWindow: () => fakeWindow(),
    fetchToken: () => Promise.resolve("temp-1"),
    onBlocked: vi.fn(),
    ...overrides,
  });

  it("opens the window first, then sends it to the homework with the token, cut off from this page", async () => {
    const opened = fakeWindow();
    const fetchToken = vi.fn(() => {
      expect(opened.location.href).toBe("about:blank");
      return Promise.resolve("temp-1");
    });
    const steps = handOver({ openBlankWindow: () => opened, fetchToken });
    await expect(openHomework(steps)).resolves.toBe("opened");
    expect(opened.location.href).toBe("https://learn.mathwise.example/homework?token=temp-1");
    expect(opened.opener).toBeNull();
    expect(steps.onBlocked).not.toHaveBeenCalled();
  });

  it("says so when the pop-up is blocked, without asking for a token", async () => {
    const fetchToken = vi.fn(() => Promise.resolve("temp-1"));
    const steps = handOver({ openBlankWindow: () => null, fetchToken });
    await expect(openHomework(steps)).resolves.toBe("blocked");
    expect(steps.onBlocked).toHaveBeenCalledOnce();
    expect(fetchToken).not.toHaveBeenCalled();
  });

  it("closes the window again, silently, when the token call fails", async () => {
    const opened = fakeWindow();
    const steps = handOver({ openBlankWindow: () => opened, fetchToken: () => Promise.reject(new Error("9")) });
    await expect(openHomework(steps)).resolves.toBe("failed");
    expect(opened.close).toHaveBeenCalledOnce();
    expect(opened.location.href).toBe("about:blank");
    expect(steps.onBlocked).not.toHaveBeenCalled();
  });
});
