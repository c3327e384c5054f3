// The booking form draft in local storage (booking_form_data): read field by field, a corrupt one ignored, the
// link's choice winning, and what stays after a request was sent.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BOOKING_DRAFT_KEY,
  EMPTY_DRAFT,
  draftAfterBooking,
  draftWithSearch,
  loadDraft,
  parseDraft,
  restoreDraft,
  saveDraft,
  subscribeToRestoredDraft,
  type BookingFormDraft,
} from "../../src/web/shared/booking/draft.ts";

const FULL: BookingFormDraft = {
  checkIn: "2027-03-12",
  checkOut: "2027-03-15",
  totalGuests: 4,
  arrivalTime: "21:30",
  phone: "+49 151 12345678",
  dateOfBirth: "1990-05-01",
  paymentMethod: "PAYMENT_ON_ARRIVAL",
  notes: "Late arrival",
};

function memoryStorage(initial: Record<string, string> = {}): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  } as Storage & { data: Map<string, string> };
}

afterEach(() => vi.restoreAllMocks());

describe("parseDraft", () => {
  it("reads a saved draft back as it was written", () => {
    expect(parseDraft(JSON.stringify(FULL))).toEqual({ draft: FULL, corrupt: false });
  });

  it("starts from the SPEC defaults when nothing is saved", () => {
    expect(parseDraft(null)).toEqual({ draft: EMPTY_DRAFT, corrupt: false });
    expect(EMPTY_DRAFT).toMatchObject({ totalGuests: 1, paymentMethod: "BANK_TRANSFER", notes: "" });
  });

  it("reports text that is not a JSON object as corrupt", () => {
    for (const stored of ["{oops", "[1,2]", "42", "null", '"text"']) {
      const reading = parseDraft(stored);
      expect(reading.corrupt, stored).toBe(true);
      expect(reading.draft).toEqual(EMPTY_DRAFT);
    }
  });

  it("keeps the good fields of a draft with bad ones", () => {
    const reading = parseDraft(
      JSON.stringify({
        ...FULL,
        checkOut: "2027-02-30",
        totalGuests: "many",
        arrivalTime: "14:30",
        paymentMethod: "CASH",
        notes: 5,
      }),
    );
    expect(reading).toEqual({
      corrupt: false,
      draft: {
        ...FULL,
        // Half a stay is no stay.
        checkIn: "",
        checkOut: "",
        totalGuests: 1,
        // A time the form never offers is no choice.
        arrivalTime: "",
        paymentMethod: "BANK_TRANSFER",
        notes: "",
      },
    });
  });

  it("cuts notes longer than 500 characters", () => {
    expect(parseDraft(JSON.stringify({ notes: "x".repeat(600) })).draft.notes).toHaveLength(500);
  });
});

describe("draftWithSearch", () => {
  it("lets the link's dates and guests win and keeps the rest", () => {
    expect(draftWithSearch(FULL, { checkIn: "2027-04-01", checkOut: "2027-04-03", guests: 2 })).toEqual({
      ...FULL,
      checkIn: "2027-04-01",
      checkOut: "2027-04-03",
      totalGuests: 2,
    });
    expect(draftWithSearch(FULL, {})).toEqual(FULL);
    expect(draftWithSearch(FULL, { guests: 6 })).toEqual({ ...FULL, totalGuests: 6 });
  });
});

describe("draftAfterBooking", () => {
  it("empties the stay and keeps the phone and the date of birth", () => {
    expect(draftAfterBooking(FULL)).toEqual({ ...EMPTY_DRAFT, phone: FULL.phone, dateOfBirth: FULL.dateOfBirth });
  });
});

describe("loadDraft and saveDraft", () => {
  it("write and read booking_form_data", () => {
    const storage = memoryStorage();
    saveDraft(FULL, storage);
    expect(JSON.parse(storage.data.get(BOOKING_DRAFT_KEY) ?? "")).toEqual(FULL);
    expect(loadDraft(storage)).toEqual(FULL);
  });

  it("ignores a corrupt draft with a console warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(loadDraft(memoryStorage({ [BOOKING_DRAFT_KEY]: "{oops" }))).toEqual(EMPTY_DRAFT);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(BOOKING_DRAFT_KEY);
  });

  it("carries on without storage", () => {
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    } as unknown as Storage;
    expect(loadDraft(blocked)).toEqual(EMPTY_DRAFT);
    expect(() => saveDraft(FULL, blocked)).not.toThrow();
  });
});

describe("restoreDraft", () => {
  it("saves the queued request's details and hands them to an open form", () => {
    const storage = memoryStorage();
    const seen: BookingFormDraft[] = [];
    const unsubscribe = subscribeToRestoredDraft((draft) => seen.push(draft));
    restoreDraft(FULL, storage);
    unsubscribe();
    restoreDraft(EMPTY_DRAFT, storage);
    expect(seen).toEqual([FULL]);
    expect(parseDraft(storage.data.get(BOOKING_DRAFT_KEY) ?? null).draft).toEqual(EMPTY_DRAFT);
  });
});
