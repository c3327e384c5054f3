// The booking form's choices and lengths, kept apart from the zod schemas so the browser's form draft (also read
// by the home teaser and the outbox at start-up) does not ship zod to every page.

export const PAYMENT_METHODS = ["BANK_TRANSFER", "PAYMENT_ON_ARRIVAL"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "BANK_TRANSFER";

export const NOTES_MAX_LENGTH = 500;
export const REASON_MAX_LENGTH = 500;
