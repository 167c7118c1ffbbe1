import { describe, expect, it } from "vitest";
import { student } from "../../../tests/helpers/sample-accounts.js";
import { easternNameOrderEnabled, familyStudents, studentDisplayName } from "./student-names.js";

describe("familyStudents", () => {
  it("lists the current account first", () => {
    const current = student({ uid: "a" });
    const others = [student({ uid: "b" }), student({ uid: "c" })];
    expect(familyStudents({ currentAccount: current, associatedAccount: others }).map((s) => s.uid)).toEqual(["a", "b", "c"]);
  });
});

describe("studentDisplayName", () => {
  it("orders names the western or eastern way and falls back to the nickname", () => {
    expect(studentDisplayName(student())).toBe("Mia Chen");
    expect(studentDisplayName(student(), true)).toBe("Chen Mia");
    expect(studentDisplayName(student({ firstName: "", lastName: "" }))).toBe("Mia");
    expect(studentDisplayName(student({ firstName: "Mia", lastName: "" }), true)).toBe("Mia");
  });

  it("reads the eastern order from the client options", () => {
    expect(easternNameOrderEnabled({ list: [{ key: "easternNameOrderEnabled", enabled: true }] })).toBe(true);
    expect(easternNameOrderEnabled({ list: [{ key: "easternNameOrderEnabled", enabled: false }] })).toBe(false);
    expect(easternNameOrderEnabled({ list: [] })).toBe(false);
  });
});
