// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ResponseOf } from "../../../schemas/api/contract.js";
import { fakeApi, renderAccount, type Answers } from "../../../tests/helpers/render-account.js";
import { FeedbackToTeachers } from "./FeedbackToTeachers.js";

const CLASS = "us-amc10-prep-big";
const IMAGE_ID = "0f8b8f8e-2a51-4a57-9d44-5a0a8a1c2f10";

const bo = { uid: "s-1", nickName: "Bo", firstName: "Bo", lastName: "Parent" };
const cy = { uid: "s-2", nickName: "Cy", firstName: "Cy", lastName: "Parent" };
const options = (students = [bo]): ResponseOf<"queryFeedbackOptions"> => ({
  problemTypes: [
    { problemType: 1, text: "Teaching and lesson content" },
    { problemType: 3, text: "Online classroom or technical problems" },
  ],
  students,
});

/** The upload endpoint as a test controls it: each upload waits until `answer` is called with the status and body to give. */
function fakeUploads() {
  const pending: ((response: Response) => void)[] = [];
  const fetch = vi.fn(() => new Promise<Response>((resolve) => pending.push(resolve)));
  vi.stubGlobal("fetch", fetch);
  return {
    fetch,
    answer: (status: number, body: object) => pending.shift()!(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })),
  };
}

function openDialog(answers: Answers = {}) {
  const api = fakeApi({ queryFeedbackOptions: options(), createFeedbackUploadToken: { token: "t", expiresAt: "2026-11-27T10:10:00.000Z" }, ...answers });
  renderAccount(<FeedbackToTeachers classId={CLASS} />, { api: api.api, path: `/my-courses/detail/${CLASS}` });
  fireEvent.click(screen.getByRole("button", { name: "Feedback to teachers" }));
  return { ...api, dialog: screen.getByRole("dialog", { name: "Feedback to teachers" }) };
}

const submitButton = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Submit" }) as HTMLButtonElement;
const chooseImage = (dialog: HTMLElement) =>
  fireEvent.change(within(dialog).getByLabelText(/^Image/), { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], "homework.jpg", { type: "image/jpeg" })] } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Feedback to teachers", () => {
  it("requires a problem type and a description, and names the one student of the family in the class", async () => {
    const { dialog, callsOf } = openDialog();
    expect(await within(dialog).findByText("About Bo Parent")).toBeTruthy();
    expect(within(dialog).queryByLabelText("Which student has the problem?")).toBeNull();
    fireEvent.click(submitButton(dialog));
    expect(within(dialog).getByText("Please choose a problem type.")).toBeTruthy();
    expect(within(dialog).getByText("Please describe the problem.")).toBeTruthy();
    expect(callsOf("submitFeedback")).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Problem type"), { target: { value: "3" } });
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "   " } });
    fireEvent.click(submitButton(dialog));
    expect(within(dialog).queryByText("Please choose a problem type.")).toBeNull();
    expect(within(dialog).getByText("Please describe the problem.")).toBeTruthy();
    expect(callsOf("submitFeedback")).toEqual([]);
  });

  it("asks which student when several are in the class, then sends and says when the answer is due", async () => {
    const { dialog, callsOf } = openDialog({
      queryFeedbackOptions: options([bo, cy]),
      submitFeedback: { feedbackId: "f-1", replyDueAt: "2026-12-01T18:00:00.000Z" },
    });
    const student = (await within(dialog).findByLabelText("Which student has the problem?")) as HTMLSelectElement;
    fireEvent.change(within(dialog).getByLabelText("Problem type"), { target: { value: "1" } });
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "Lesson 3 went too fast." } });
    fireEvent.click(submitButton(dialog));
    expect(within(dialog).getByText("Please choose the student.")).toBeTruthy();
    expect(callsOf("submitFeedback")).toEqual([]);

    fireEvent.change(student, { target: { value: "s-2" } });
    fireEvent.click(submitButton(dialog));
    expect((await within(dialog).findByRole("status")).textContent).toMatch(/^Thank you\. The teachers will answer by .*2026/);
    expect(callsOf("submitFeedback")).toEqual([{ classId: CLASS, studentId: "s-2", problemType: 1, description: "Lesson 3 went too fast." }]);
  });

  it("cannot be sent while the image goes up, and sends the image the service kept", async () => {
    const uploads = fakeUploads();
    const { dialog, callsOf } = openDialog({ submitFeedback: { feedbackId: "f-1", replyDueAt: "2026-12-01T18:00:00.000Z" } });
    await within(dialog).findByText("About Bo Parent");
    fireEvent.change(within(dialog).getByLabelText("Problem type"), { target: { value: "3" } });
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "The worksheet is unreadable." } });
    chooseImage(dialog);

    expect(within(dialog).getByText("Uploading the image…")).toBeTruthy();
    expect(((await within(dialog).findByRole("img", { name: "The image you chose" })) as HTMLImageElement).getAttribute("src")).toBe("data:image/jpeg;base64,/9j/");
    expect(submitButton(dialog).disabled).toBe(true);
    await waitFor(() => expect(uploads.fetch).toHaveBeenCalledTimes(1));
    expect(uploads.fetch.mock.calls[0]).toEqual(["/feedback-images", expect.objectContaining({ method: "POST", headers: expect.objectContaining({ "X-Upload-Token": "t" }) })]);
    fireEvent.submit(submitButton(dialog).form!);
    expect(callsOf("submitFeedback")).toEqual([]);

    uploads.answer(201, { code: 0, msg: "success", data: { imageId: IMAGE_ID, width: 1600, height: 1067, bytes: 120_000 } });
    await within(dialog).findByText("The image is ready to send.");
    expect(submitButton(dialog).disabled).toBe(false);
    fireEvent.click(submitButton(dialog));
    await within(dialog).findByText(/The teachers will answer by/);
    expect(callsOf("submitFeedback")).toEqual([expect.objectContaining({ imageId: IMAGE_ID })]);
  });

  it("says why an image was refused, and sends without it", async () => {
    const uploads = fakeUploads();
    const { dialog } = openDialog();
    await within(dialog).findByText("About Bo Parent");
    chooseImage(dialog);
    await waitFor(() => expect(uploads.fetch).toHaveBeenCalledTimes(1));
    uploads.answer(415, { code: 4000, msg: "file: only JPEG, PNG, WebP images are accepted", reason: "type" });
    expect(await within(dialog).findByText("Only JPEG, PNG, WebP images can be sent.")).toBeTruthy();
    expect(within(dialog).queryByRole("img")).toBeNull();
    expect(submitButton(dialog).disabled).toBe(false);
  });

  it("lists the family's feedback about the class with the teachers' answers", async () => {
    const api = fakeApi({
      queryMyFeedback: {
        list: [
          {
            feedbackId: "f-2",
            classId: CLASS,
            student: bo,
            problemType: { problemType: 2, text: "Homework and marking" },
            description: "Homework 3 was not marked.",
            hasImage: true,
            createdAt: "2026-11-23T18:00:00.000Z",
            replyDueAt: "2026-11-25T18:00:00.000Z",
            answer: { text: "The teacher marked it today.", answeredAt: "2026-11-24T17:00:00.000Z" },
          },
        ],
        more: false,
      },
    });
    renderAccount(<FeedbackToTeachers classId={CLASS} />, { api: api.api });
    fireEvent.click(screen.getByRole("button", { name: "My feedback" }));
    const dialog = screen.getByRole("dialog", { name: "My feedback" });
    expect(await within(dialog).findByText("The teacher marked it today.")).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: "Homework and marking" })).toBeTruthy();
    expect(within(dialog).getByText(/about Bo Parent · with an image/)).toBeTruthy();
    expect(api.callsOf("queryMyFeedback")).toEqual([{ classId: CLASS }]);
  });
});
