// "Download invoice" with a stubbed fetch: the PDF is fetched with the session (a refresh and one more try after a
// 401) and saved as invoice-<number>.pdf; a failure is said next to the button; offline the button waits, saying why.
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startNetworkStatus } from "../../src/web/offline/network-status.ts";
import { setSimulatedOffline } from "../../src/web/offline/simulated-offline.ts";
import { InvoiceButton } from "../../src/web/ui/payments/invoice-button.tsx";
import { renderComponent } from "./render.tsx";

const BOOKING_ID = "0b6f4c0e-5a7d-4d1e-9c41-7e2a3f90ab12";
const USER = { id: "u1", email: "lena@example.de", fullName: "Lena Fischer", role: "GUEST" };
const pdf = () =>
  new Response(new Blob(["%PDF-1.3 invoice %%EOF"], { type: "application/pdf" }), {
    status: 200,
    headers: { "content-type": "application/pdf" },
  });

interface Call {
  path: string;
  authorization: string | null;
}
let calls: Call[] = [];
/** Answers each request in turn with the next of `answers`, keeping what was asked. */
function stubFetch(...answers: (() => Response)[]): void {
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    calls.push({ path: url.pathname, authorization: new Headers(init?.headers).get("authorization") });
    const answer = answers.shift();
    return answer ? Promise.resolve(answer()) : Promise.reject(new TypeError("Failed to fetch"));
  });
}

let saved: { href: string; download: string }[] = [];

beforeAll(() => {
  startNetworkStatus();
});

beforeEach(() => {
  calls = [];
  saved = [];
  localStorage.setItem("accessToken", "old-token");
  localStorage.setItem("refreshToken", "refresh-1");
  localStorage.setItem("user", JSON.stringify(USER));
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:invoice");
  vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute("href") ?? "", download: this.download });
  });
});

afterEach(() => {
  act(() => setSimulatedOffline(false));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("invoice button", () => {
  it("fetches the PDF with the session and saves it as invoice-<number>.pdf", async () => {
    stubFetch(pdf);
    const { user } = await renderComponent(<InvoiceButton bookingId={BOOKING_ID} invoiceNumber="2026-0007" />);
    await user.click(screen.getByRole("button", { name: "Download invoice" }));
    await waitFor(() => expect(saved).toEqual([{ href: "blob:invoice", download: "invoice-2026-0007.pdf" }]));
    expect(calls).toEqual([{ path: `/api/bookings/${BOOKING_ID}/invoice.pdf`, authorization: "Bearer old-token" }]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toContain("%PDF");
    expect(screen.getByRole("button", { name: "Download invoice" })).toBeEnabled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refreshes an expired session once and tries again", async () => {
    stubFetch(
      () => Response.json({ success: false, code: "UNAUTHENTICATED", message: "Expired" }, { status: 401 }),
      () =>
        Response.json({
          success: true,
          data: { accessToken: "new-token", refreshToken: "refresh-2", user: USER },
        }),
      pdf,
    );
    const { user } = await renderComponent(<InvoiceButton bookingId={BOOKING_ID} invoiceNumber="2026-0007" />);
    await user.click(screen.getByRole("button", { name: "Download invoice" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.map((call) => [call.path, call.authorization])).toEqual([
      [`/api/bookings/${BOOKING_ID}/invoice.pdf`, "Bearer old-token"],
      ["/api/auth/refresh-token", null],
      [`/api/bookings/${BOOKING_ID}/invoice.pdf`, "Bearer new-token"],
    ]);
  });

  it("says when the download failed, and saves nothing", async () => {
    stubFetch(() =>
      Response.json({ success: false, code: "INTERNAL", message: "Something went wrong" }, { status: 500 }),
    );
    const { user } = await renderComponent(<InvoiceButton bookingId={BOOKING_ID} invoiceNumber="2026-0007" />);
    await user.click(screen.getByRole("button", { name: "Download invoice" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The invoice could not be downloaded.");
    expect(saved).toEqual([]);
    expect(screen.getByRole("button", { name: "Download invoice" })).toBeEnabled();
  });

  it("waits while offline, saying why, and works again once the connection is back", async () => {
    stubFetch(pdf);
    act(() => setSimulatedOffline(true));
    const { user } = await renderComponent(<InvoiceButton bookingId={BOOKING_ID} invoiceNumber="2026-0007" />);
    const button = screen.getByRole("button", { name: "Download invoice" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "You are offline: the invoice can be downloaded once the connection is back.",
    );
    act(() => setSimulatedOffline(false));
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
  });
});
