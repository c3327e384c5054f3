// The back-office bookings' query keys, apart from the queries: the menu's pending count refreshes by them without
// bringing the bookings screen's code into the back office's first load.

/**
 * Every query of the bookings screen starts with this key. It sits under ["bookings"], which every booking change
 * invalidates (the guest's cancel as well as the owner's decisions), so one invalidation refreshes them all.
 */
export const ADMIN_BOOKINGS_KEY = ["bookings", "admin"] as const;

/** How many bookings wait for a decision (the screen's header and the menu). */
export const PENDING_COUNT_KEY = [...ADMIN_BOOKINGS_KEY, "pending-count"] as const;
