// A booking request carries the guest's phone and date of birth: a profile still without them takes them, so the
// profile does not ask for what the guest has just typed ("Complete your profile" right after booking). Only empty
// fields are filled, in the booking's transaction (a replayed offline request fills them too): what the guest wrote
// in the profile always wins over a booking's copy.
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { IsoDate } from "../../domain/index.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";

export async function fillEmptyProfileFields(
  tx: Database,
  userId: string,
  booked: { phone: string; dateOfBirth: IsoDate },
  now: Date,
): Promise<void> {
  const phone = booked.phone.trim();
  await tx
    .update(users)
    .set({
      phone: sql`coalesce(nullif(trim(${users.phone}), ''), ${phone})`,
      dateOfBirth: sql`coalesce(${users.dateOfBirth}, ${booked.dateOfBirth}::date)`,
      updatedAt: now,
    })
    .where(
      and(eq(users.id, userId), or(isNull(users.phone), sql`trim(${users.phone}) = ''`, isNull(users.dateOfBirth))),
    );
}
