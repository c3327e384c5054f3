// What a notification says about a booking: the booking with its villa, guest and payments, and who hears about it
// on the owner's side (the villa's owner and the active admins, each in the language they last used).
import { and, eq, getTableColumns, inArray, or } from "drizzle-orm";
import { normalizeLanguage, type Language } from "../../domain/languages.ts";
import type { Role } from "../../domain/roles.ts";
import type { Database } from "../db/client.ts";
import { bookings, pushSubscriptions, users, villas } from "../db/schema.ts";
import { receivedPaymentsColumn } from "../payments/booking-money.ts";
import type { BookingFacts } from "./compose.ts";
import type { MoneyFacts } from "./mail-money.ts";

export interface Recipient {
  userId: string;
  name: string;
  email: string;
  language: Language;
}

/** The guest's account as the mail cap sees it: whether mails to their address are capped (mail-cap.ts). */
export interface GuestAccount {
  role: Role;
  emailConfirmedAt: Date | null;
}

export async function findBookingFacts(
  db: Database,
  bookingId: string,
): Promise<(BookingFacts & MoneyFacts & { createdAt: Date; ownerId: string; guestAccount: GuestAccount }) | undefined> {
  const [row] = await db
    // Every booking column, so a field added to the table reaches the mails without being listed here again.
    .select({
      ...getTableColumns(bookings),
      receivedPayments: receivedPaymentsColumn,
      ownerId: villas.ownerId,
      villa: { title: villas.title, address: villas.address, city: villas.city, country: villas.country },
      guest: { fullName: users.fullName, email: users.email },
      guestAccount: { role: users.role, emailConfirmedAt: users.emailConfirmedAt },
    })
    .from(bookings)
    .innerJoin(villas, eq(villas.id, bookings.villaId))
    .innerJoin(users, eq(users.id, bookings.guestId))
    .where(eq(bookings.id, bookingId));
  return row;
}

/** The villa's owner and every active admin (once each, even when the owner is an admin). */
export async function findOwnerSide(db: Database, ownerId: string): Promise<Recipient[]> {
  const rows = await db
    .select({ userId: users.id, name: users.fullName, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.isActive, true), or(eq(users.id, ownerId), eq(users.role, "ADMIN"))));
  return rows.map((row) => ({ ...row, language: normalizeLanguage(row.language) }));
}

export async function findPushTargets(db: Database, recipients: readonly Recipient[]) {
  if (recipients.length === 0) return [];
  return db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.userId,
        recipients.map((r) => r.userId),
      ),
    );
}
