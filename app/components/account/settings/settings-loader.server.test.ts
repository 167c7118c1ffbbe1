import { describe, expect, it } from "vitest";
import { ApiError, ErrorCode } from "../../../../api/errors.js";
import type { Student } from "../../../../schemas/api/calls/accounts.js";
import { fakeApi, testCallContext } from "../../../../tests/helpers/render-account.js";
import { accountData, familyStudent, type SettingsCalls } from "./settings-loader.server.js";

const student = (uid: string) => ({ uid }) as Student;

function calls(answer: unknown, hasToken = true): SettingsCalls {
  return { ...fakeApi({ getFamilyStudentsList: answer }), call: testCallContext, title: "Settings", hasToken, language: "en" };
}

async function statusOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
  return "no response thrown";
}

describe("settings loaders", () => {
  const family = { currentAccount: student("me"), associatedAccount: [student("sibling")] };

  it("find the current or an associated student of the family", async () => {
    expect((await familyStudent(calls(family), "me"))?.uid).toBe("me");
    expect((await familyStudent(calls(family), "sibling"))?.uid).toBe("sibling");
  });

  it("answer 404 for a student outside the family", async () => {
    expect(await statusOf(familyStudent(calls(family), "stranger"))).toBe(404);
    expect(await statusOf(accountData(Promise.reject(new ApiError(ErrorCode.NOT_FOUND_OR_ENDED))))).toBe(404);
  });

  it("give nothing (the page asks for a login) without a token or when the session has ended", async () => {
    const withoutToken = calls(family, false);
    expect(await familyStudent(withoutToken, "me")).toBeNull();
    expect(withoutToken.api.call).not.toHaveBeenCalled();
    expect(await familyStudent(calls(new ApiError(ErrorCode.SESSION_INVALID)), "me")).toBeNull();
  });

  it("send the visitor to /error when the API does not answer", async () => {
    expect(await statusOf(familyStudent(calls(new ApiError(ErrorCode.NETWORK_ERROR)), "me"))).toBe(302);
  });
});
