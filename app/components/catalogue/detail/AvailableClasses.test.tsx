// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAccount } from "../../../../tests/helpers/render-account.js";
import { courseCard } from "../catalogue-test-support.js";
import { AvailableClasses } from "./AvailableClasses.js";

afterEach(cleanup);

const render = (list = [courseCard()]) =>
  renderAccount(<AvailableClasses classes={{ title: "AMC 8 Competition Prep", list }} />, {
    path: "/courses/available-classes/us-amc8-prep",
  });

describe("AvailableClasses", () => {
  it("lists the course's open classes as cards leading to their pages", () => {
    render([courseCard(), courseCard({ id: "us-amc8-prep-cupertino-sku" }, { platformType: 2, deliveryMode: "OFFLINE" })]);
    expect(screen.getByRole("heading", { level: 1, name: "Classes of AMC 8 Competition Prep" })).toBeTruthy();
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading", { level: 2 }).querySelector("a")?.getAttribute("href"))).toEqual([
      "/courses/detail/us-amc8-prep-online-sku",
      "/courses/detail/us-amc8-prep-cupertino-sku",
    ]);
  });

  it("says when no class is open", () => {
    render([]);
    expect(screen.getByText("No class of this course is open right now.")).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
  });
});
