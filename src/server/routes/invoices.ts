// GET /api/bookings/{id}/invoice.pdf (DESIGN 7.2): a confirmed booking's invoice as a PDF download, in the booking's
// language, for the people who may see the booking (its guest, the villa's owner, an ADMIN).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { canViewBooking, idSchema } from "../../domain/index.ts";
import { invoiceFileName } from "../../domain/payments/invoice-file.ts";
import { requireUser } from "../auth/guard.ts";
import { ApiError } from "../http/api-error.ts";
import { errorResponses } from "../http/envelope.ts";
import { findInvoiceFacts } from "../invoices/invoice-data.ts";
import { createInvoiceRateLimit } from "../invoices/invoice-rate-limit.ts";
import { renderInvoicePdf } from "../invoices/invoice-pdf.ts";

/** The PDF's bytes: Fastify sends a Buffer as it is, without the JSON serializer. */
const pdfBytesSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe("The invoice as a PDF file");

const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const admitInvoice = createInvoiceRateLimit(app);
  app.get(
    "/bookings/:id/invoice.pdf",
    {
      schema: {
        tags: ["bookings"],
        summary:
          "A confirmed booking's invoice as a PDF in the booking's language (its guest, the villa owner or ADMIN); " +
          "404 before the booking has an invoice number",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: idSchema }),
        produces: ["application/pdf"],
        response: { 200: pdfBytesSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = app.clock();
      await admitInvoice(user.id, now);
      const facts = await findInvoiceFacts(app.db, request.params.id, now);
      // Not yours: answered exactly like a booking that does not exist.
      if (!facts || !canViewBooking(user, facts.booking)) throw new ApiError("NOT_FOUND", "Booking not found");
      const { invoiceNumber } = facts.booking;
      if (!invoiceNumber) {
        throw new ApiError("NOT_FOUND", "This booking has no invoice: a booking gets one when the owner confirms it");
      }
      const pdf = await renderInvoicePdf(facts, now);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${invoiceFileName(invoiceNumber)}"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};

export default invoiceRoutes;
