// Shared schema pieces: ids, dates, pagination, envelopes, the user entity and session.
import { describe, expect, it } from "vitest";
import {
  authSessionSchema,
  dashboardStatsSchema,
  errorEnvelopeSchema,
  idSchema,
  isoDateSchema,
  paginatedEnvelope,
  paginationQuerySchema,
  queryBooleanSchema,
  successEnvelope,
  userSchema,
} from "../../src/domain/index.ts";
import { issuesOf, parsed } from "./helpers.ts";

const user = {
  id: "5b8f6f2e-4c1c-4a55-9f0e-0a6a3f1d2c11",
  email: "nour@example.com",
  fullName: "Nour",
  phone: null,
  dateOfBirth: null,
  role: "GUEST",
  isActive: true,
  createdAt: "2026-06-15T08:00:00.000Z",
  updatedAt: "2026-06-15T08:00:00.000Z",
};

describe("ids and dates", () => {
  it("accepts any UUID-shaped id (seed ids included) and refuses others", () => {
    expect(idSchema.safeParse("00000000-0000-0000-0000-000000000001").success).toBe(true);
    expect(idSchema.safeParse(user.id).success).toBe(true);
    expect(idSchema.safeParse("1").success).toBe(false);
    expect(idSchema.safeParse("5b8f6f2e4c1c4a559f0e0a6a3f1d2c11").success).toBe(false);
  });
  it("accepts only real calendar dates", () => {
    expect(isoDateSchema.safeParse("2028-02-29").success).toBe(true);
    expect(issuesOf(isoDateSchema, "2026-02-29")).toEqual([["", "Invalid date format"]]);
  });
});

describe("query coercion", () => {
  it("reads booleans explicitly ('false' is false)", () => {
    expect(queryBooleanSchema.parse("false")).toBe(false);
    expect(queryBooleanSchema.parse("true")).toBe(true);
    expect(queryBooleanSchema.parse(false)).toBe(false);
    expect(queryBooleanSchema.safeParse("no").success).toBe(false);
    expect(queryBooleanSchema.safeParse("").success).toBe(false);
  });
  it("paginates with defaults and bounds", () => {
    const q = paginationQuerySchema(20);
    expect(parsed(q, {})).toEqual({ page: 1, limit: 20 });
    expect(parsed(q, { page: "4", limit: "100" })).toEqual({ page: 4, limit: 100 });
    expect(issuesOf(q, { page: "-1", limit: "0" }).map(([p]) => p)).toEqual(["page", "limit"]);
    expect(issuesOf(q, { page: "abc" }).map(([p]) => p)).toEqual(["page"]);
  });
});

describe("envelopes", () => {
  it("wraps data and lists in DESIGN 4's shapes", () => {
    expect(parsed(successEnvelope(userSchema), { success: true, data: user })).toEqual({ success: true, data: user });
    const list = { success: true, data: [user], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } };
    expect(parsed(paginatedEnvelope(userSchema), list)).toEqual(list);
    expect(issuesOf(paginatedEnvelope(userSchema), { success: true, data: [user] }).map(([p]) => p)).toEqual([
      "pagination",
    ]);
  });
  it("describes failures with a known code", () => {
    const failure = { success: false, message: "Booking not found", code: "NOT_FOUND" };
    expect(parsed(errorEnvelopeSchema, failure)).toEqual(failure);
    expect(
      parsed(errorEnvelopeSchema, {
        ...failure,
        code: "VALIDATION_FAILED",
        errors: [{ path: "phone", message: "Invalid phone number" }],
      }).errors,
    ).toHaveLength(1);
    expect(errorEnvelopeSchema.safeParse({ ...failure, code: "TEAPOT" }).success).toBe(false);
  });
});

describe("userSchema and authSessionSchema", () => {
  it("never carries a password hash", () => {
    expect(parsed(userSchema, { ...user, passwordHash: "$argon2id$..." })).toEqual(user);
  });
  it("accepts profile fields when set and refuses unknown roles", () => {
    expect(parsed(userSchema, { ...user, phone: "+201001234567", dateOfBirth: "1990-01-01", role: "ADMIN" }).role).toBe(
      "ADMIN",
    );
    expect(issuesOf(userSchema, { ...user, role: "ROOT" }).map(([p]) => p)).toEqual(["role"]);
  });
  it("wraps the user with both tokens", () => {
    const session = { accessToken: "a.b.c", refreshToken: "r", user };
    expect(parsed(authSessionSchema, session)).toEqual(session);
  });
});

describe("dashboardStatsSchema", () => {
  const months = ["2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"];
  const stats = {
    attention: {
      requests: { items: [], more: 0 },
      overduePayments: { items: [], more: 0 },
      arrivals: { items: [], more: 0 },
    },
    totalVillas: 1,
    activeVillas: 1,
    inactiveVillas: 0,
    totalBookings: 0,
    pendingBookings: 0,
    confirmedBookings: 0,
    completedBookings: 0,
    cancelledBookings: 0,
    rejectedBookings: 0,
    totalRevenue: 0,
    monthlyRevenue: 0,
    weeklyRevenue: 0,
    averageBookingValue: 0,
    recentBookings: [],
    recentVillas: [],
    monthlyTrend: months.map((month) => ({ month, revenue: 0, bookings: 0 })),
  };
  it("accepts SPEC's fields with a 6-month trend", () => {
    expect(parsed(dashboardStatsSchema, stats)).toEqual(stats);
  });
  it("refuses a trend of the wrong length or month format", () => {
    expect(dashboardStatsSchema.safeParse({ ...stats, monthlyTrend: stats.monthlyTrend.slice(1) }).success).toBe(false);
    const bad = stats.monthlyTrend.map((m, i) => (i === 0 ? { ...m, month: "2026-13" } : m));
    expect(dashboardStatsSchema.safeParse({ ...stats, monthlyTrend: bad }).success).toBe(false);
  });
});
