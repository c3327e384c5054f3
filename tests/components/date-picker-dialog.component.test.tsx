// The Select dates modal on its own (SPEC 2 "Date picker modal", SPEC 7 booked dates), with the booked-dates API
// answered by a stubbed fetch: past and booked days refused, no stay across a booked night, navigation held while
// the nights load, the two months asked for, and silence when they cannot be loaded.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addDays, addMonths, daysBetween, villaToday, weekdayOf, type IsoDate } from "../../src/domain/dates.ts";
import { defaultPricing } from "../../src/domain/rates/villa-pricing.ts";
import DatePickerDialog from "../../src/web/shared/booking/date-picker/date-picker-dialog.tsx";
import type { UserEvent } from "@testing-library/user-event";
import { renderComponent } from "./render.tsx";

const TODAY = villaToday();
const MONTH = addMonths(TODAY, 5);
const day = (n: number) => `${MONTH.slice(0, 8)}${String(n).padStart(2, "0")}` as IsoDate;
// Someone else's two stays: the nights of the 10th to the 13th, and of the 20th and 21st.
const BOOKED = [10, 11, 12, 13, 20, 21].map(day);

// The villa's rates (GET /villas/{id}/pricing and /seasons): 150 a night, and a whole high season seven months on,
// at 220, Saturday arrivals only, 4 nights at least.
const SEASON_MONTH = addMonths(TODAY, 7);
const SEASON = {
  id: "season-1",
  name: "High season",
  startDate: SEASON_MONTH,
  endDate: addMonths(SEASON_MONTH, 1),
  nightlyRate: 220,
  weekendRate: null,
  minStay: 4,
  arrivalDays: [6],
  departureDays: null,
};
const PRICING = defaultPricing(150, 10);
/** The first Saturday of the season after its 7th (so the stay and its minimum stay fit in the month). */
const SATURDAY = (() => {
  let date = addDays(SEASON_MONTH, 7);
  while (weekdayOf(date) !== 6) date = addDays(date, 1);
  return date;
})();

/** What the server was asked (`?year=…&month=…`), and the answers it gives. */
let asked: string[] = [];
let answer: (url: URL) => Promise<Response>;
let ratesAnswer: (what: "pricing" | "seasons") => Promise<Response>;

let ratesCalls = { pricing: 0, seasons: 0 };

function ratesOk(what: "pricing" | "seasons"): Promise<Response> {
  ratesCalls[what] += 1;
  return Promise.resolve(Response.json({ success: true, data: what === "pricing" ? PRICING : [SEASON] }));
}

function bookedDatesAnswer(url: URL): Promise<Response> {
  const month = `${url.searchParams.get("year")}-${url.searchParams.get("month")?.padStart(2, "0")}`;
  const bookedDates = BOOKED.filter((night) => night.startsWith(month));
  return Promise.resolve(Response.json({ success: true, data: { bookedDates } }));
}

beforeEach(() => {
  asked = [];
  answer = bookedDatesAnswer;
  ratesAnswer = ratesOk;
  ratesCalls = { pricing: 0, seasons: 0 };
  vi.stubGlobal("fetch", (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === "/api/villas/villa-1/pricing") return ratesAnswer("pricing");
    if (url.pathname === "/api/villas/villa-1/seasons") return ratesAnswer("seasons");
    if (!url.pathname.endsWith("/booked-dates")) throw new Error(`unexpected request ${url.href}`);
    expect(url.pathname).toBe("/api/bookings/villa/villa-1/booked-dates");
    asked.push(url.search);
    return answer(url);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const DIALOG_TITLE = {
  en: "Select dates",
  fr: "Choisir les dates",
  ru: "Выберите даты",
  de: "Daten auswählen",
} as const;

async function openPicker(
  language: keyof typeof DIALOG_TITLE = "en",
  stay: { checkIn: IsoDate; checkOut: IsoDate } | null = null,
) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const rendered = await renderComponent(
    <DatePickerDialog
      villaId="villa-1"
      checkIn={stay?.checkIn ?? null}
      checkOut={stay?.checkOut ?? null}
      onConfirm={onConfirm}
      onClose={onClose}
    />,
    { language },
  );
  const dialog = await screen.findByRole("dialog", { name: DIALOG_TITLE[language] });
  return { ...rendered, dialog, onConfirm, onClose };
}

/** A day of the month it belongs to (the 42-cell grids also show neighbouring months' days). */
function dayButton(dialog: HTMLElement, isoDate: string): HTMLButtonElement {
  const button = dialog.querySelector<HTMLButtonElement>(`td[data-day="${isoDate}"]:not([data-outside]) button`);
  if (!button) throw new Error(`no day ${isoDate} shown`);
  return button;
}

const loaded = (dialog: HTMLElement) =>
  waitFor(() => expect(within(dialog).queryByText("Loading available dates...")).toBeNull());

/** Clicks Next month until `month` is the first one shown, waiting out each load (navigation is off meanwhile). */
async function showMonth(user: UserEvent, dialog: HTMLElement, month: string) {
  const next = within(dialog).getByRole("button", { name: "Next month" });
  const clicks = Math.round(daysBetween(addMonths(TODAY, 0), month) / 30.44);
  for (let i = 0; i < clicks; i++) {
    await waitFor(() => expect(next).not.toHaveAttribute("aria-disabled", "true"));
    await user.click(next);
  }
  await loaded(dialog);
  expect(dialog.querySelector(`td[data-day="${month}"]:not([data-outside])`)).not.toBeNull();
}

const summary = (dialog: HTMLElement) => ({
  checkIn: within(dialog).getByTestId("picker-check-in"),
  checkOut: within(dialog).getByTestId("picker-check-out"),
});

describe("the date picker", () => {
  it("refuses past days and opens on the current month", async () => {
    const { dialog } = await openPicker();
    await loaded(dialog);
    const weekdays = [...dialog.querySelectorAll("thead th")].map((cell) => cell.textContent);
    expect(weekdays).toEqual([
      "Sun",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
      "Sun",
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
    ]);
    // Two months of 42 cells each.
    expect(within(dialog).getAllByRole("gridcell")).toHaveLength(84);
    expect(within(dialog).getByRole("button", { name: "Previous month" })).toHaveAttribute("aria-disabled", "true");
    expect(dayButton(dialog, TODAY)).toBeEnabled();
    const yesterday = addDays(TODAY, -1);
    if (yesterday.slice(0, 7) === TODAY.slice(0, 7)) expect(dayButton(dialog, yesterday)).toBeDisabled();
    // The next month's first days, drawn again at the end of this month's grid, are not clickable there.
    const nextMonthFirst = addMonths(TODAY, 1);
    expect(dialog.querySelector(`td[data-day="${nextMonthFirst}"][data-outside] button`)).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Confirm dates" })).toBeDisabled();
    const legend = within(dialog).getByRole("list", { name: "Legend" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Booked", "Selected", "Under each day: the price of its night, in euros"]);
  });

  it("shows booked nights and refuses a stay across one", async () => {
    const { dialog, user, onConfirm } = await openPicker();
    await showMonth(user, dialog, MONTH);
    for (const booked of [10, 11, 12, 13, 20, 21]) expect(dayButton(dialog, day(booked))).toBeDisabled();
    for (const free of [9, 14, 19, 22]) expect(dayButton(dialog, day(free))).toBeEnabled();
    expect(dayButton(dialog, day(11))).toHaveAccessibleName(/booked$/);

    await user.click(dayButton(dialog, day(8)));
    expect(summary(dialog).checkIn).not.toHaveTextContent("Not selected");
    expect(summary(dialog).checkOut).toHaveTextContent("Not selected");
    // Past the booked nights: the clicked day starts a new stay instead.
    await user.click(dayButton(dialog, day(16)));
    expect(dayButton(dialog, day(16))).toHaveAccessibleName(/check-in$/);
    expect(summary(dialog).checkOut).toHaveTextContent("Not selected");
    expect(within(dialog).getByRole("button", { name: "Confirm dates" })).toBeDisabled();
    // An earlier day also starts again.
    await user.click(dayButton(dialog, day(15)));
    expect(dayButton(dialog, day(15))).toHaveAccessibleName(/check-in$/);
    await user.click(dayButton(dialog, day(18)));
    expect(within(dialog).getByText("3 nights")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Confirm dates" }));
    expect(onConfirm).toHaveBeenCalledWith({ checkIn: day(15), checkOut: day(18) });
  });

  it("asks for the shown month and the next, December rolling over to January", async () => {
    const { dialog, user } = await openPicker();
    const [year, month] = TODAY.split("-").map(Number) as [number, number];
    const nextMonth = addMonths(TODAY, 1);
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          `?year=${year}&month=${month}`,
          `?year=${nextMonth.slice(0, 4)}&month=${Number(nextMonth.slice(5, 7))}`,
        ]),
      ),
    );
    await showMonth(user, dialog, `${year}-12-01`);
    await waitFor(() =>
      expect(asked).toEqual(expect.arrayContaining([`?year=${year}&month=12`, `?year=${year + 1}&month=1`])),
    );
  });

  it("waits for the booked nights before it lets the guest change month", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    answer = async (url) => {
      await answered;
      return bookedDatesAnswer(url);
    };
    const { dialog } = await openPicker();
    expect(within(dialog).getByText("Loading available dates...")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Next month" })).toHaveAttribute("aria-disabled", "true");
    release();
    await loaded(dialog);
    expect(within(dialog).getByRole("button", { name: "Next month" })).not.toHaveAttribute("aria-disabled", "true");
  });

  it("says nothing when the booked nights cannot be loaded", async () => {
    answer = () =>
      Promise.resolve(Response.json({ success: false, code: "INTERNAL", message: "Server error" }, { status: 500 }));
    const { dialog, user } = await openPicker();
    await showMonth(user, dialog, MONTH);
    // The list stays empty: every future day is offered, and no message appears.
    for (const night of [10, 11, 20]) expect(dayButton(dialog, day(night))).toBeEnabled();
    expect(within(dialog).queryAllByRole("alert")).toHaveLength(0);
    expect(dialog.textContent).not.toMatch(/error|failed/i);
  });

  it("speaks the page's language, from the stay it is given", async () => {
    const { dialog } = await openPicker("ru", { checkIn: day(2), checkOut: day(5) });
    await loaded(dialog);
    expect(within(dialog).getByText("3 ночи")).toBeInTheDocument();
    expect(dayButton(dialog, day(11))).toBeDisabled();
    const legend = within(dialog).getByRole("list", { name: "Условные обозначения" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Занято", "Выбрано", expect.any(String)]);
  });

  // English keeps SPEC 2's Sun to Sat; French, Russian and German calendars start on Monday, with the short names
  // their own calendars print.
  it.each([
    ["fr", ["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."]],
    ["ru", ["пн", "вт", "ср", "чт", "пт", "сб", "вс"]],
    ["de", ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]],
  ] as const)("starts the week on Monday in %s, with the language's short weekday names", async (language, names) => {
    const { dialog } = await openPicker(language, { checkIn: day(2), checkOut: day(5) });
    await loaded(dialog);
    const weekdays = [...dialog.querySelectorAll("thead th")].map((cell) => cell.textContent);
    expect(weekdays).toEqual([...names, ...names]);
    // Each column holds its weekday: the 1st of the month sits under that day's name.
    const first = dialog.querySelector<HTMLElement>(`td[data-day="${day(1)}"]:not([data-outside])`)!;
    const column = [...first.parentElement!.children].indexOf(first);
    const mondayFirst = (new Date(`${day(1)}T12:00:00`).getDay() + 6) % 7;
    expect(column).toBe(mondayFirst);
  });

  it("shows each night's price, the season's too, from rates fetched once for all months", async () => {
    const { dialog, user } = await openPicker();
    await showMonth(user, dialog, MONTH);
    // Under the day's button, for the eye (its label says it in full).
    const price = (date: string) =>
      dialog.querySelector(`td[data-day="${date}"]:not([data-outside]) [data-testid="day-price"]`)?.textContent;
    expect(price(day(9))).toBe("150");
    // A booked night has no price to offer.
    expect(price(day(10))).toBeUndefined();
    expect(dayButton(dialog, day(9))).toHaveAccessibleName(expect.stringContaining("€150"));
    // Two months on, the season: its prices are there as soon as the month is (the rates were fetched once).
    for (let i = 0; i < 2; i++) {
      await waitFor(() => expect(within(dialog).getByRole("button", { name: "Next month" })).toBeEnabled());
      await user.click(within(dialog).getByRole("button", { name: "Next month" }));
    }
    expect(dialog.querySelector(`td[data-day="${SATURDAY}"]:not([data-outside])`)).not.toBeNull();
    expect(price(SATURDAY)).toBe("220");
    expect(dayButton(dialog, SATURDAY)).toHaveAccessibleName(expect.stringContaining("€220"));
    expect(ratesCalls).toEqual({ pricing: 1, seasons: 1 });
  });

  it("explains the season's arrival day and minimum stay, in the day's label and under the calendar", async () => {
    const { dialog, user, onConfirm } = await openPicker();
    await showMonth(user, dialog, SEASON_MONTH);
    const friday = addDays(SATURDAY, -1);
    expect(dayButton(dialog, friday)).toBeDisabled();
    expect(dayButton(dialog, friday)).toHaveAccessibleName(
      expect.stringContaining("Arrival on these dates only on Saturday"),
    );
    expect(within(dialog).getByTestId("stay-rules")).toHaveTextContent("Arrival on these dates only on Saturday");

    await user.click(dayButton(dialog, SATURDAY));
    expect(summary(dialog).checkIn).not.toHaveTextContent("Not selected");
    const rules = within(dialog).getByTestId("stay-rules");
    expect(rules).toHaveTextContent(/Minimum stay from .+: 4 nights/);
    // Three nights are too few: refused as a check-out, with the reason, and the click changes nothing.
    const tooSoon = addDays(SATURDAY, 3);
    expect(dayButton(dialog, tooSoon)).toBeDisabled();
    expect(dayButton(dialog, tooSoon)).toHaveAccessibleName(expect.stringMatching(/Minimum stay from .+: 4 nights/));
    const enough = addDays(SATURDAY, 4);
    expect(dayButton(dialog, enough)).toBeEnabled();
    await user.click(dayButton(dialog, enough));
    await user.click(within(dialog).getByRole("button", { name: "Confirm dates" }));
    expect(onConfirm).toHaveBeenCalledWith({ checkIn: SATURDAY, checkOut: enough });
  });

  it("works on booked nights alone while the rates cannot be loaded", async () => {
    ratesAnswer = () => Promise.resolve(new Response("down", { status: 503 }));
    const { dialog, user } = await openPicker();
    await showMonth(user, dialog, SEASON_MONTH);
    expect(dialog.querySelector('[data-testid="day-price"]')).toBeNull();
    expect(within(dialog).queryByTestId("stay-rules")).toBeNull();
    // The season's Friday is offered: the server judges the rules when the request is sent.
    expect(dayButton(dialog, addDays(SATURDAY, -1))).toBeEnabled();
  });
});
