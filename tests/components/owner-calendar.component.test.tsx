// The owner's calendar's parts on their own, with the API answered by a stubbed fetch: the agenda shows each stay by
// status (a waiting request as a hold), imported blocks by channel, the owner's by note, each night's price and
// minimum stay; the range sheet refuses a block over a stay, lists what Unblock removes (and why imported nights stay),
// explains a bad price before sending it and the server's 422 and 409 in the owner's language.
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RATE_RULE_TEXT } from "../../src/domain/rates/rate-messages.ts";
import { CalendarAgenda } from "../../src/web/features/admin/villas/owner-calendar/calendar-months.tsx";
import {
  NO_SELECTION,
  tapNight,
  type CalendarDetail,
} from "../../src/web/features/admin/villas/owner-calendar/calendar-selection.ts";
import { RangeSheet } from "../../src/web/features/admin/villas/owner-calendar/range-sheet.tsx";
import { renderComponent } from "./render.tsx";

const day = (n: number) => `2026-07-${String(n).padStart(2, "0")}`;

const DETAIL: CalendarDetail = {
  days: Array.from({ length: 31 }, (_, i) => ({
    date: day(i + 1),
    available: ![3, 4, 5, 6, 7, 10, 11, 20, 21].includes(i + 1),
    rate: i + 1 >= 20 ? 1250 : 200,
    minStay: i + 1 >= 20 ? 3 : 1,
    arrival: true,
    departure: true,
  })),
  stays: [
    { id: "s1", guestName: "Anna Petrova", status: "PENDING", checkIn: day(3), checkOut: day(5) },
    { id: "s2", guestName: "Bob Stone", status: "CONFIRMED", checkIn: day(5), checkOut: day(8) },
  ],
  blocks: [
    { kind: "IMPORTED", id: null, startDate: day(10), endDate: day(12), note: null, source: "Airbnb" },
    { kind: "MANUAL", id: "b1", startDate: day(20), endDate: day(22), note: "Painting", source: null },
  ],
};

let requests: { method: string; path: string; body: unknown }[] = [];
let answer: (method: string, path: string) => Response;

beforeEach(() => {
  requests = [];
  answer = () => Response.json({ success: true, data: {} });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
    const url = new URL(request.url);
    const text = await request.text();
    requests.push({ method: request.method, path: url.pathname, body: text ? JSON.parse(text) : null });
    return answer(request.method, url.pathname);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the agenda", () => {
  it("shows each night's holder, price and minimum stay, and which nights are selected", async () => {
    const onTap = vi.fn();
    const selection = tapNight(tapNight(NO_SELECTION, day(20)), day(21));
    await renderComponent(
      <CalendarAgenda months={["2026-07-01"]} detail={DETAIL} selection={selection} onTap={onTap} />,
    );
    expect(screen.getByRole("heading", { name: "July 2026" })).toBeVisible();
    const night = (n: number) => screen.getByRole("button", { name: new RegExp(`July ${n}, 2026`) });
    expect(night(3)).toHaveTextContent("On hold: Anna Petrova, waiting for your answer");
    expect(night(5)).toHaveTextContent("Booked: Bob Stone");
    expect(night(10)).toHaveTextContent("From Airbnb");
    expect(night(20)).toHaveTextContent("Blocked: Painting");
    expect(night(20)).toHaveTextContent("€1,250");
    expect(night(20)).toHaveTextContent("min. 3 nights");
    expect(night(1)).toHaveTextContent("Free");
    expect(night(1)).toHaveTextContent("min. 1 night");
    expect(night(20)).toHaveAttribute("aria-pressed", "true");
    expect(night(22)).toHaveAttribute("aria-pressed", "false");
    night(9).focus();
    night(9).click();
    expect(onTap).toHaveBeenCalledWith(day(9));
  });

  it("speaks Russian: weekday names, prices and plural nights", async () => {
    await renderComponent(
      <CalendarAgenda months={["2026-07-01"]} detail={DETAIL} selection={NO_SELECTION} onTap={() => {}} />,
      { language: "ru" },
    );
    const twentieth = screen.getByRole("button", { name: /20 июля 2026/ });
    expect(twentieth.textContent).toMatch(/1\s250\s€/);
    expect(twentieth).toHaveTextContent("мин. 3 ночи");
  });
});

describe("the range sheet", () => {
  const sheet = (startDate: string, endDate: string, onDone = vi.fn()) => (
    <RangeSheet
      villaId="villa-1"
      range={{ startDate, endDate, nights: Number(endDate.slice(8)) - Number(startDate.slice(8)) }}
      detail={DETAIL}
      onClose={() => {}}
      onDone={onDone}
    />
  );

  it("refuses a block over a guest's stay, before asking the server", async () => {
    await renderComponent(sheet(day(4), day(6)));
    const dialog = screen.getByRole("dialog");
    expect(
      within(dialog).getByText("A guest's stay holds some of these nights: they cannot be blocked."),
    ).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Block" })).toBeDisabled();
  });

  it("lists the owner's blocks Unblock removes and says imported nights are the channel's", async () => {
    const onDone = vi.fn();
    const { user } = await renderComponent(sheet(day(11), day(21), onDone));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("Painting")).toBeVisible();
    expect(within(dialog).getByText(/from Airbnb/)).toBeVisible();
    expect(within(dialog).getByText(/These nights come from another channel's calendar/)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Unblock" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual(["/api/villas/villa-1/blocks/b1"]);
  });

  it("explains a bad price itself, then the server's 422 and 409 in the owner's language", async () => {
    const { user } = await renderComponent(sheet(day(13), day(15)), { language: "fr" });
    const dialog = screen.getByRole("dialog");
    const price = within(dialog).getByLabelText(/Prix par nuit/);
    await user.clear(price);
    await user.type(price, "0");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer le prix" }));
    expect(await within(dialog).findByText("Saisissez un prix supérieur à 0, avec au plus 2 décimales")).toBeVisible();
    expect(requests).toEqual([]);

    answer = () =>
      Response.json(
        {
          success: false,
          code: "VALIDATION_FAILED",
          message: "Validation failed",
          errors: [{ path: "minStay", message: RATE_RULE_TEXT.minStayInvalid }],
        },
        { status: 422 },
      );
    await user.clear(price);
    await user.type(price, "180");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer le prix" }));
    expect(
      (await within(dialog).findAllByText("Le séjour minimum doit être un nombre entier de nuits, de 1 à 365")).length,
    ).toBeGreaterThan(0);
    expect(requests.at(-1)).toEqual({
      method: "PUT",
      path: "/api/villas/villa-1/seasons/range",
      body: { startDate: day(13), endDate: day(15), nightlyRate: 180, minStay: 1 },
    });

    answer = () =>
      Response.json(
        { success: false, code: "DATES_UNAVAILABLE", message: "The selected dates are not available" },
        { status: 409 },
      );
    await user.click(within(dialog).getByRole("button", { name: "Bloquer" }));
    expect(await within(dialog).findByText(/Le séjour d'un client ou un autre blocage occupe déjà/)).toBeVisible();
  });
});
