// Everything an invoice prints, read in one place: the booking as the API shows it (its money computed by
// payments/booking-money.ts, never here), the owner who sells the stay, the site's contact details and the owner's
// bank details. The PDF (invoice-pdf.ts) only lays this out.
import { eq } from "drizzle-orm";
import { normalizeLanguage, type Language } from "../../domain/languages.ts";
import { hasBankDetails } from "../../domain/payments/payment-rules.ts";
import type { PayTo } from "../../domain/schemas/payments.ts";
import { bookingReference } from "../../domain/booking-reference.ts";
import { remittanceText } from "../../domain/payments/remittance.ts";
import type { SiteContact } from "../../domain/site-settings.ts";
import { moneyContextAt, selectBookingViews, toBookingView, type BookingView } from "../bookings/booking-view.ts";
import type { Database } from "../db/client.ts";
import { bookings, users } from "../db/schema.ts";
import { readSiteSettings } from "../settings/site-settings.ts";

export interface InvoiceSeller {
  villa: string;
  owner: string;
  address: string;
  phone: string;
  email: string;
}

export interface InvoiceBank extends Omit<PayTo, "instructions"> {
  /** The owner's instructions in the booking's language; may be empty. */
  instructions: string;
  /** What the guest writes as the transfer's reference (and the QR code carries). */
  remittance: string;
}

export interface InvoiceFacts {
  booking: BookingView;
  /** The booking's language: the invoice speaks it. */
  language: Language;
  reference: string;
  seller: InvoiceSeller;
  /** The owner's bank details, printed whenever the owner gave them (the QR code only while something is owed). */
  bank: InvoiceBank | null;
}

function sellerOf(
  booking: BookingView,
  owner: string,
  contact: Pick<SiteContact, "address" | "phone" | "email">,
): InvoiceSeller {
  return { villa: booking.villa.title, owner, address: contact.address, phone: contact.phone, email: contact.email };
}

/** The booking's invoice facts at `now`, or undefined when there is no such booking. */
export async function findInvoiceFacts(db: Database, bookingId: string, now: Date): Promise<InvoiceFacts | undefined> {
  const [row] = await selectBookingViews(db).where(eq(bookings.id, bookingId)).limit(1);
  if (!row) return undefined;
  const money = await moneyContextAt(db, now);
  const booking = toBookingView(row, money);
  const [[owner], site] = await Promise.all([
    db.select({ fullName: users.fullName }).from(users).where(eq(users.id, booking.villa.ownerId)),
    readSiteSettings(db),
  ]);
  const language = normalizeLanguage(booking.language);
  const { settings } = money;
  const bank: InvoiceBank | null = hasBankDetails(settings)
    ? {
        accountHolder: settings.accountHolder,
        iban: settings.iban,
        bic: settings.bic,
        bankName: settings.bankName,
        instructions: settings.instructions[language].trim(),
        remittance: remittanceText(booking),
      }
    : null;
  return {
    booking,
    language,
    reference: bookingReference(booking.id),
    seller: sellerOf(booking, owner?.fullName ?? "", site.settings),
    bank,
  };
}
