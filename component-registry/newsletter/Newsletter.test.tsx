// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiClient, CallContext } from "../../api/client.js";
import { ApiError, ErrorCode } from "../../api/errors.js";
import { validatorFor } from "../../schemas/json-schema.js";
import { renderView } from "../../tests/helpers/render-view.js";
import type { ViewProps } from "../define.js";
import { SiteApiContext } from "../../api/site-api-context.js";
import Newsletter from "./Newsletter.js";
import { newsletterSpec, type NewsletterData } from "./schema.js";
import { validateNewsletterEmail } from "./validate-email.js";

afterEach(cleanup);

const example: NewsletterData = {
  title: "Get monthly maths puzzles",
  description: "One e-mail a month with puzzles, events and new courses. Unsubscribe at any time.",
};

const callContext: CallContext = {
  header: { schoolCode: "415", timezone: "America/Los_Angeles" },
  countryCode: "US",
  channelCode: "web-us",
};

/** Renders the view with a fake API whose call is the given mock. */
function renderNewsletter(data: NewsletterData, call = vi.fn().mockResolvedValue(null), language?: "en" | "fr") {
  const api = { call } as unknown as ApiClient;
  function WithApi(props: ViewProps<NewsletterData>) {
    return (
      <SiteApiContext.Provider value={{ api, call: callContext }}>
        <Newsletter {...props} />
      </SiteApiContext.Provider>
    );
  }
  renderView(WithApi, { data, environment: language ? { language } : {} });
  return {
    call,
    input: document.querySelector<HTMLInputElement>("input[name=email]")!,
    submit: () => fireEvent.submit(document.querySelector("form")!),
  };
}

describe("validateNewsletterEmail (SPEC §5)", () => {
  it("asks for an address when empty", () => {
    expect(validateNewsletterEmail("")).toBe("required");
    expect(validateNewsletterEmail("   ")).toBe("required");
  });

  it("accepts addresses ending in a whitelisted suffix", () => {
    for (const email of ["parent@example.com", "a@b.co.uk", "mei@school.edu", "li@mail.com.cn", " x@y.org "]) {
      expect(validateNewsletterEmail(email), email).toBeUndefined();
    }
  });

  it("refuses the rest", () => {
    for (const email of ["parent", "parent@example", "parent@example.de", "parent@example.io", "a b@c.com", `${"a".repeat(45)}@b.com`]) {
      expect(validateNewsletterEmail(email), email).toBe("invalid");
    }
  });
});

describe("Newsletter view", () => {
  it("renders the defaults", () => {
    const { input } = renderNewsletter(newsletterSpec.defaults);
    expect(screen.getByRole("heading", { level: 2, name: "Stay in touch" })).toBeTruthy();
    expect(input.getAttribute("maxlength")).toBe("50");
    expect(input.getAttribute("placeholder")).toBe("Please enter your e-mail address.");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeTruthy();
    expect(screen.getByLabelText("E-mail address")).toBe(input);
  });

  it("renders the example with its description", () => {
    renderNewsletter(example);
    expect(screen.getByRole("heading", { level: 2, name: example.title })).toBeTruthy();
    expect(screen.getByText(example.description!)).toBeTruthy();
  });

  it("shows the placeholder prompt when submitted empty, without calling the service", () => {
    const { call, input, submit } = renderNewsletter(example);
    submit();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const error = document.getElementById(input.getAttribute("aria-describedby")!)!;
    expect(error.textContent).toBe("Please enter your e-mail address.");
    expect(call).not.toHaveBeenCalled();
  });

  it("shows the common e-mail error for an address outside the whitelist", () => {
    const { call, input, submit } = renderNewsletter(example);
    fireEvent.change(input, { target: { value: "parent@example.de" } });
    submit();
    expect(screen.getByText("The Email address seems invalid.")).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "parent@example.com" } });
    expect(screen.queryByText("The Email address seems invalid.")).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("subscribes, clears the field and thanks the visitor", async () => {
    let answer!: (value: null) => void;
    const call = vi.fn().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { input, submit } = renderNewsletter(example, call);
    fireEvent.change(input, { target: { value: " parent@example.com " } });
    submit();
    expect(call).toHaveBeenCalledWith("submitEmail", { email: "parent@example.com" }, callContext);
    const button = screen.getByRole("button", { name: "Subscribing…" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    submit();
    expect(call).toHaveBeenCalledTimes(1);

    answer(null);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Thank you for subscribing!"));
    expect(input.value).toBe("");
    expect((screen.getByRole("button", { name: "Subscribe" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's message when the service refuses, and keeps the address", async () => {
    const call = vi.fn().mockRejectedValue(new ApiError(ErrorCode.OPERATION_TOO_FREQUENT, "Operation too frequent"));
    const { input, submit } = renderNewsletter(example, call);
    fireEvent.change(input, { target: { value: "parent@example.com" } });
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Operation too frequent"));
    expect(input.value).toBe("parent@example.com");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("falls back to a translated failure message when the service did not answer", async () => {
    const call = vi.fn().mockRejectedValue(new ApiError(ErrorCode.NETWORK_ERROR));
    const { input, submit } = renderNewsletter(example, call, "fr");
    fireEvent.change(input, { target: { value: "parent@example.com" } });
    submit();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("L'envoi a échoué. Veuillez réessayer plus tard."));
  });
});

describe("Newsletter schema", () => {
  const validate = validatorFor(newsletterSpec.schema);

  it("accepts the defaults and the example", () => {
    expect(validate(newsletterSpec.defaults)).toBe(true);
    expect(validate(example)).toBe(true);
  });

  it.each([
    ["a missing title", { description: "Hi" }],
    ["an empty title", { title: "" }],
    ["a title of the wrong type", { title: { en: "Hi" } }],
    ["a description over 300 characters", { title: "Hi", description: "x".repeat(301) }],
    ["an extra property", { ...example, action: "javascript:alert(1)" }],
  ])("refuses %s", (_, value) => {
    expect(validate(value)).toBe(false);
  });
});
