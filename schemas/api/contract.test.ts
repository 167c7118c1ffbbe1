import { describe, expect, it } from "vitest";
import { callNames, contract } from "./contract.js";

describe("the API contract", () => {
  it("names every call in lowerCamelCase and gives each its own path", () => {
    for (const name of callNames) expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
    const paths = callNames.map((name) => contract[name].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("signs the calls of SPEC §7: verification (sending a code), quick login and the lead calls", () => {
    expect(callNames.filter((name) => contract[name].signed).sort()).toEqual(["commonLogin", "saveLeads", "sendLoginCode", "submitLeads"]);
  });

  it("drops fields a client has no say in", () => {
    const parsed = contract.submitLeads.request.parse({
      name: "Ada",
      email: "ada@example.com",
      schoolCode: "415",
      price: 0,
      status: "paid",
    });
    expect(parsed).toEqual({ name: "Ada", email: "ada@example.com" });
  });

  it("requires a phone or an email on a lead, and a calling code with a phone", () => {
    expect(contract.submitLeads.request.safeParse({ name: "Ada" }).success).toBe(false);
    expect(contract.submitLeads.request.safeParse({ name: "Ada", phone: "91234567" }).success).toBe(false);
    expect(
      contract.submitLeads.request.safeParse({ name: "Ada", phone: "91234567", countryCallingCode: "+65" }).success,
    ).toBe(true);
  });
});
