// The owner's Payment details page (issue 23 point 7): loaded from GET /api/settings/payment, an IBAN whose check
// digits do not match refused in the browser under its field (with the focus on it), a refusal from the server shown
// under its field, and a save that sends the whole object (IBAN without spaces) and says it worked.
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_RULE_TEXT } from "../../src/domain/payments/payment-messages.ts";
import { EMPTY_PAYMENT_SETTINGS, type PaymentSettings } from "../../src/domain/payments/payment-rules.ts";
import { PaymentSettingsPage } from "../../src/web/features/admin/settings/payment-settings-page.tsx";
import { resetToasts } from "../../src/web/ui/toast/toast-store.ts";
import { Toaster } from "../../src/web/ui/toast/toaster.tsx";
import { renderRouted } from "./render-routed.tsx";

const SAVED: PaymentSettings = {
  ...EMPTY_PAYMENT_SETTINGS,
  accountHolder: "Karim Hassan",
  iban: "DE89370400440532013000",
  bic: null,
  bankName: null,
  instructions: { en: "Please quote the booking reference.", fr: "", ru: "", de: "" },
  depositDueDays: 3,
};

function stubSettings(onPut: (body: PaymentSettings) => Response): PaymentSettings[] {
  const sent: PaymentSettings[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname !== "/api/settings/payment") {
      return Response.json({ success: false, code: "NOT_FOUND", message: "Not found" }, { status: 404 });
    }
    if (init?.method === "PUT") {
      const body = JSON.parse(String(init.body)) as PaymentSettings;
      sent.push(body);
      return onPut(body);
    }
    return Response.json({ success: true, data: SAVED });
  });
  return sent;
}

async function show() {
  const rendered = await renderRouted(
    () => (
      <>
        <PaymentSettingsPage />
        <Toaster />
      </>
    ),
    { pathname: "/en/admin/payment-details" },
  );
  await screen.findByLabelText(/^IBAN/);
  return rendered;
}

beforeEach(() => {
  localStorage.setItem("accessToken", "token-of-the-admin");
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

describe("the payment details page", () => {
  it("shows the saved details, refuses an IBAN with wrong check digits, then saves and says so", async () => {
    const sent = stubSettings((body) => Response.json({ success: true, data: body, message: "Payment details saved" }));
    const { user } = await show();
    const iban = screen.getByLabelText(/^IBAN/);
    expect(iban).toHaveValue("DE89 3704 0044 0532 0130 00");
    expect(screen.getByLabelText(/^Account holder/)).toHaveValue("Karim Hassan");
    expect(screen.getByLabelText("Instructions in English")).toHaveValue("Please quote the booking reference.");
    for (const name of ["Français", "Русский", "Deutsch"]) {
      expect(screen.getByLabelText(`Instructions in ${name}`)).toHaveValue("");
    }
    expect(screen.getByLabelText(/^Days to pay the deposit/)).toHaveValue(3);

    await user.clear(iban);
    await user.type(iban, "DE88 3704 0044 0532 0130 00");
    await user.click(screen.getByRole("button", { name: "Save payment details" }));
    expect(await screen.findByText(PAYMENT_RULE_TEXT.ibanInvalid)).toBeInTheDocument();
    expect(iban).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(iban).toHaveFocus());
    expect(sent).toEqual([]);

    await user.clear(iban);
    await user.type(iban, "de89 3704 0044 0532 0130 00");
    await user.type(screen.getByLabelText("Instructions in Deutsch"), "Bitte die Buchungsnummer angeben.");
    await user.type(screen.getByLabelText(/^BIC/), "cobadeffxxx");
    await user.click(screen.getByRole("button", { name: "Save payment details" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      accountHolder: "Karim Hassan",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      bankName: null,
      instructions: {
        en: "Please quote the booking reference.",
        fr: "",
        ru: "",
        de: "Bitte die Buchungsnummer angeben.",
      },
      depositDueDays: 3,
    });
    expect(await screen.findByText("Payment details saved")).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_RULE_TEXT.ibanInvalid)).toBeNull();
  });

  it("shows the server's refusal under its field", async () => {
    stubSettings(() =>
      Response.json(
        {
          success: false,
          code: "VALIDATION_FAILED",
          message: "Validation failed",
          errors: [{ path: "depositDueDays", message: PAYMENT_RULE_TEXT.depositDueDaysInvalid }],
        },
        { status: 422 },
      ),
    );
    const { user } = await show();
    await user.click(screen.getByRole("button", { name: "Save payment details" }));
    const days = screen.getByLabelText(/^Days to pay the deposit/);
    await waitFor(() => expect(days).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getAllByText(PAYMENT_RULE_TEXT.depositDueDaysInvalid).length).toBeGreaterThan(0);
    expect(await screen.findByText("Failed to save the payment details")).toBeInTheDocument();
  });

  it("refuses an account holder without an IBAN, but clears both together", async () => {
    const sent = stubSettings((body) => Response.json({ success: true, data: body }));
    const { user } = await show();
    await user.clear(screen.getByLabelText(/^IBAN/));
    await user.click(screen.getByRole("button", { name: "Save payment details" }));
    expect(await screen.findByText(PAYMENT_RULE_TEXT.ibanInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Account holder/));
    await user.click(screen.getByRole("button", { name: "Save payment details" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ accountHolder: null, iban: null });
    expect(
      await screen.findByText("Without bank details, guests are told you will send them the payment details."),
    ).toBeInTheDocument();
  });
});
