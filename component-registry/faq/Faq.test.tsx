// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { validatorFor } from "../../schemas/json-schema.js";
import { renderView } from "../../tests/helpers/render-view.js";
import Faq from "./Faq.js";
import { toggleOpen } from "./faq-state.js";
import { faqSpec, type FaqData } from "./schema.js";

afterEach(cleanup);

const example: FaqData = {
  title: "Frequently asked questions",
  items: [
    { question: "How long is a lesson?", answer: "<p>Each live lesson lasts <strong>90 minutes</strong>.</p>" },
    { question: "Can I change class?", answer: '<p>Yes, see the <a href="/my-class-transfer/rules">transfer rules</a>.</p>' },
    { question: "Are recordings available?", answer: "<p>Playback stays available for up to 6 months.</p>" },
  ],
};

function toggle(name: string) {
  return screen.getByRole("button", { name });
}

function answerOf(button: HTMLElement) {
  return document.getElementById(button.getAttribute("aria-controls")!)!;
}

describe("Faq view", () => {
  it("renders the defaults", () => {
    renderView(Faq, { data: faqSpec.defaults });
    const button = toggle("Question?");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("heading", { level: 2, name: "Question?" })).toBeTruthy();
  });

  it("renders the example: title, questions and HTML answers, all closed", () => {
    renderView(Faq, { data: example });
    expect(screen.getByRole("heading", { level: 2, name: example.title })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    for (const item of example.items) {
      const button = toggle(item.question);
      expect(button.getAttribute("aria-expanded")).toBe("false");
      expect(answerOf(button).hidden).toBe(true);
    }
    expect(answerOf(toggle("How long is a lesson?")).querySelector("strong")?.textContent).toBe("90 minutes");
  });

  it("opens and closes each answer independently", () => {
    renderView(Faq, { data: example });
    const first = toggle("How long is a lesson?");
    const second = toggle("Can I change class?");

    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(answerOf(first).hidden).toBe(false);
    expect(second.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(second);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    expect(second.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "transfer rules" })).toBeTruthy();

    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(answerOf(first).hidden).toBe(true);
    expect(answerOf(second).hidden).toBe(false);
  });

  it("gives every answer its own id", () => {
    renderView(Faq, { data: example });
    const ids = screen.getAllByRole("button").map((button) => button.getAttribute("aria-controls"));
    expect(new Set(ids).size).toBe(3);
  });
});

describe("toggleOpen", () => {
  it("adds or removes one index without touching the others", () => {
    const opened = toggleOpen(new Set([1]), 2);
    expect([...opened].sort()).toEqual([1, 2]);
    expect([...toggleOpen(opened, 1)]).toEqual([2]);
  });

  it("does not change the set it was given", () => {
    const original = new Set([0]);
    toggleOpen(original, 0);
    expect([...original]).toEqual([0]);
  });
});

describe("Faq schema", () => {
  const validate = validatorFor(faqSpec.schema);

  it("accepts the defaults and the example", () => {
    expect(validate(faqSpec.defaults)).toBe(true);
    expect(validate(example)).toBe(true);
  });

  it.each([
    ["missing items", { title: "FAQ" }],
    ["no items", { items: [] }],
    ["an item without answer", { items: [{ question: "Why?" }] }],
    ["a question of the wrong type", { items: [{ question: 1, answer: "<p>a</p>" }] }],
    ["an extra property", { ...example, open: true }],
    ["an extra item property", { items: [{ question: "Q", answer: "<p>A</p>", url: "javascript:alert(1)" }] }],
  ])("refuses %s", (_, value) => {
    expect(validate(value)).toBe(false);
  });
});
