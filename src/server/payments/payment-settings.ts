// The owner's bank details row (DESIGN 7.2): read for every booking view that shows where to pay, written by an ADMIN.
import { EMPTY_PAYMENT_SETTINGS, type PaymentSettings } from "../../domain/payments/payment-rules.ts";
import type { Database } from "../db/client.ts";
import { paymentSettings } from "../db/schema.ts";

export async function readPaymentSettings(db: Database): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentSettings);
  if (!row) return EMPTY_PAYMENT_SETTINGS;
  const { id: _id, updatedAt: _updatedAt, ...settings } = row;
  return { ...settings, instructions: { ...EMPTY_PAYMENT_SETTINGS.instructions, ...settings.instructions } };
}

export async function writePaymentSettings(
  db: Database,
  settings: PaymentSettings,
  now: Date,
): Promise<PaymentSettings> {
  await db
    .insert(paymentSettings)
    .values({ id: true, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { ...settings, updatedAt: now } });
  return readPaymentSettings(db);
}
