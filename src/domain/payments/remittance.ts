// What a guest writes as the reference of a bank transfer (and what the EPC QR code carries): the booking's
// reference, and its invoice number once it has one, so the owner matches the money to the stay at a glance.
import { bookingReference } from "../booking-reference.ts";

export function remittanceText(booking: { id: string; invoiceNumber: string | null }): string {
  const reference = `Booking ${bookingReference(booking.id)}`;
  return booking.invoiceNumber ? `${reference}, invoice ${booking.invoiceNumber}` : reference;
}
