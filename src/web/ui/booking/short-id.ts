// SPEC 2 / SPEC 9: a booking is named on My Bookings by the last 8 characters of its id, in capitals so it
// reads the same in the list, the dialogs and a message to the owner.
export const SHORT_ID_LENGTH = 8;

export function shortBookingId(id: string): string {
  return id.slice(-SHORT_ID_LENGTH).toUpperCase();
}
