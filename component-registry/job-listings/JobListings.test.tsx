// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { validatorFor } from "../../schemas/json-schema.js";
import { renderView } from "../../tests/helpers/render-view.js";
import JobListings from "./JobListings.js";
import { jobListingsSpec, type JobListingsData } from "./schema.js";

afterEach(cleanup);

const example: JobListingsData = {
  title: "Join our team",
  jobs: [
    {
      id: "math-teacher-cupertino",
      title: "Math Teacher (Grades 3-8)",
      location: "Cupertino, CA",
      employment: "full-time",
      description: "<p>Teach small classes of curious students.</p><ul><li>Bachelor's degree in mathematics</li></ul>",
      applyUrl: "https://careers.mathwise.example/apply/math-teacher-cupertino",
    },
    {
      id: "curriculum-intern",
      title: "Curriculum Design Intern",
      location: "Remote",
      employment: "internship",
      description: "<p>Help us write competition problem sets.</p>",
      applyUrl: "/careers/apply?job=curriculum-intern",
    },
  ],
};

describe("JobListings", () => {
  it("renders from the defaults: no positions", () => {
    const { container } = renderView(JobListings, { data: jobListingsSpec.defaults });
    expect(screen.getByRole("heading", { level: 2 })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
    // 'There are no open positions right now.' (or its key before the translations are merged)
    expect(container.querySelector(".job-listings__empty")?.textContent).toMatch(/empty|no open positions/i);
  });

  it("renders a realistic example: each job with its title, location and employment type, closed", () => {
    const { container } = renderView(JobListings, { data: example });
    expect(screen.getByRole("heading", { level: 2, name: "Join our team" })).toBeTruthy();
    const jobs = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(jobs).toHaveLength(2);
    expect(within(jobs[0]!).getByRole("heading", { level: 3, name: "Math Teacher (Grades 3-8)" })).toBeTruthy();
    expect(within(jobs[0]!).getByText("Cupertino, CA")).toBeTruthy();
    expect(container.querySelectorAll(".job__employment")[0]!.textContent).toMatch(/full.?time/i);
    expect(container.querySelectorAll(".job__employment")[1]!.textContent).toMatch(/intern/i);
    expect(screen.queryByRole("link")).toBeNull(); // the apply links are in closed panels
    for (const toggle of screen.getAllByRole("button")) expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens a job to its HTML description and apply link, and closes it again", () => {
    const { container } = renderView(JobListings, { data: example });
    const toggle = screen.getByRole("button", { name: "Math Teacher (Grades 3-8)" });
    const panel = container.querySelector(`#${CSS.escape(toggle.getAttribute("aria-controls")!)}`) as HTMLElement;
    expect(panel.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hidden).toBe(false);
    expect(panel.querySelector("ul li")?.textContent).toBe("Bachelor's degree in mathematics");
    const apply = within(panel).getByRole("link");
    expect(apply.getAttribute("href")).toBe("https://careers.mathwise.example/apply/math-teacher-cupertino");
    expect(apply.getAttribute("aria-label")).toMatch(/apply/i);
    expect(screen.getAllByRole("link")).toHaveLength(1); // the other job stays closed

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(panel.hidden).toBe(true);
  });

  it("keeps jobs open independently", () => {
    renderView(JobListings, { data: example });
    const [first, second] = screen.getAllByRole("button") as [HTMLElement, HTMLElement];
    fireEvent.click(first);
    fireEvent.click(second);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      example.jobs[0]!.applyUrl,
      example.jobs[1]!.applyUrl,
    ]);
    expect(first.getAttribute("aria-controls")).not.toBe(second.getAttribute("aria-controls"));
  });

  describe("schema", () => {
    const validate = validatorFor(jobListingsSpec.schema);
    const job = example.jobs[0]!;

    it("accepts the defaults and the example", () => {
      expect(validate(jobListingsSpec.defaults)).toBe(true);
      expect(validate(example)).toBe(true);
    });

    it.each([
      ["missing jobs", { title: "Careers" }],
      ["a job without an apply URL", { jobs: [{ ...job, applyUrl: undefined }] }],
      ["an unknown employment type", { jobs: [{ ...job, employment: "freelance" }] }],
      ["a location of the wrong type", { jobs: [{ ...job, location: 3 }] }],
      ["a javascript: apply URL", { jobs: [{ ...job, applyUrl: "javascript:alert(1)" }] }],
      ["an empty description", { jobs: [{ ...job, description: "" }] }],
      ["an extra job property", { jobs: [{ ...job, salary: "100k" }] }],
      ["an extra property", { jobs: [], theme: "dark" }],
    ])("rejects %s", (_label, data) => {
      expect(validate(JSON.parse(JSON.stringify(data)))).toBe(false);
    });
  });
});
