// Invoice numbers (DESIGN 7.2): "2026-0007", gap-free per year, given in the confirming transaction. The counter's
// row lock makes concurrent confirmations take turns; a confirmation that rolls back gives its number back with it.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { invoiceCounters } from "../db/schema.ts";

function formatInvoiceNumber(year: number, n: number): string {
  return `${year}-${String(n).padStart(4, "0")}`;
}

export async function nextInvoiceNumber(tx: Database, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error("The invoice counter returned nothing");
  return formatInvoiceNumber(year, row.lastNumber);
}
