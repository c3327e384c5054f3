// The database schema, shared by PGlite and PostgreSQL. Migrations are generated from it
// (drizzle-kit) plus hand-written SQL for what Drizzle cannot express (the booking exclusion
// constraint on a daterange, which needs btree_gist).
import { sql } from "drizzle-orm";
import type { CancellationTerms } from "../../domain/cancellation-policy.ts";
import type { PaymentRecordMethod } from "../../domain/payments/booking-payments.ts";
import type { SeasonalQuote } from "../../domain/rates/quote.ts";
import type { StoredVillaContent } from "../../domain/villa-content.ts";
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const roleEnum = pgEnum("user_role", ["GUEST", "HOST", "ADMIN"]);
export const villaStatusEnum = pgEnum("villa_status", ["AVAILABLE", "UNAVAILABLE", "MAINTENANCE"]);
export const bookingStatusEnum = pgEnum("booking_status", [
  "PENDING",
  "CONFIRMED",
  "COMPLETED",
  "CANCELLED",
  "REJECTED",
]);
export const paymentMethodEnum = pgEnum("payment_method", ["BANK_TRANSFER", "PAYMENT_ON_ARRIVAL"]);
export const messageKindEnum = pgEnum("message_kind", ["CONTACT", "QUESTION"]);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};

// Money is numeric(12,2) in EUR, read as a JS number (whole-cent values only).
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: "number" });

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull(),
    phone: text("phone"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    role: roleEnum("role").notNull().default("GUEST"),
    isActive: boolean("is_active").notNull().default(true),
    // The language the user last used (for messages sent to them later).
    language: text("language").notNull().default("en"),
    // When the user followed the confirmation link we mailed to `email` (null: never, or the address changed
    // since). Until then mails to the address are capped per day (notifications/mail-cap.ts).
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), index("users_created_at_idx").on(t.createdAt)],
);

// One row per sign-in: the refresh-token family. Revoking it signs that device out, and access
// tokens carry its id so a revoked session stops working at once.
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

// Every refresh token ever issued, stored as a SHA-256 hash. A token is spent once (usedAt);
// presenting a spent token again revokes its whole session (reuse detection).
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("refresh_tokens_hash_key").on(t.tokenHash), index("refresh_tokens_session_idx").on(t.sessionId)],
);

export const villas = pgTable(
  "villas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    title: text("title").notNull(),
    description: text("description"),
    address: text("address").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull().default("Egypt"),
    pricePerNight: money("price_per_night").notNull(),
    maxGuests: integer("max_guests").notNull().default(1),
    bedrooms: integer("bedrooms").notNull().default(1),
    bathrooms: integer("bathrooms").notNull().default(1),
    amenities: jsonb("amenities").$type<string[]>().notNull().default([]),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    /** Everything of the content but the English title, description and address (villa-content.ts). */
    content: jsonb("content").$type<StoredVillaContent>().notNull().default({}),
    status: villaStatusEnum("status").notNull().default("AVAILABLE"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index("villas_owner_idx").on(t.ownerId),
    index("villas_created_at_idx").on(t.createdAt),
    check("villas_price_positive", sql`${t.pricePerNight} > 0`),
  ],
);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    villaId: uuid("villa_id")
      .notNull()
      .references(() => villas.id),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => users.id),
    checkIn: date("check_in", { mode: "string" }).notNull(),
    checkOut: date("check_out", { mode: "string" }).notNull(),
    totalGuests: integer("total_guests").notNull(),
    phone: text("phone").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    paymentMethod: paymentMethodEnum("payment_method").notNull().default("BANK_TRANSFER"),
    notes: text("notes"),
    // "HH:MM" in the villa's wall-clock time (a half hour from 15:00 to 23:30); null when the guest gave none.
    arrivalTime: text("arrival_time"),
    status: bookingStatusEnum("status").notNull().default("PENDING"),
    isPaid: boolean("is_paid").notNull().default(false),
    // The quote as computed by src/domain pricing at request time, kept with the booking.
    nights: integer("nights").notNull(),
    pricePerNight: money("price_per_night").notNull(),
    cleaningFee: money("cleaning_fee").notNull(),
    serviceFee: money("service_fee").notNull(),
    totalPrice: money("total_price").notNull(),
    currency: text("currency").notNull().default("EUR"),
    rejectionReason: text("rejection_reason"),
    cancellationReason: text("cancellation_reason"),
    // The interface language the guest booked in (for messages sent about this booking).
    language: text("language").notNull().default("en"),
    // The seasonal quote the price came from (DESIGN 7.1, src/domain/rates/quote.ts), so later rate changes never
    // change a booking's price; null for bookings made before rates existed (migration 0012).
    priceBreakdown: jsonb("price_breakdown").$type<SeasonalQuote>(),
    // Set on confirmation (DESIGN 7.2): the villa's day it happened and the days the deposit was given then, from
    // which src/domain/payments/payment-schedule.ts derives the schedule; and the invoice's gap-free number.
    confirmedOn: date("confirmed_on", { mode: "string" }),
    depositDueDays: integer("deposit_due_days"),
    invoiceNumber: text("invoice_number"),
    // Set on cancellation: the terms that applied that day and the charge they made (cancellation-outcome.ts).
    cancellationTerms: text("cancellation_terms").$type<CancellationTerms>(),
    cancellationCharge: money("cancellation_charge"),
    ...timestamps,
  },
  (t) => [
    index("bookings_villa_idx").on(t.villaId, t.checkIn),
    index("bookings_guest_idx").on(t.guestId, t.createdAt),
    index("bookings_status_idx").on(t.status),
    index("bookings_created_at_idx").on(t.createdAt),
    check("bookings_dates_ordered", sql`${t.checkOut} > ${t.checkIn}`),
    check("bookings_guests_positive", sql`${t.totalGuests} >= 1`),
    // The domain rule's slots again, so no other writer can store a time the form would never offer.
    check("bookings_arrival_time_slot", sql`${t.arrivalTime} ~ '^(1[5-9]|2[0-3]):[03]0$'`),
    uniqueIndex("bookings_invoice_number_key").on(t.invoiceNumber),
    check("bookings_cancellation_terms_check", sql`${t.cancellationTerms} IN ('free', 'partial', 'none')`),
    // bookings_no_overlap (EXCLUDE USING gist ... daterange(check_in, check_out, '[)') WITH &&
    // WHERE status IN ('PENDING','CONFIRMED')) is added by a hand-written migration.
  ],
);

// Idempotency-Key records for POST /bookings and PUT /bookings/{id}/cancel (DESIGN 4).
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Which operation the key was used for, e.g. "POST /bookings".
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.scope, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

// Small server-owned values that must survive restarts (generated JWT secret, job markers).
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

// The site's settings (DESIGN 7.3): one row (the check keeps it one), the villa the public site shows and the owner's
// contact details. `version` grows with every edit: pages rendered from the settings are kept per version.
export const siteSettings = pgTable(
  "site_settings",
  {
    id: boolean("id").primaryKey().default(true),
    // Deleting the villa leaves none chosen rather than an id of nothing.
    mainVillaId: uuid("main_villa_id").references(() => villas.id, { onDelete: "set null" }),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    whatsapp: text("whatsapp"),
    address: text("address").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    tourVideoUrl: text("tour_video_url"),
    // The about page's portrait: an uploaded photo's /media/ address or an https one; null, the illustration.
    hostPhotoUrl: text("host_photo_url"),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    check("site_settings_one_row", sql`${t.id}`),
    check("site_settings_latitude_range", sql`${t.latitude} between -90 and 90`),
    check("site_settings_longitude_range", sql`${t.longitude} between -180 and 180`),
  ],
);

// What visitors send the owner: contact-form messages and practical-info questions (SPEC 5),
// read in the back office. A question's text is kept in `message`; `source` is its
// how-did-you-know answer and `consentAt` when privacy consent was given.
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: messageKindEnum("kind").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject"),
    message: text("message").notNull(),
    source: text("source"),
    language: text("language").notNull().default("en"),
    consentAt: timestamp("consent_at", { withTimezone: true, mode: "date" }),
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("messages_created_at_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Notifications (migration 0003_notifications.sql, hand-written).
// The outbox: every e-mail and Web Push is a row written in the same transaction as the booking
// change that causes it, then delivered by the worker (src/server/notifications/worker.ts). The
// unique (booking, kind, recipient) key means nothing is enqueued twice; `lockedUntil` is the
// lease of the worker that claimed the row, so a crashed worker's row is retried after it.
// `recipient` is an e-mail address (channel email) or a push_subscriptions id (channel push).
// Status: pending → sending → sent, back to pending with a later nextAttemptAt after a failure,
// failed after the last attempt, kept when no SMTP_URL is configured (shown, never sent).
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel").$type<"email" | "push">().notNull(),
    kind: text("kind").notNull(),
    bookingId: uuid("booking_id").notNull(),
    recipient: text("recipient").notNull(),
    language: text("language").notNull().default("en"),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    bodyHtml: text("body_html"),
    // A push notification's JSON payload (title, body, url, bookingId).
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    // "suppressed": a mail to an unconfirmed address over its daily cap, kept for the back office, never sent.
    status: text("status")
      .$type<"pending" | "sending" | "sent" | "failed" | "kept" | "suppressed">()
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (t) => [
    // Named as migration 0003 (hand-written) named it, so drizzle-kit's snapshot matches the database.
    foreignKey({
      name: "notification_outbox_booking_fk",
      columns: [t.bookingId],
      foreignColumns: [bookings.id],
    }).onDelete("cascade"),
    uniqueIndex("notification_outbox_once_key").on(t.bookingId, t.kind, t.recipient),
    index("notification_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("notification_outbox_created_at_idx").on(t.createdAt),
    index("notification_outbox_recipient_idx").on(t.recipient, t.createdAt),
    check("notification_outbox_channel_check", sql`${t.channel} IN ('email', 'push')`),
    check(
      "notification_outbox_status_check",
      sql`${t.status} IN ('pending', 'sending', 'sent', 'failed', 'kept', 'suppressed')`,
    ),
  ],
);

// The browsers (phones) where an admin turned on "Notifications on this phone": one Web Push
// subscription each, removed when the push service answers 404/410 (expired).
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: "push_subscriptions_user_fk", columns: [t.userId], foreignColumns: [users.id] }).onDelete(
      "cascade",
    ),
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Calendar sync with other channels (migration 0004_calendar.sql; src/server/calendar/).
// ---------------------------------------------------------------------------------------------

// The secret token of each villa's iCal export (GET /api/calendar/{token}.ics). Anyone holding
// the URL reads the villa's busy dates, so regenerating replaces the token and the old URL dies.
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    villaId: uuid("villa_id")
      .primaryKey()
      .references(() => villas.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_key").on(t.token)],
);

// External iCal feeds (Airbnb, Booking.com...) an owner imports. A failed sync keeps the previous
// blocks and records lastError; nextSyncAt is the schedule's lease (claimed with SKIP LOCKED).
export const calendarSources = pgTable(
  "calendar_sources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    villaId: uuid("villa_id")
      .notNull()
      .references(() => villas.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    url: text("url").notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true, mode: "date" }),
    /** The last successful sync. */
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true, mode: "date" }),
    lastError: text("last_error"),
    // One of FEED_ERROR_CODES (src/domain/schemas/calendar.ts), for the back office to translate.
    lastErrorCode: text("last_error_code"),
    nextSyncAt: timestamp("next_sync_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("calendar_sources_villa_url_key").on(t.villaId, t.url),
    index("calendar_sources_next_sync_idx").on(t.nextSyncAt),
  ],
);

// Nights blocked by an imported feed: [startDate, endDate) like a booking's [checkIn, checkOut).
// They occupy the villa exactly like PENDING/CONFIRMED bookings (booked dates, POST /bookings).
export const calendarBlocks = pgTable(
  "calendar_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => calendarSources.id, { onDelete: "cascade" }),
    villaId: uuid("villa_id")
      .notNull()
      .references(() => villas.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
  },
  (t) => [
    index("calendar_blocks_villa_idx").on(t.villaId, t.startDate),
    index("calendar_blocks_source_idx").on(t.sourceId),
    check("calendar_blocks_dates_ordered", sql`${t.endDate} > ${t.startDate}`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Uploaded photos (migration 0010_media.sql; src/server/media/). The bytes live in the media storage
// (DATA_DIR/media or the S3 bucket) under the row's id; a villa refers to one by its URL in `images`.
// ---------------------------------------------------------------------------------------------

export const media = pgTable(
  "media",
  {
    // Chosen by the server before the files are written, so the row and the files share it.
    id: uuid("id").primaryKey(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    /** Of the largest variant. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The alternative text per language (en, fr, ru, de); a language not written is absent or "". */
    alt: jsonb("alt").$type<Partial<Record<string, string>>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("media_uploaded_by_idx").on(t.uploadedBy)],
);

// ---------------------------------------------------------------------------------------------
// Rates, stay rules and manual blocks (DESIGN 7.1, migration 0012_rates.sql; src/server/rates/). A villa without a
// villa_pricing row is priced by defaultPricing (SPEC 9); its base rate is always villas.price_per_night. Seasons of
// one villa never share a night and manual blocks never share a night with each other (hand-written exclusion
// constraints); a block and a booking are kept apart under the villa row lock, as imported blocks are.
// ---------------------------------------------------------------------------------------------

export const villaPricing = pgTable("villa_pricing", {
  villaId: uuid("villa_id")
    .primaryKey()
    .references(() => villas.id, { onDelete: "cascade" }),
  weekendRate: money("weekend_rate"),
  weekendNights: jsonb("weekend_nights").$type<number[]>().notNull(),
  cleaningFee: money("cleaning_fee").notNull(),
  serviceFeePercent: integer("service_fee_percent").notNull(),
  extraGuestFee: money("extra_guest_fee").notNull(),
  includedGuests: integer("included_guests").notNull(),
  weeklyDiscountPercent: integer("weekly_discount_percent").notNull(),
  monthlyDiscountPercent: integer("monthly_discount_percent").notNull(),
  minStay: integer("min_stay").notNull(),
  minNoticeDays: integer("min_notice_days").notNull(),
  maxAdvanceDays: integer("max_advance_days").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const seasons = pgTable(
  "seasons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    villaId: uuid("villa_id")
      .notNull()
      .references(() => villas.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** Exclusive: the first night after the season. */
    endDate: date("end_date", { mode: "string" }).notNull(),
    nightlyRate: money("nightly_rate").notNull(),
    weekendRate: money("weekend_rate"),
    minStay: integer("min_stay"),
    arrivalDays: jsonb("arrival_days").$type<number[]>(),
    departureDays: jsonb("departure_days").$type<number[]>(),
    ...timestamps,
  },
  (t) => [
    index("seasons_villa_idx").on(t.villaId, t.startDate),
    check("seasons_dates_ordered", sql`${t.endDate} > ${t.startDate}`),
    check("seasons_rate_positive", sql`${t.nightlyRate} > 0`),
  ],
);

export const villaBlocks = pgTable(
  "villa_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    villaId: uuid("villa_id")
      .notNull()
      .references(() => villas.id, { onDelete: "cascade" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** Exclusive, like a check-out: the first night free again. */
    endDate: date("end_date", { mode: "string" }).notNull(),
    note: text("note").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("villa_blocks_villa_idx").on(t.villaId, t.startDate),
    check("villa_blocks_dates_ordered", sql`${t.endDate} > ${t.startDate}`),
  ],
);

// The payments the owner recorded against a booking (DESIGN 7.2); a refund has a negative amount. `source` tells a
// payment recorded in the ledger from one the first wave's paid switch (toggle-payment) made, which that switch may
// take back; the ledger's are only ever removed one by one.
export const bookingPayments = pgTable(
  "booking_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amount: money("amount").notNull(),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    method: text("method").$type<PaymentRecordMethod>().notNull(),
    reference: text("reference"),
    source: text("source").$type<"LEDGER" | "TOGGLE">().notNull().default("LEDGER"),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_payments_booking_idx").on(t.bookingId, t.receivedOn),
    check("booking_payments_amount_nonzero", sql`${t.amount} <> 0`),
    check("booking_payments_method_check", sql`${t.method} IN ('BANK_TRANSFER', 'CASH', 'CARD', 'OTHER')`),
    check("booking_payments_source_check", sql`${t.source} IN ('LEDGER', 'TOGGLE')`),
  ],
);

// The last invoice number given in each year: the row lock of its increment, taken in the confirming transaction,
// makes concurrent confirmations queue, and a rolled-back one gives its number back, so numbers never skip or repeat.
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

// The owner's bank details (DESIGN 7.2), one row like site_settings: where guests pay, with instructions per language.
export const paymentSettings = pgTable(
  "payment_settings",
  {
    id: boolean("id").primaryKey().default(true),
    accountHolder: text("account_holder"),
    iban: text("iban"),
    bic: text("bic"),
    bankName: text("bank_name"),
    instructions: jsonb("instructions").$type<Record<"en" | "fr" | "ru" | "de", string>>().notNull(),
    depositDueDays: integer("deposit_due_days").notNull().default(3),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [check("payment_settings_one_row", sql`${t.id}`)],
);
