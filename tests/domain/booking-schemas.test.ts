// SPEC 5 booking form rules, the create payload, list queries and reject/cancel payloads.
import { describe, expect, it } from "vitest";
import {
  bookedDatesQuerySchema,
  bookedDatesSchema,
  bookingCreateBodySchema,
  bookingSchema,
  bookingsListQuerySchema,
  cancelBodySchema,
  checkBookingRequest,
  checkRejectReason,
  myBookingsQuerySchema,
  rejectBodySchema,
  villaToday,
  type RuleIssue,
} from "../../src/domain/index.ts";
import { issuesOf, parsed } from "./helpers.ts";

const today = "2026-06-15";
const context = { today, maxGuests: 10 };
const good = {
  checkIn: "2026-07-01",
  checkOut: "2026-07-08",
  totalGuests: 4,
  phone: "+20 (100) 123-4567",
  dateOfBirth: "1990-05-01",
  notes: "Late arrival",
};
const rules = (issues: RuleIssue[]) => issues.map((i) => i.rule);

describe("checkBookingRequest", () => {
  it("accepts a good request", () => {
    expect(checkBookingRequest(good, context)).toEqual([]);
  });

  it("reports each missing field with its notification title, in SPEC order", () => {
    expect(checkBookingRequest({ totalGuests: 1 }, context)).toEqual([
      { path: "checkIn", rule: "checkInRequired", message: "Check-in date required", title: "Missing Check-in Date" },
      {
        path: "checkOut",
        rule: "checkOutRequired",
        message: "Check-out date required",
        title: "Missing Check-out Date",
      },
      { path: "phone", rule: "phoneRequired", message: "Phone number required", title: "Missing Phone Number" },
      {
        path: "dateOfBirth",
        rule: "dateOfBirthRequired",
        message: "Date of birth required",
        title: "Missing Date of Birth",
      },
    ]);
  });

  it("raises failing date checks under the Invalid Dates notification", () => {
    expect(checkBookingRequest({ ...good, checkIn: "2026-06-14" }, context)).toEqual([
      { path: "checkIn", rule: "checkInPast", message: "Check-in date cannot be in the past", title: "Invalid Dates" },
    ]);
    expect(checkBookingRequest({ ...good, checkIn: "2026-07-01", checkOut: "2027-07-02" }, context)).toEqual([
      {
        path: "checkOut",
        rule: "stayTooLong",
        message: "Stay duration cannot exceed 365 days",
        title: "Invalid Dates",
      },
    ]);
    expect(checkBookingRequest({ ...good, checkIn: "2028-06-16", checkOut: "2028-06-20" }, context)).toEqual([
      {
        path: "checkIn",
        rule: "tooFarInAdvance",
        message: "Cannot book more than 2 years in advance",
        title: "Invalid Dates",
      },
    ]);
  });

  it("takes 'today' in Cairo: a 1 July check-in at 21:30 UTC on 30 June is today, not tomorrow", () => {
    const cairo = { today: villaToday(new Date("2026-06-30T21:30:00Z")), maxGuests: 10 };
    expect(checkBookingRequest({ ...good, checkIn: "2026-07-01", checkOut: "2026-07-02" }, cairo)).toEqual([]);
    expect(rules(checkBookingRequest({ ...good, checkIn: "2026-06-30", checkOut: "2026-07-02" }, cairo))).toEqual([
      "checkInPast",
    ]);
  });

  it.each(["+20 100 123 4567", "(20) 100-123-4567", "20-100-123-4567"])("accepts phone %j", (phone) => {
    expect(checkBookingRequest({ ...good, phone }, context)).toEqual([]);
  });

  it("refuses a bad phone with SPEC's message", () => {
    expect(checkBookingRequest({ ...good, phone: "0100 123 4567" }, context)).toEqual([
      { path: "phone", rule: "phoneInvalid", message: "Invalid phone number", title: "Invalid Phone Number" },
    ]);
  });

  it("allows an 18th birthday today and refuses one tomorrow", () => {
    expect(checkBookingRequest({ ...good, dateOfBirth: "2008-06-15" }, context)).toEqual([]);
    expect(checkBookingRequest({ ...good, dateOfBirth: "2008-06-16" }, context)).toEqual([
      {
        path: "dateOfBirth",
        rule: "underAge",
        message: "Must be 18 or older",
        title: "Age Requirement",
        notice: "You must be 18 or older to make a booking",
      },
    ]);
  });

  it("counts a 29 February birthday on 1 March in a common year", () => {
    expect(
      rules(checkBookingRequest({ ...good, dateOfBirth: "2008-02-29" }, { ...context, today: "2026-02-28" })),
    ).toEqual(["underAge"]);
    const march = { ...context, today: "2026-03-01" };
    expect(
      checkBookingRequest({ ...good, checkIn: "2026-03-10", checkOut: "2026-03-12", dateOfBirth: "2008-02-29" }, march),
    ).toEqual([]);
  });

  it("refuses a malformed date of birth", () => {
    expect(checkBookingRequest({ ...good, dateOfBirth: "1990-02-30" }, context)).toEqual([
      { path: "dateOfBirth", rule: "dateOfBirthInvalid", message: "Invalid date format" },
    ]);
  });

  it.each([0, 11, 2.5, "", null, "abc"])("refuses %j guests against maxGuests 10", (totalGuests) => {
    expect(checkBookingRequest({ ...good, totalGuests }, context)).toEqual([
      { path: "totalGuests", rule: "guestCountInvalid", message: "Must be 1-10 guests", title: "Invalid Guest Count" },
    ]);
  });

  it("accepts 1 and maxGuests guests", () => {
    expect(checkBookingRequest({ ...good, totalGuests: 1 }, context)).toEqual([]);
    expect(checkBookingRequest({ ...good, totalGuests: 10 }, context)).toEqual([]);
    expect(checkBookingRequest({ ...good, totalGuests: "3" }, context)).toEqual([]);
  });

  it("allows 500 characters of notes and refuses 501", () => {
    expect(checkBookingRequest({ ...good, notes: "n".repeat(500) }, context)).toEqual([]);
    expect(checkBookingRequest({ ...good, notes: "n".repeat(501) }, context)).toEqual([
      { path: "notes", rule: "notesTooLong", message: "Notes must be at most 500 characters" },
    ]);
  });
});

describe("bookingCreateBodySchema", () => {
  const body = { villaId: "5b8f6f2e-4c1c-4a55-9f0e-0a6a3f1d2c11", ...good };

  it("keeps the booking fields, defaults the payment method and drops price, status and guest id", () => {
    expect(
      parsed(bookingCreateBodySchema, {
        ...body,
        totalPrice: 1,
        status: "CONFIRMED",
        guestId: "00000000-0000-0000-0000-000000000009",
        isPaid: true,
      }),
    ).toEqual({ ...body, paymentMethod: "BANK_TRANSFER" });
  });

  it("accepts payment on arrival and drops empty notes", () => {
    const v = parsed(bookingCreateBodySchema, { ...body, paymentMethod: "PAYMENT_ON_ARRIVAL", notes: "  " });
    expect(v.paymentMethod).toBe("PAYMENT_ON_ARRIVAL");
    expect("notes" in v && v.notes !== undefined).toBe(false);
  });

  it("reports missing fields with SPEC's messages", () => {
    expect(issuesOf(bookingCreateBodySchema, {})).toEqual([
      ["villaId", "Villa id is required"],
      ["checkIn", "Check-in date required"],
      ["checkOut", "Check-out date required"],
      ["totalGuests", "Must be 1-50 guests"],
      ["phone", "Phone number required"],
      ["dateOfBirth", "Date of birth required"],
    ]);
  });

  it("checks what does not need today or the villa", () => {
    expect(
      issuesOf(bookingCreateBodySchema, {
        ...body,
        checkOut: body.checkIn,
        phone: "123",
        dateOfBirth: "x",
        totalGuests: 0,
        notes: "n".repeat(501),
      }),
    ).toEqual([
      ["checkOut", "Check-out date must be after check-in date"],
      ["phone", "Invalid phone number"],
      ["dateOfBirth", "Invalid date format"],
      ["notes", "Notes must be at most 500 characters"],
    ]);
    // Past dates, age and the guest count need today or the villa: the handler runs checkBookingRequest.
    expect(
      issuesOf(bookingCreateBodySchema, {
        ...body,
        checkIn: "2001-01-01",
        checkOut: "2001-01-02",
        dateOfBirth: "2020-01-01",
      }),
    ).toEqual([]);
  });

  it("refuses an unknown payment method and a malformed villa id", () => {
    expect(issuesOf(bookingCreateBodySchema, { ...body, paymentMethod: "CASH" }).map(([p]) => p)).toEqual([
      "paymentMethod",
    ]);
    expect(issuesOf(bookingCreateBodySchema, { ...body, villaId: "42" })).toEqual([["villaId", "Invalid id"]]);
  });
});

describe("booking list queries", () => {
  it("admin list: limit 20, createdAt desc by default, coerced", () => {
    expect(parsed(bookingsListQuerySchema, {})).toEqual({ page: 1, limit: 20, sortBy: "createdAt", sortOrder: "desc" });
    expect(
      parsed(bookingsListQuerySchema, {
        page: "3",
        limit: "50",
        sortBy: "totalPrice",
        sortOrder: "asc",
        status: "PENDING",
        villaId: "5b8f6f2e-4c1c-4a55-9f0e-0a6a3f1d2c11",
        search: " ali ",
      }),
    ).toEqual({
      page: 3,
      limit: 50,
      sortBy: "totalPrice",
      sortOrder: "asc",
      status: "PENDING",
      villaId: "5b8f6f2e-4c1c-4a55-9f0e-0a6a3f1d2c11",
      search: "ali",
    });
    expect(issuesOf(bookingsListQuerySchema, { sortBy: "guestId; drop table" }).map(([p]) => p)).toEqual(["sortBy"]);
    expect(issuesOf(bookingsListQuerySchema, { status: "DONE" }).map(([p]) => p)).toEqual(["status"]);
  });

  it("my bookings: limit 10 and optional status", () => {
    expect(parsed(myBookingsQuerySchema, { status: "" })).toEqual({
      page: 1,
      limit: 10,
      sortBy: "createdAt",
      sortOrder: "desc",
    });
    expect(parsed(myBookingsQuerySchema, { status: "CANCELLED" }).status).toBe("CANCELLED");
  });

  it("booked dates: optional year and month", () => {
    expect(parsed(bookedDatesQuerySchema, {})).toEqual({});
    expect(parsed(bookedDatesQuerySchema, { year: "2026", month: "12" })).toEqual({ year: 2026, month: 12 });
    expect(issuesOf(bookedDatesQuerySchema, { month: "13" }).map(([p]) => p)).toEqual(["month"]);
    expect(parsed(bookedDatesSchema, { bookedDates: ["2026-07-01"] })).toEqual({ bookedDates: ["2026-07-01"] });
    expect(issuesOf(bookedDatesSchema, { bookedDates: ["2026-7-1"] }).length).toBe(1);
  });
});

describe("reject and cancel payloads", () => {
  it("accept no body, an empty body and a trimmed reason", () => {
    expect(parsed(rejectBodySchema, undefined)).toEqual({});
    expect(parsed(cancelBodySchema, {})).toEqual({});
    expect(parsed(cancelBodySchema, { cancellationReason: "  Plans changed " })).toEqual({
      cancellationReason: "Plans changed",
    });
    expect(parsed(rejectBodySchema, { rejectionReason: "" })).toEqual({});
  });
  it("bound the reason to 500 characters", () => {
    expect(issuesOf(rejectBodySchema, { rejectionReason: "r".repeat(501) })).toEqual([
      ["rejectionReason", "Reason must be at most 500 characters"],
    ]);
    expect(parsed(rejectBodySchema, { rejectionReason: "r".repeat(500) }).rejectionReason).toHaveLength(500);
  });
  it("back office requires a reason to reject", () => {
    expect(checkRejectReason(" ")).toEqual({
      path: "rejectionReason",
      rule: "reasonRequired",
      title: "Reason Required",
      message: "Please provide a reason for rejecting this booking",
    });
    expect(checkRejectReason("Dates blocked")).toBeNull();
  });
});

describe("bookingSchema", () => {
  const booking = {
    id: "5b8f6f2e-4c1c-4a55-9f0e-0a6a3f1d2c11",
    guestId: "00000000-0000-0000-0000-000000000002",
    villaId: "00000000-0000-0000-0000-000000000003",
    villa: {
      id: "00000000-0000-0000-0000-000000000003",
      title: "Villa",
      city: "Hurghada",
      country: "Egypt",
      ownerId: "00000000-0000-0000-0000-000000000001",
    },
    guest: { id: "00000000-0000-0000-0000-000000000002", fullName: "Nour", email: "n@x.co" },
    checkIn: "2026-07-01",
    checkOut: "2026-07-08",
    nights: 7,
    totalGuests: 2,
    phone: "+201001234567",
    dateOfBirth: "1990-01-01",
    paymentMethod: "BANK_TRANSFER",
    notes: null,
    arrivalTime: "20:30",
    status: "PENDING",
    isPaid: false,
    pricePerNight: 200,
    cleaningFee: 150,
    serviceFee: 70,
    totalPrice: 1620,
    currency: "EUR",
    priceBreakdown: null,
    rejectionReason: null,
    cancellationReason: null,
    confirmedOn: null,
    invoiceNumber: null,
    payments: { schedule: [], received: [], paidTotal: 0, outstanding: 0, payTo: null },
    cancellation: null,
    createdAt: "2026-06-15T08:00:00.000Z",
    updatedAt: "2026-06-15T08:00:00+03:00",
  };
  it("accepts what the server maps from a row and strips internal columns", () => {
    expect(parsed(bookingSchema, { ...booking, language: "fr", cancellationCharge: null })).toEqual(booking);
  });
  it("refuses an unknown status", () => {
    expect(issuesOf(bookingSchema, { ...booking, status: "ARCHIVED" }).map(([p]) => p)).toEqual(["status"]);
  });
});
