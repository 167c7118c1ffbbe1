// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import { fakeApi, renderAccount } from "../../../../tests/helpers/render-account.js";
import { student } from "../../../../tests/helpers/sample-accounts.js";
import { EditStudentScreen } from "./EditStudentScreen.js";

afterEach(cleanup);

const grades = [{ id: 3, name: "Grade 3" }, { id: 4, name: "Grade 4" }];

describe("EditStudentScreen", () => {
  it("saves the student's changes for its uid", async () => {
    const { api, call } = fakeApi();
    renderAccount(<EditStudentScreen student={student({ uid: "s-2", contactEmail: "leo@example.com" })} grades={grades} />, { api });
    expect(screen.getByLabelText<HTMLSelectElement>("Grade").value).toBe("3");
    fireEvent.change(screen.getByLabelText("Grade"), { target: { value: "4" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Student information saved."));
    expect(call).toHaveBeenCalledWith(
      "modifyUserInfo",
      { uid: "s-2", nickName: "Mia", firstName: "Mia", lastName: "Chen", gradeId: 4, email: "leo@example.com" },
      expect.anything(),
    );
  });

  it("shows the server's message when saving is refused", async () => {
    const { api } = fakeApi({ modifyUserInfo: new ApiError(ErrorCode.INVALID_INPUT, "Grade not offered") });
    renderAccount(<EditStudentScreen student={student()} grades={grades} />, { api });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Grade not offered");
  });

  it("says when the grades could not be loaded", () => {
    renderAccount(<EditStudentScreen student={student()} grades={null} />);
    expect(screen.getByRole("alert").textContent).toBe("The grades could not be loaded. Please try again later.");
    expect(screen.getByLabelText<HTMLSelectElement>("Grade").disabled).toBe(true);
  });
});
