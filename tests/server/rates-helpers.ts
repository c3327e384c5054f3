// Fixtures of the rates suites (DESIGN 7.1): a full pricing body, a season body, and the rate routes by name.
import type { FastifyInstance } from "fastify";

export function pricingBody(overrides: Record<string, unknown> = {}) {
  return {
    baseRate: 200,
    weekendRate: null,
    weekendNights: [5, 6],
    cleaningFee: 150,
    serviceFeePercent: 5,
    extraGuestFee: 0,
    includedGuests: 6,
    weeklyDiscountPercent: 0,
    monthlyDiscountPercent: 0,
    minStay: 1,
    minNoticeDays: 0,
    maxAdvanceDays: 730,
    ...overrides,
  };
}

/** April 2026, Saturday to Saturday arrivals, 3 nights at least: 300 a night, 350 on Friday and Saturday nights. */
export function highSeason(overrides: Record<string, unknown> = {}) {
  return {
    name: "High season",
    startDate: "2026-04-01",
    endDate: "2026-05-01",
    nightlyRate: 300,
    weekendRate: 350,
    minStay: 3,
    arrivalDays: [6],
    ...overrides,
  };
}

type Headers = Record<string, string>;

export const rates = (app: FastifyInstance, villaId: string) => ({
  villaId,
  getPricing: (headers: Headers = {}) => app.inject({ method: "GET", url: `/api/villas/${villaId}/pricing`, headers }),
  putPricing: (headers: Headers, payload: unknown) =>
    app.inject({ method: "PUT", url: `/api/villas/${villaId}/pricing`, headers, payload: payload as object }),
  seasons: (headers: Headers = {}) => app.inject({ method: "GET", url: `/api/villas/${villaId}/seasons`, headers }),
  addSeason: (headers: Headers, payload: unknown) =>
    app.inject({ method: "POST", url: `/api/villas/${villaId}/seasons`, headers, payload: payload as object }),
  putSeason: (headers: Headers, id: string, payload: unknown) =>
    app.inject({ method: "PUT", url: `/api/villas/${villaId}/seasons/${id}`, headers, payload: payload as object }),
  setRange: (headers: Headers, payload: unknown) =>
    app.inject({ method: "PUT", url: `/api/villas/${villaId}/seasons/range`, headers, payload: payload as object }),
  deleteSeason: (headers: Headers, id: string) =>
    app.inject({ method: "DELETE", url: `/api/villas/${villaId}/seasons/${id}`, headers }),
  quote: (query: string, headers: Headers = {}) =>
    app.inject({ method: "GET", url: `/api/villas/${villaId}/quote?${query}`, headers }),
  calendar: (query: string, headers: Headers = {}) =>
    app.inject({ method: "GET", url: `/api/villas/${villaId}/calendar?${query}`, headers }),
  block: (headers: Headers, payload: unknown) =>
    app.inject({ method: "POST", url: `/api/villas/${villaId}/blocks`, headers, payload: payload as object }),
  unblock: (headers: Headers, id: string) =>
    app.inject({ method: "DELETE", url: `/api/villas/${villaId}/blocks/${id}`, headers }),
});
