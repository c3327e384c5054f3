// How many invoices one account may download (GET /api/bookings/{id}/invoice.pdf): INVOICES_PER_10_MINUTES in any 10
// minutes. Each PDF is drawn on request (tens of milliseconds of the event loop), so a script asking in a loop is
// stopped with 429 RATE_LIMITED and Retry-After; an owner downloading a season's invoices stays well under it.
import type { FastifyInstance } from "fastify";
import { appSlidingWindow, rateLimitedError } from "../http/app-sliding-window.ts";

const INVOICE_WINDOW_MS = 10 * 60_000;

export function createInvoiceRateLimit(app: FastifyInstance): (userId: string, now: Date) => Promise<void> {
  const window = appSlidingWindow(app, "villa-invoice-rl:", "invoice download");
  const limit = app.config.invoicesPer10Minutes;
  return async (userId, now) => {
    const verdict = await window.hit(`account:${userId}`, limit, INVOICE_WINDOW_MS, now.getTime());
    if (!verdict.allowed)
      throw rateLimitedError("Too many invoices downloaded from this account", verdict.retryAfterMs);
  };
}
