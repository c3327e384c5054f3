// The database schema, shared by PGlite and PostgreSQL. Migrations are generated from it
// (drizzle-kit) plus hand-written SQL for what Drizzle cannot express (the booking exclusion
// constraint on a daterange, which needs btree_gist).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
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
    ...timestamps,
  },
  (t) => [
    index("bookings_villa_idx").on(t.villaId, t.checkIn),
    index("bookings_guest_idx").on(t.guestId, t.createdAt),
    index("bookings_status_idx").on(t.status),
    index("bookings_created_at_idx").on(t.createdAt),
    check("bookings_dates_ordered", sql`${t.checkOut} > ${t.checkIn}`),
    check("bookings_guests_positive", sql`${t.totalGuests} >= 1`),
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
