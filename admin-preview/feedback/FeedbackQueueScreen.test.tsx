// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ServiceFeedback } from "../../schemas/api/calls/feedback.js";
import { customerService, renderAdmin } from "../../tests/helpers/render-admin.js";
import { FeedbackQueueScreen } from "./FeedbackQueueScreen.js";

afterEach(cleanup);

const IMAGE_ID = "0f8b8f8e-2a51-4a57-9d44-5a0a8a1c2f10";

const feedback = (extra: Partial<ServiceFeedback> = {}): ServiceFeedback => ({
  feedbackId: "6f1c7c3e-2d53-4a8e-9a53-0f0f2b1d4e11",
  locale: "us",
  classId: "us-amc10-prep-big",
  classTitle: "AMC 10 Prep",
  student: { uid: "s-1", cardNo: "100000001", nickName: "Bo", firstName: "Bo", lastName: "Parent" },
  parent: { email: "ada@example.com", phone: null },
  problemType: { problemType: 2, text: "Homework and marking" },
  description: "Homework 3 was not marked.",
  imageId: IMAGE_ID,
  createdAt: "2026-11-23T18:00:00.000Z",
  replyDueAt: "2026-11-25T18:00:00.000Z",
  overdue: true,
  answer: null,
  answeredBy: null,
  answeredAt: null,
  ...extra,
});

describe("FeedbackQueueScreen", () => {
  it("shows open feedback with its image and the overdue marked, and sends an answer", async () => {
    const { submitted } = renderAdmin(<FeedbackQueueScreen status="open" list={[feedback(), feedback({ feedbackId: "f-2", overdue: false, imageId: null })]} more={false} />, {
      staff: customerService,
      path: "/admin/orders/feedback",
      answer: () => ({ intent: "answerFeedback", ok: true, result: null }),
    });
    const [first, second] = screen.getAllByRole("article");
    expect(within(first!).getByRole("heading", { name: /Homework and marking · AMC 10 Prep/ }).textContent).toContain("Overdue");
    expect(within(second!).queryByText("Overdue")).toBeNull();
    expect(within(first!).getByText("Bo Parent · 100000001")).toBeTruthy();
    expect(within(first!).getByText("ada@example.com")).toBeTruthy();
    expect((within(first!).getByRole("img", { name: /Image the parent sent/ }) as HTMLImageElement).getAttribute("src")).toBe(`/feedback-images/${IMAGE_ID}`);
    expect(within(second!).queryByRole("img")).toBeNull();

    fireEvent.change(within(first!).getByLabelText("Answer to the parent"), { target: { value: "The teacher marked it today." } });
    fireEvent.click(within(first!).getByRole("button", { name: "Send the answer" }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(Object.fromEntries(submitted[0]!.entries())).toEqual({ feedbackId: feedback().feedbackId, answer: "The teacher marked it today.", intent: "answerFeedback" });
  });

  it("asks for the answer when the contract refused an empty one", async () => {
    renderAdmin(<FeedbackQueueScreen status="open" list={[feedback()]} more={false} />, {
      staff: customerService,
      path: "/admin/orders/feedback",
      answer: () => ({ intent: "answerFeedback", ok: false, invalidFields: ["answer"] }),
    });
    fireEvent.submit(screen.getByRole("button", { name: "Send the answer" }).closest("form")!);
    expect(await screen.findByText("Write the answer the parent will read.")).toBeTruthy();
  });

  it("shows answered feedback with the answer and who gave it, and says when none waits", () => {
    renderAdmin(
      <FeedbackQueueScreen status="answered" list={[feedback({ overdue: false, answer: "The teacher marked it today.", answeredBy: "cas@mathwise.example", answeredAt: "2026-11-24T17:00:00.000Z" })]} more />,
      { staff: customerService, path: "/admin/orders/feedback?status=answered" },
    );
    expect(screen.getByText("The teacher marked it today.")).toBeTruthy();
    expect(screen.getByText(/Answered by cas@mathwise.example/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send the answer" })).toBeNull();
    expect(screen.getByRole("link", { name: "Answered" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByText("Only the first 1 are shown.")).toBeTruthy();
    cleanup();

    renderAdmin(<FeedbackQueueScreen status="open" list={[]} more={false} />, { staff: customerService, path: "/admin/orders/feedback" });
    expect(screen.getByRole("status").textContent).toBe("No feedback is waiting for an answer.");
  });
});
