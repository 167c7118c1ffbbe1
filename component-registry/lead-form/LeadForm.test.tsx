// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiClient, CallContext } from "../../api/client.js";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { leadContactSchema } from "../../schemas/api/calls/leads.js";
import { validatorFor } from "../../schemas/json-schema.js";
import type { Language } from "../../schemas/site.js";
import { fixtureSite, renderView } from "../../tests/helpers/render-view.js";
import type { ViewProps } from "../define.js";
import { SiteApiContext } from "../../api/site-api-context.js";
import {
  buildLeadRequest,
  initialLeadValues,
  leadFormFields,
  validateLeadForm,
  type LeadFormResolved,
  type LeadFormValues,
} from "./lead-form-rules.js";
import LeadForm from "./LeadForm.js";
import { leadFormSpec, type LeadFormData } from "./schema.js";

afterEach(cleanup);

const example: LeadFormData = {
  leadComponentId: 12,
  title: "Book a free 1-to-1 assessment",
  subtitle: "Tell us about your child and an advisor will call you within 2 working days.",
  fields: ["phone", "email", "grade", "message"],
  submitLabel: "Request my assessment",
  successMessage: "Thank you! An advisor will contact you soon.",
};

const grades: LeadFormResolved = {
  grades: [
    { id: 3, name: "Grade 3" },
    { id: 4, name: "Grade 4" },
    { id: 5, name: "Grade 5" },
  ],
};

const callContext: CallContext = {
  header: { schoolCode: "415", timezone: "America/Los_Angeles" },
  countryCode: "US",
  channelCode: "web-us",
};

interface Options {
  resolved?: LeadFormResolved;
  call?: ReturnType<typeof vi.fn>;
  locale?: string;
  language?: Language;
  path?: string;
}

function renderLeadForm(data: LeadFormData, options: Options = {}) {
  const call = options.call ?? vi.fn().mockResolvedValue({ leadId: "lead-1" });
  const api = { call } as unknown as ApiClient;
  function WithApi(props: ViewProps<LeadFormData, LeadFormResolved | undefined>) {
    return (
      <SiteApiContext.Provider value={{ api, call: callContext }}>
        <LeadForm {...props} />
      </SiteApiContext.Provider>
    );
  }
  const site = fixtureSite(options.locale ?? "us");
  renderView(WithApi, {
    data,
    resolved: options.resolved,
    environment: {
      site,
      language: options.language ?? site.defaultLanguage,
      path: options.path ?? "/1-to-1-assessment",
    },
  });
  const field = <T extends HTMLElement = HTMLInputElement>(name: string) => document.querySelector<T>(`[name="${name}"]`);
  return {
    call,
    field,
    type: (name: string, value: string) => fireEvent.change(field(name)!, { target: { value } }),
    blur: (name: string) => fireEvent.blur(field(name)!),
    submit: () => fireEvent.submit(document.querySelector("form")!),
  };
}

/** The error message under an input (via aria-describedby), or null. */
function errorOf(input: HTMLElement | null) {
  const id = input?.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const valid = (overrides: Partial<LeadFormValues> = {}): LeadFormValues => ({
  name: "Mei Tan",
  areaCode: "US",
  phone: "4085550142",
  email: "mei.tan@example.com",
  gradeId: "4",
  message: "",
  ...overrides,
});

describe("lead form rules", () => {
  const areaCodes = fixtureSite("us").phoneAreaCodes;

  it("shows the name, then the module's fields in order; the grade only with grades", () => {
    expect(leadFormFields(["email", "phone"], undefined)).toEqual(["name", "email", "phone"]);
    expect(leadFormFields(["grade", "message"], undefined)).toEqual(["name", "message"]);
    expect(leadFormFields(["grade", "message"], [])).toEqual(["name", "message"]);
    expect(leadFormFields(["grade", "message"], grades.grades)).toEqual(["name", "grade", "message"]);
    expect(leadFormFields([], undefined)).toEqual(["name"]);
  });

  it("starts on the site's own area code, else the first", () => {
    expect(initialLeadValues(fixtureSite("sg").phoneAreaCodes, "SG").areaCode).toBe("SG");
    expect(initialLeadValues(fixtureSite("ca").phoneAreaCodes, "CA").areaCode).toBe("CA");
    expect(initialLeadValues(areaCodes, "DE").areaCode).toBe("US");
    expect(initialLeadValues(areaCodes, "US")).toEqual({ name: "", areaCode: "US", phone: "", email: "", gradeId: "", message: "" });
  });

  it("checks only the shown fields; the message is optional", () => {
    const empty = initialLeadValues(areaCodes, "US");
    expect(validateLeadForm(["name", "email", "message"], empty, areaCodes)).toEqual({
      name: { code: "required" },
      email: { code: "required" },
    });
    expect(validateLeadForm(["name", "phone", "email", "grade", "message"], valid(), areaCodes)).toEqual({});
    expect(validateLeadForm(["name", "phone"], valid({ areaCode: "CN" }), areaCodes)).toEqual({ phone: { code: "invalidPhone" } });
    expect(validateLeadForm(["name", "message"], valid({ message: "x".repeat(501) }), areaCodes)).toEqual({
      message: { code: "tooLong", max: 500 },
    });
  });

  it("builds a submitLeads body the contract accepts, with only the shown fields", () => {
    const all = buildLeadRequest(
      ["name", "phone", "email", "grade", "message"],
      valid({ name: "  Mei Tan ", phone: "+4085550142", message: " Mornings please " }),
      areaCodes,
      12,
      "/1-to-1-assessment",
    );
    expect(all).toEqual({
      name: "Mei Tan",
      countryCallingCode: "+1",
      phone: "4085550142",
      email: "mei.tan@example.com",
      gradeId: 4,
      message: "Mornings please",
      leadComponentId: 12,
      pagePath: "/1-to-1-assessment",
    });
    expect(leadContactSchema.safeParse(all).success).toBe(true);

    const emailOnly = buildLeadRequest(["name", "email", "message"], valid(), areaCodes, 3, `/${"p".repeat(600)}`);
    expect(emailOnly).toEqual({ name: "Mei Tan", email: "mei.tan@example.com", leadComponentId: 3, pagePath: `/${"p".repeat(511)}` });
    expect(leadContactSchema.safeParse(emailOnly).success).toBe(true);
  });
});

describe("LeadForm view", () => {
  it("renders the defaults: name, phone with area codes, e-mail; the anchor id", () => {
    const { field } = renderLeadForm(leadFormSpec.defaults);
    expect(screen.getByRole("heading", { level: 2, name: "Talk to an advisor" })).toBeTruthy();
    expect(document.querySelector("form")?.id).toBe("lead-form-1");
    expect(screen.getByLabelText("Name")).toBe(field("name"));
    expect(screen.getByLabelText("Mobile number")).toBe(field("phone"));
    expect(screen.getByLabelText("E-mail")).toBe(field("email"));
    const areaCode = screen.getByRole("combobox", { name: "Country calling code" }) as HTMLSelectElement;
    expect([...areaCode.options].map((option) => option.textContent)).toEqual([
      "United States +1",
      "Canada +1",
      "China +86",
    ]);
    expect(areaCode.value).toBe("US");
    expect(field("gradeId")).toBeNull();
    expect(field("message")).toBeNull();
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
  });

  it("renders the example with grades from the resolver, in the module's order", () => {
    renderLeadForm(example, { resolved: grades });
    expect(screen.getByText(example.subtitle!)).toBeTruthy();
    expect(document.querySelector("form")?.id).toBe("lead-form-12");
    const names = [...document.querySelectorAll("form [name]")].map((element) => element.getAttribute("name"));
    expect(names).toEqual(["name", "countryCallingCode", "phone", "email", "gradeId", "message"]);
    const grade = screen.getByLabelText("Grade") as HTMLSelectElement;
    expect([...grade.options].map((option) => option.textContent)).toEqual(["Select a grade", "Grade 3", "Grade 4", "Grade 5"]);
    const message = screen.getByLabelText(/Message/) as HTMLTextAreaElement;
    expect(message.maxLength).toBe(500);
    expect(screen.getByText("(optional)")).toBeTruthy();
  });

  it("leaves the grade out when the resolver gave no grades", () => {
    const { field } = renderLeadForm(example);
    expect(field("gradeId")).toBeNull();
    expect(field("message")).not.toBeNull();
  });

  it("starts on the site's area code", () => {
    renderLeadForm(leadFormSpec.defaults, { locale: "sg" });
    expect((screen.getByRole("combobox", { name: "Country calling code" }) as HTMLSelectElement).value).toBe("SG");
  });

  it("validates a field when it loses focus and clears the message once it is right", () => {
    const { field, type, blur } = renderLeadForm(example, { resolved: grades });
    blur("name");
    expect(field("name")!.getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(field("name"))).toBe("The input is required.");

    type("phone", "12345");
    blur("phone");
    expect(errorOf(field("phone"))).toBe("Please enter a valid mobile number.");

    type("email", "mei.tan@example");
    blur("email");
    expect(errorOf(field("email"))).toBe("Please enter a valid e-mail.");

    type("name", "Mei");
    expect(field("name")!.getAttribute("aria-invalid")).toBeNull();
    expect(errorOf(field("name"))).toBeNull();
    type("email", "mei.tan@example.com");
    expect(errorOf(field("email"))).toBeNull();
  });

  it("checks the phone against the chosen area code", () => {
    const { field, type, blur } = renderLeadForm(leadFormSpec.defaults);
    type("phone", "13812345678");
    blur("phone");
    expect(errorOf(field("phone"))).toBe("Please enter a valid mobile number.");
    fireEvent.change(screen.getByRole("combobox", { name: "Country calling code" }), { target: { value: "CN" } });
    expect(errorOf(field("phone"))).toBeNull();
    fireEvent.change(screen.getByRole("combobox", { name: "Country calling code" }), { target: { value: "US" } });
    expect(errorOf(field("phone"))).toBe("Please enter a valid mobile number.");
  });

  it("does not send an invalid form: shows every error and focuses the first", () => {
    const { call, field, type, submit } = renderLeadForm(example, { resolved: grades });
    type("name", "Mei Tan");
    type("phone", "555");
    submit();
    expect(call).not.toHaveBeenCalled();
    expect(errorOf(field("name"))).toBeNull();
    expect(errorOf(field("phone"))).toBe("Please enter a valid mobile number.");
    expect(errorOf(field("email"))).toBe("The input is required.");
    expect(errorOf(field("gradeId"))).toBe("The input is required.");
    expect(errorOf(field("message"))).toBeNull();
    expect(document.activeElement).toBe(field("phone"));
  });

  it("sends the lead, disables the button meanwhile and then shows the success message", async () => {
    let answer!: (value: { leadId: string }) => void;
    const call = vi.fn().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { type, submit, field } = renderLeadForm(example, { resolved: grades, call });
    type("name", " Mei Tan ");
    type("phone", "+4085550142");
    type("email", "mei.tan@example.com");
    fireEvent.change(field("gradeId")!, { target: { value: "4" } });
    type("message", "Weekday evenings are best.");
    submit();

    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(
      "submitLeads",
      {
        name: "Mei Tan",
        countryCallingCode: "+1",
        phone: "4085550142",
        email: "mei.tan@example.com",
        gradeId: 4,
        message: "Weekday evenings are best.",
        leadComponentId: 12,
        pagePath: "/1-to-1-assessment",
      },
      callContext,
    );
    const button = screen.getByRole("button", { name: "Sending…" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    submit();
    expect(call).toHaveBeenCalledTimes(1);

    answer({ leadId: "lead-1" });
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(example.successMessage));
    expect(document.querySelector("form")).toBeNull();
    expect(screen.getByRole("status").id).toBe("lead-form-12");
    expect(screen.getByRole("heading", { level: 2, name: example.title })).toBeTruthy();
  });

  it("shows the server's message on failure and keeps what was typed", async () => {
    const call = vi.fn().mockRejectedValue(new ApiError(ErrorCode.OPERATION_TOO_FREQUENT, "Operation too frequent"));
    const { type, submit, field } = renderLeadForm(leadFormSpec.defaults, { call });
    type("name", "Mei Tan");
    type("phone", "4085550142");
    type("email", "mei.tan@example.com");
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Operation too frequent"));
    expect((field("name") as HTMLInputElement).value).toBe("Mei Tan");
    expect((field("phone") as HTMLInputElement).value).toBe("4085550142");
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("falls back to a generic failure message when the call did not get through", async () => {
    const call = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    const { type, submit } = renderLeadForm(leadFormSpec.defaults, { call });
    type("name", "Mei Tan");
    type("phone", "4085550142");
    type("email", "mei.tan@example.com");
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Submission failed. Please try again later."));
  });

  it("speaks the visitor's language for its own texts", () => {
    const { field, blur } = renderLeadForm(leadFormSpec.defaults, { locale: "jp" });
    expect(screen.getByLabelText("お名前")).toBe(field("name"));
    blur("name");
    expect(errorOf(field("name"))).toBe("この項目は必須です。");
  });
});

describe("LeadForm schema", () => {
  const validate = validatorFor(leadFormSpec.schema);

  it("accepts the defaults and the example", () => {
    expect(validate(leadFormSpec.defaults)).toBe(true);
    expect(validate(example)).toBe(true);
  });

  it.each([
    ["a missing leadComponentId", { ...leadFormSpec.defaults, leadComponentId: undefined }],
    ["a missing successMessage", { ...leadFormSpec.defaults, successMessage: undefined }],
    ["a leadComponentId of the wrong type", { ...example, leadComponentId: "12" }],
    ["a leadComponentId of 0", { ...example, leadComponentId: 0 }],
    ["an unknown field", { ...example, fields: ["phone", "address"] }],
    ["a field twice", { ...example, fields: ["phone", "phone"] }],
    ["an extra property", { ...example, action: "javascript:alert(1)" }],
  ])("refuses %s", (_, value) => {
    expect(validate(JSON.parse(JSON.stringify(value)))).toBe(false);
  });
});
