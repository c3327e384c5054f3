// The money of a booking as the API returns it (DESIGN 7.2): its `payments` (schedule, received, paid, outstanding),
// the cancellation outcome, a recorded payment's body, the bank details guests pay to and the owner's settings.
import { z } from "zod";
import { CANCELLATION_TERMS } from "../cancellation-policy.ts";
import { PAYMENT_RECORD_METHODS, SCHEDULE_STATUSES } from "../payments/booking-payments.ts";
import { SCHEDULE_KINDS } from "../payments/payment-schedule.ts";
import { checkPaymentSettings, PAYMENT_LIMITS, type PaymentSettings } from "../payments/payment-rules.ts";
import { idSchema, isoDateSchema } from "./common.ts";

export const scheduleLineSchema = z.object({
  kind: z.enum(SCHEDULE_KINDS),
  amount: z.number(),
  dueDate: isoDateSchema,
  status: z.enum(SCHEDULE_STATUSES),
  /** Left to pay on this part; payments settle the parts in order. */
  remaining: z.number(),
});

export const receivedPaymentSchema = z.object({
  id: idSchema,
  /** Negative for a refund. */
  amount: z.number(),
  receivedOn: isoDateSchema,
  method: z.enum(PAYMENT_RECORD_METHODS),
  reference: z.string().nullable(),
});

const instructionsSchema = z.object({ en: z.string(), fr: z.string(), ru: z.string(), de: z.string() });

/** Where a guest pays: the owner's bank details, on a confirmed booking with something outstanding. */
export const payToSchema = z.object({
  accountHolder: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  bankName: z.string().nullable(),
  instructions: instructionsSchema,
});

export type PayTo = z.infer<typeof payToSchema>;

export const bookingPaymentsSchema = z.object({
  schedule: z.array(scheduleLineSchema),
  received: z.array(receivedPaymentSchema),
  paidTotal: z.number(),
  outstanding: z.number(),
  /** Null when nothing is to be paid now, or the owner has not given bank details (the guest is told so). */
  payTo: payToSchema.nullable(),
});

export type BookingPaymentsView = z.infer<typeof bookingPaymentsSchema>;

export const cancellationQuoteSchema = z.object({
  terms: z.enum(CANCELLATION_TERMS),
  charge: z.number(),
  refundDue: z.number(),
});

export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

export const paymentCreateBodySchema = z.object({
  amount: z.union([z.number(), z.string().max(20)]),
  receivedOn: z.string().max(20),
  method: z.string().max(20),
  reference: z
    .string()
    .max(PAYMENT_LIMITS.referenceMax * 2)
    .nullable()
    .optional(),
});

export const paymentSettingsSchema: z.ZodType<PaymentSettings> = z.object({
  accountHolder: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  bankName: z.string().nullable(),
  instructions: instructionsSchema,
  depositDueDays: z.number().int(),
});

const loose = (max: number) =>
  z
    .string()
    .max(max * 2)
    .nullable()
    .optional();

export const paymentSettingsBodySchema = z
  .object({
    accountHolder: loose(PAYMENT_LIMITS.accountHolderMax),
    iban: loose(50),
    bic: loose(20),
    bankName: loose(PAYMENT_LIMITS.bankNameMax),
    instructions: z
      .object({
        en: loose(PAYMENT_LIMITS.instructionsMax),
        fr: loose(PAYMENT_LIMITS.instructionsMax),
        ru: loose(PAYMENT_LIMITS.instructionsMax),
        de: loose(PAYMENT_LIMITS.instructionsMax),
      })
      .partial()
      .nullable()
      .optional(),
    depositDueDays: z.union([z.number(), z.string().max(4)]).optional(),
  })
  .transform((body, ctx) => {
    const checked = checkPaymentSettings(body);
    for (const i of checked.issues) ctx.addIssue({ code: "custom", message: i.message, path: [i.path] });
    return checked.settings ?? z.NEVER;
  });
