// SPEC 2 / SPEC 9: a booking is named by the last 8 characters of its id, in capitals, so it reads the same in My
// Bookings, the back office, every mail, the invoice and the reference of a bank transfer.
export const BOOKING_REFERENCE_LENGTH = 8;

export function bookingReference(id: string): string {
  return id.slice(-BOOKING_REFERENCE_LENGTH).toUpperCase();
}
