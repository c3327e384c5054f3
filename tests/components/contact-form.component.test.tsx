// The contact form on its own (SPEC 5, SPEC 8 messages), with POST /api/messages answered by a stubbed fetch:
// Sending... with the form disabled, a lost connection or a rate limit that keeps what was typed, and the server's
// field errors under their fields.
import { waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "../../src/web/features/contact/contact-form.tsx";
import { renderComponent } from "./render.tsx";

/** Answers POST /api/messages with `answer`; any other request fails the test. */
function stubMessages(answer: () => Promise<Response>): void {
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    expect(url.pathname).toBe("/api/messages");
    expect(init?.method).toBe("POST");
    return answer();
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderForm() {
  const rendered = await renderComponent(<ContactForm subject={null} />, { pathname: "/en/contact" });
  const form = rendered.container.querySelector("form");
  if (!form) throw new Error("no form");
  const { getByLabelText, getByRole } = within(form);
  return {
    ...rendered,
    form,
    // A required field's label ends with " *", as the browser tests' getByLabel reads it.
    field: (label: RegExp) => getByLabelText(label),
    send: () => getByRole("button", { name: "Send Message" }),
  };
}

describe("the contact form", () => {
  it("shows Sending... and disables the form while sending; a lost connection keeps the message", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    stubMessages(async () => {
      await held;
      throw new TypeError("Failed to fetch");
    });
    const { form, field, send, user } = await renderForm();
    await user.type(field(/^Name/), "Lena Fischer");
    await user.type(field(/^Email/), "lena@example.de");
    await user.type(field(/^Message/), "Do you have a cot for a baby?");
    await user.click(send());

    expect(await within(form).findByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(field(/^Name/)).toBeDisabled();
    expect(field(/^Message/)).toBeDisabled();
    release();

    await waitFor(() => expect(within(form).getByRole("alert")).toHaveTextContent("Network connection failed"));
    expect(within(form).getByRole("status")).toBeEmptyDOMElement();
    expect(field(/^Name/)).toHaveValue("Lena Fischer");
    expect(field(/^Email/)).toHaveValue("lena@example.de");
    expect(field(/^Message/)).toHaveValue("Do you have a cot for a baby?");
    expect(field(/^Name/)).toBeEnabled();
    expect(send()).toHaveTextContent("Send Message");
  });

  it("explains a rate limit and shows the server's field errors next to the fields", async () => {
    stubMessages(() =>
      Promise.resolve(
        Response.json(
          { success: false, code: "RATE_LIMITED", message: "Too many requests. Please try again in 10 minutes." },
          { status: 429, headers: { "retry-after": "600" } },
        ),
      ),
    );
    const { form, field, send, user } = await renderForm();
    await user.type(field(/^Name/), "Lena Fischer");
    await user.type(field(/^Email/), "lena@example.de");
    await user.type(field(/^Message/), "Hello");
    await user.click(send());
    await waitFor(() => expect(within(form).getByRole("alert")).toHaveTextContent("Too many requests"));
    expect(field(/^Message/)).toHaveValue("Hello");

    stubMessages(() =>
      Promise.resolve(
        Response.json(
          {
            success: false,
            code: "VALIDATION_FAILED",
            message: "Please enter your message",
            errors: [{ path: "message", message: "Please enter your message" }],
          },
          { status: 422 },
        ),
      ),
    );
    await user.click(send());
    await waitFor(() => expect(field(/^Message/)).toHaveFocus());
    expect(field(/^Message/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/^Message/)).toHaveAccessibleDescription("Please enter your message");
    expect(within(form).getByRole("alert")).toBeEmptyDOMElement();
  });
});
