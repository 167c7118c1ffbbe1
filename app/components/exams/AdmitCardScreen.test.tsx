// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAccount } from "../../../tests/helpers/render-account.js";
import { fixtureSite } from "../../../tests/helpers/render-view.js";
import { AdmitCardScreen } from "./AdmitCardScreen.js";
import { REGISTRATION_ID, hkAdmitCard, usAdmitCard } from "./exams-test-support.js";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const facts = () =>
  within(screen.getByRole("article", { name: /Admit card|准考證/ }))
    .getAllByRole("term")
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe("the admit card", () => {
  it("shows every field of SPEC §3 with the candidate number large, and what to do on the day", () => {
    renderAccount(<AdmitCardScreen card={hkAdmitCard()} />, { site: fixtureSite("hk"), language: "en", path: "/exams/admit-card/x" });
    const card = screen.getByRole("article", { name: "Admit card" });
    expect(within(card).getByText("Mathwise Academy Hong Kong")).toBeTruthy();
    expect(within(card).getByText("HC270001").tagName).toBe("STRONG");
    expect(within(card).getByText("Candidate number")).toBeTruthy();
    expect(facts()).toEqual([
      "Candidate: 陳小明",
      "Grade: 小五",
      "Exam: 2027 希望盃數學邀請賽",
      "Date and time: 10/01/2027 10:00–11:30",
      "Place: 銅鑼灣學習中心（軒尼詩道500號8樓）",
      "Fee: HK$380.00",
    ]);
    expect(within(card).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Bring this admit card to the exam and arrive 15 minutes before it starts.",
      "The fee is paid at the exam.",
    ]);
  });

  it("is written in the page's language, online and free", () => {
    renderAccount(<AdmitCardScreen card={usAdmitCard({ candidateNumber: "YMO270001" })} />, { site: fixtureSite("hk"), language: "zh-Hant", path: "/exams/admit-card/x" });
    expect(facts()).toContain("地點: 線上");
    expect(facts()).toContain("費用: 免費");
    expect(screen.getByText(/此考試於線上進行/)).toBeTruthy();
  });

  it("prints, downloads the PDF and leads back to the exams", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    renderAccount(<AdmitCardScreen card={usAdmitCard()} />, { path: "/exams/admit-card/x" });
    fireEvent.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
    const download = screen.getByRole("link", { name: "Download PDF" });
    expect(download.getAttribute("href")).toBe(`/exams/admit-card/${REGISTRATION_ID}/pdf`);
    expect(download.hasAttribute("download")).toBe(true);
    expect(screen.getByRole("link", { name: "All exams" }).getAttribute("href")).toBe("/exams");
  });
});
