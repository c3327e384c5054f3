// The server's settings, read once from environment variables (documented in README.md).
import { resolve } from "node:path";
import { z } from "zod";
import type { S3Settings } from "./media/s3-storage.ts";

export interface AppConfig {
  port: number;
  host: string;
  /** Where embedded PostgreSQL (PGlite) keeps its files when no databaseUrl is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** When unset, a secret generated once is kept in the database (app_settings). */
  jwtSecret: string | undefined;
  adminEmail: string;
  /** When unset, the first start generates one and prints it once. */
  adminPassword: string | undefined;
  /** Sign-in and registration attempts per minute, counted per IP and per account (e-mail). */
  rateLimitAuthPerMinute: number;
  /** Refresh, /auth/me and logout calls per minute per IP: looser, so a household reloading the app stays signed in. */
  rateLimitSessionPerMinute: number;
  /** Seconds after a refresh token was spent in which presenting it again returns its unused successor instead of revoking the session. */
  refreshTokenReuseGraceSeconds: number;
  /** Contact messages and questions one address may send per 10 minutes (POST /api/messages). */
  messagesPer10Minutes: number;
  /** Photos one account may upload per 10 minutes (POST /api/media; 429 RATE_LIMITED past it). */
  mediaUploadsPer10Minutes: number;
  /** Invoices (PDF) one account may download in any 10 minutes (429 RATE_LIMITED past it): each is drawn on request. */
  invoicesPer10Minutes: number;
  /** PENDING requests one guest may have waiting for the owner's answer (409 TOO_MANY_OPEN_REQUESTS past it). */
  maxOpenRequestsPerGuest: number;
  /** Nights one guest may have in PENDING requests, all together. */
  maxPendingNightsPerGuest: number;
  /** Booking creates and cancels one guest account may make in any hour (429 RATE_LIMITED past it). */
  rateLimitBookingsPerHour: number;
  /** Booking creates and cancels from one IP address in any hour, all accounts together. */
  rateLimitBookingsPerHourPerIp: number;
  /** Mails one unconfirmed guest address may receive in any 24 hours; the rest are held back in the outbox. */
  unconfirmedEmailMailsPerDay: number;
  /** When set, rate-limit counters live in Redis so every instance shares them. */
  redisUrl: string | undefined;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Fastify trustProxy: true, or the comma-separated addresses/CIDRs of trusted proxies (load balancer). */
  trustProxy: boolean | string;
  /** smtp:// or smtps:// URL of the mail server; unset, notification mails are kept in the outbox, not sent. */
  smtpUrl?: string | undefined;
  /** The From of notification mails; unset, "Red Sea Villa <no-reply@villa.local>". */
  mailFrom?: string | undefined;
  /** The site's address as guests reach it, for links in mails and push; unset, http://localhost:PORT. */
  publicUrl?: string | undefined;
  /** Minutes between two syncs of an imported calendar feed; unset, 30 (calendar/sync-settings.ts). */
  calendarSyncIntervalMinutes?: number | undefined;
  /** Seconds an imported feed may take to download; unset, 15. */
  calendarFetchTimeoutSeconds?: number | undefined;
  /** Seconds an imported feed may take to read once downloaded; unset, 10. */
  calendarParseTimeoutSeconds?: number | undefined;
  /** Largest imported feed accepted, in KiB; unset, 2048. */
  calendarMaxFeedKib?: number | undefined;
  /** Tests only: let feed URLs reach loopback and private addresses (never set in production). */
  calendarAllowPrivateAddresses?: boolean | undefined;
  /** Where uploaded photos are kept: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/media. */
  s3?: S3Settings | undefined;
  /** Tests only: let push endpoints be http:// and on loopback or private addresses (never set in production). */
  pushAllowPrivateAddresses?: boolean | undefined;
}

export const DEFAULT_ADMIN_EMAIL = "admin@villa.local";

const unset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalText = z.preprocess(unset, z.string().trim().optional());
const intInRange = (fallback: number, min: number, max: number) =>
  z.preprocess(unset, z.coerce.number().int().min(min).max(max).default(fallback));

const testOnlySwitch = (name: string) =>
  z.preprocess(
    unset,
    z
      .enum(["true", "false"], { error: `${name} must be true or false` })
      .transform((v) => v === "true")
      .optional(),
  );

/** "900", "900s", "15m", "1h" → seconds. */
function parseDuration(raw: string): number | undefined {
  const m = /^(\d+)\s*([smh]?)$/i.exec(raw.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = (m[2] ?? "").toLowerCase();
  return unit === "h" ? n * 3600 : unit === "m" ? n * 60 : n;
}

function parseTrustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === "false") return false;
  if (raw === "true") return true;
  return raw;
}

const envSchema = z.object({
  PORT: intInRange(3000, 0, 65535),
  HOST: optionalText,
  DATA_DIR: optionalText,
  DATABASE_URL: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must start with postgres:// or postgresql://" })
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    unset,
    z.string().min(32, { error: "JWT_SECRET must be at least 32 characters" }).optional(),
  ),
  ADMIN_EMAIL: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: "ADMIN_EMAIL must be an email address" }))
      .optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(
    unset,
    z.string().min(8, { error: "ADMIN_PASSWORD must be at least 8 characters" }).max(128).optional(),
  ),
  RATE_LIMIT_AUTH_PER_MINUTE: intInRange(10, 1, 1_000_000),
  // Refresh and /me only ever carry tokens nobody can guess; the limit is there against floods, and must leave
  // room for everyone behind one address (a household, the villa's Wi-Fi) reloading the app.
  RATE_LIMIT_SESSION_PER_MINUTE: intInRange(120, 1, 1_000_000),
  // Long enough for two tabs, or a retry after an answer lost on a bad link; short, because within it a stolen
  // spent token is not detected. 0 turns the grace off.
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: intInRange(30, 0, 300),
  // SPEC has no number: a handful per 10 minutes is more than any guest needs and keeps a
  // script from filling the owner's inbox.
  MESSAGES_PER_10_MINUTES: intInRange(5, 1, 1_000_000),
  // An owner filling a villa's gallery sends a few dozen photos; a stolen or scripted owner account cannot keep the
  // image workers and the disk busy past this.
  MEDIA_UPLOADS_PER_10_MINUTES: intInRange(60, 1, 1_000_000),
  INVOICES_PER_10_MINUTES: intInRange(60, 1, 1_000_000),
  // DESIGN 4's limits on what one account can hold: an owner answers three requests a day without trouble, two
  // months of nights is a long stay, and a hotel's Wi-Fi (many guests behind one address) never meets 300 an hour.
  MAX_OPEN_REQUESTS_PER_GUEST: intInRange(3, 1, 1_000_000),
  MAX_PENDING_NIGHTS_PER_GUEST: intInRange(60, 1, 1_000_000),
  RATE_LIMIT_BOOKINGS_PER_HOUR: intInRange(20, 1, 1_000_000),
  RATE_LIMIT_BOOKINGS_PER_HOUR_PER_IP: intInRange(300, 1, 1_000_000),
  // A request, a cancellation and a new request are three; five leaves room and still stops a flood.
  UNCONFIRMED_EMAIL_MAILS_PER_DAY: intInRange(5, 1, 1_000_000),
  REDIS_URL: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^rediss?:\/\//, { error: "REDIS_URL must start with redis:// or rediss://" })
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    unset,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  ACCESS_TOKEN_TTL: z.preprocess(
    unset,
    z
      .string()
      .default("15m")
      .transform((s, ctx) => {
        const seconds = parseDuration(s);
        if (seconds === undefined || seconds < 30 || seconds > 86_400) {
          ctx.addIssue({ code: "custom", message: "ACCESS_TOKEN_TTL must be 30s..24h, e.g. 900, 15m or 1h" });
          return z.NEVER;
        }
        return seconds;
      }),
  ),
  REFRESH_TOKEN_TTL_DAYS: intInRange(30, 1, 365),
  TRUST_PROXY: optionalText,
  SMTP_URL: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\//, { error: "SMTP_URL must start with smtp:// or smtps://" })
      .optional(),
  ),
  MAIL_FROM: optionalText,
  PUBLIC_URL: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^https?:\/\/[^/\s]+/, { error: "PUBLIC_URL must be an http:// or https:// address" })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
  ),
  CALENDAR_SYNC_INTERVAL_MINUTES: z.preprocess(unset, z.coerce.number().int().min(1).max(1440).optional()),
  CALENDAR_FETCH_TIMEOUT_SECONDS: z.preprocess(unset, z.coerce.number().int().min(1).max(120).optional()),
  CALENDAR_PARSE_TIMEOUT_SECONDS: z.preprocess(unset, z.coerce.number().int().min(1).max(120).optional()),
  CALENDAR_MAX_FEED_KIB: z.preprocess(unset, z.coerce.number().int().min(16).max(65_536).optional()),
  CALENDAR_ALLOW_PRIVATE_ADDRESSES: testOnlySwitch("CALENDAR_ALLOW_PRIVATE_ADDRESSES"),
  PUSH_ALLOW_PRIVATE_ADDRESSES: testOnlySwitch("PUSH_ALLOW_PRIVATE_ADDRESSES"),
  S3_ENDPOINT: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^https?:\/\/[^/\s]+/, { error: "S3_ENDPOINT must be an http:// or https:// address" })
      .optional(),
  ),
  S3_BUCKET: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: "S3_BUCKET must be a bucket name (a-z, 0-9, dots, dashes)",
      })
      .optional(),
  ),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(
    unset,
    z
      .enum(["true", "false"], { error: "S3_FORCE_PATH_STYLE must be true or false" })
      .transform((v) => v === "true")
      .optional(),
  ),
});

type Env = z.infer<typeof envSchema>;

/** The bucket settings when S3_BUCKET is set (then the keys are required), else undefined: files on disk. */
function s3Settings(e: Env): S3Settings | undefined {
  if (e.S3_BUCKET === undefined) return undefined;
  const missing = (["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((name) => e[name] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required with S3_BUCKET`).join("\n")}`,
    );
  }
  const region = e.S3_REGION ?? "us-east-1";
  return {
    endpoint: e.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`,
    bucket: e.S3_BUCKET,
    region,
    accessKeyId: e.S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? "",
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST ?? "0.0.0.0",
    dataDir: resolve(e.DATA_DIR ?? "./data"),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    rateLimitSessionPerMinute: e.RATE_LIMIT_SESSION_PER_MINUTE,
    refreshTokenReuseGraceSeconds: e.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    messagesPer10Minutes: e.MESSAGES_PER_10_MINUTES,
    mediaUploadsPer10Minutes: e.MEDIA_UPLOADS_PER_10_MINUTES,
    invoicesPer10Minutes: e.INVOICES_PER_10_MINUTES,
    maxOpenRequestsPerGuest: e.MAX_OPEN_REQUESTS_PER_GUEST,
    maxPendingNightsPerGuest: e.MAX_PENDING_NIGHTS_PER_GUEST,
    rateLimitBookingsPerHour: e.RATE_LIMIT_BOOKINGS_PER_HOUR,
    rateLimitBookingsPerHourPerIp: e.RATE_LIMIT_BOOKINGS_PER_HOUR_PER_IP,
    unconfirmedEmailMailsPerDay: e.UNCONFIRMED_EMAIL_MAILS_PER_DAY,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL,
    calendarSyncIntervalMinutes: e.CALENDAR_SYNC_INTERVAL_MINUTES,
    calendarFetchTimeoutSeconds: e.CALENDAR_FETCH_TIMEOUT_SECONDS,
    calendarParseTimeoutSeconds: e.CALENDAR_PARSE_TIMEOUT_SECONDS,
    calendarMaxFeedKib: e.CALENDAR_MAX_FEED_KIB,
    calendarAllowPrivateAddresses: e.CALENDAR_ALLOW_PRIVATE_ADDRESSES,
    pushAllowPrivateAddresses: e.PUSH_ALLOW_PRIVATE_ADDRESSES,
    s3: s3Settings(e),
  };
}
