// The islands that read data from their first render, and so bring the data layer (TanStack Query, the saved cache,
// the outbox) with them, never the router or zod: the server-rendered villa page's booking card, and what My Bookings
// shows of the guest. Listed apart from
// islands.ts because the build allows them the data layer (build/island-imports.ts); the browser's list holds both.
import { islandEntry as entry, type IslandEntry } from "../islands/island.tsx";

export const DATA_ISLANDS: Readonly<Record<string, IslandEntry>> = {
  "booking-card": entry(
    () => import("../features/booking/booking-form/booking-card-island.tsx").then((module) => module.bookingCardIsland),
    ["booking", "ui", "forms", "date-picker"],
  ),
  "my-bookings": entry(
    () => import("../features/my-bookings/my-bookings-island.tsx").then((module) => module.myBookingsIsland),
    ["my-bookings", "ui", "forms"],
  ),
};
