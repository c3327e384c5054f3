// Environment variables → AppConfig: defaults, parsing and the errors a bad value gives.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_EMAIL, loadConfig } from "../../src/server/config.ts";

describe("loadConfig", () => {
  it("has working defaults for an empty environment", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      dataDir: resolve("./data"),
      databaseUrl: undefined,
      jwtSecret: undefined,
      adminEmail: DEFAULT_ADMIN_EMAIL,
      adminPassword: undefined,
      rateLimitAuthPerMinute: 10,
      rateLimitSessionPerMinute: 120,
      refreshTokenReuseGraceSeconds: 30,
      messagesPer10Minutes: 5,
      mediaUploadsPer10Minutes: 60,
      invoicesPer10Minutes: 60,
      maxOpenRequestsPerGuest: 3,
      maxPendingNightsPerGuest: 60,
      rateLimitBookingsPerHour: 20,
      rateLimitBookingsPerHourPerIp: 300,
      unconfirmedEmailMailsPerDay: 5,
      redisUrl: undefined,
      logLevel: "info",
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      trustProxy: false,
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/villa",
      DATABASE_URL: "postgres://u:p@db:5432/villa",
      JWT_SECRET: "s".repeat(32),
      ADMIN_EMAIL: " Owner@Example.COM ",
      ADMIN_PASSWORD: "Owner-Pass-1",
      RATE_LIMIT_AUTH_PER_MINUTE: "25",
      RATE_LIMIT_SESSION_PER_MINUTE: "200",
      REFRESH_TOKEN_REUSE_GRACE_SECONDS: "45",
      MESSAGES_PER_10_MINUTES: "7",
      MEDIA_UPLOADS_PER_10_MINUTES: "80",
      REDIS_URL: "redis://cache:6379",
      LOG_LEVEL: "warn",
      ACCESS_TOKEN_TTL: "1h",
      REFRESH_TOKEN_TTL_DAYS: "7",
      TRUST_PROXY: "10.0.0.0/8",
      SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
      MAIL_FROM: "Red Sea Villa <stay@example.com>",
      PUBLIC_URL: "https://villa.example.com/",
      CALENDAR_SYNC_INTERVAL_MINUTES: "15",
      CALENDAR_FETCH_TIMEOUT_SECONDS: "10",
      CALENDAR_PARSE_TIMEOUT_SECONDS: "5",
      CALENDAR_MAX_FEED_KIB: "512",
      CALENDAR_ALLOW_PRIVATE_ADDRESSES: "false",
      PUSH_ALLOW_PRIVATE_ADDRESSES: "false",
      MAX_OPEN_REQUESTS_PER_GUEST: "4",
      MAX_PENDING_NIGHTS_PER_GUEST: "90",
      RATE_LIMIT_BOOKINGS_PER_HOUR: "30",
      RATE_LIMIT_BOOKINGS_PER_HOUR_PER_IP: "500",
      UNCONFIRMED_EMAIL_MAILS_PER_DAY: "8",
    });
    expect(config).toEqual({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/villa",
      databaseUrl: "postgres://u:p@db:5432/villa",
      jwtSecret: "s".repeat(32),
      adminEmail: "owner@example.com",
      adminPassword: "Owner-Pass-1",
      rateLimitAuthPerMinute: 25,
      rateLimitSessionPerMinute: 200,
      refreshTokenReuseGraceSeconds: 45,
      messagesPer10Minutes: 7,
      mediaUploadsPer10Minutes: 80,
      invoicesPer10Minutes: 60,
      maxOpenRequestsPerGuest: 4,
      maxPendingNightsPerGuest: 90,
      rateLimitBookingsPerHour: 30,
      rateLimitBookingsPerHourPerIp: 500,
      unconfirmedEmailMailsPerDay: 8,
      redisUrl: "redis://cache:6379",
      logLevel: "warn",
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlDays: 7,
      trustProxy: "10.0.0.0/8",
      smtpUrl: "smtps://mailer:secret@smtp.example.com:465",
      mailFrom: "Red Sea Villa <stay@example.com>",
      publicUrl: "https://villa.example.com",
      calendarSyncIntervalMinutes: 15,
      calendarFetchTimeoutSeconds: 10,
      calendarParseTimeoutSeconds: 5,
      calendarMaxFeedKib: 512,
      calendarAllowPrivateAddresses: false,
      pushAllowPrivateAddresses: false,
    });
  });

  it("keeps photos on disk unless S3_BUCKET is set, then wants the bucket's keys", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: "villa-photos",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_REGION: "eu-west-3",
      }).s3,
    ).toEqual({
      endpoint: "https://s3.eu-west-3.amazonaws.com",
      bucket: "villa-photos",
      region: "eu-west-3",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_BUCKET: "photos",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }).s3,
    ).toMatchObject({ endpoint: "http://127.0.0.1:9000", region: "us-east-1", forcePathStyle: true });
    expect(() => loadConfig({ S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "id" })).toThrow(
      /S3_SECRET_ACCESS_KEY: required with S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_BUCKET: "Photos_Bucket" })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => loadConfig({ S3_ENDPOINT: "s3.example.com" })).toThrow(/S3_ENDPOINT must be an http/);
  });

  it("refuses a mail server or site address it cannot use", () => {
    expect(() => loadConfig({ SMTP_URL: "mail.example.com" })).toThrow(
      /SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ PUBLIC_URL: "villa.example.com" })).toThrow(
      /PUBLIC_URL must be an http:\/\/ or https:\/\/ address/,
    );
    expect(() => loadConfig({ CALENDAR_ALLOW_PRIVATE_ADDRESSES: "yes" })).toThrow(
      /CALENDAR_ALLOW_PRIVATE_ADDRESSES must be true or false/,
    );
    expect(() => loadConfig({ PUSH_ALLOW_PRIVATE_ADDRESSES: "1" })).toThrow(
      /PUSH_ALLOW_PRIVATE_ADDRESSES must be true or false/,
    );
  });

  it("treats empty values as unset and parses token lifetimes and TRUST_PROXY", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " ", JWT_SECRET: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      jwtSecret: undefined,
    });
    expect(loadConfig({ ACCESS_TOKEN_TTL: "600" }).accessTokenTtlSeconds).toBe(600);
    expect(loadConfig({ ACCESS_TOKEN_TTL: "20m" }).accessTokenTtlSeconds).toBe(1200);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    // 0 turns the refresh-token grace off: every reuse revokes.
    expect(loadConfig({ REFRESH_TOKEN_REUSE_GRACE_SECONDS: "0" }).refreshTokenReuseGraceSeconds).toBe(0);
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must start with postgres://"],
    [{ JWT_SECRET: "short" }, "JWT_SECRET must be at least 32 characters"],
    [{ ADMIN_EMAIL: "admin" }, "ADMIN_EMAIL must be an email address"],
    [{ ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD must be at least 8 characters"],
    [{ RATE_LIMIT_AUTH_PER_MINUTE: "0" }, "RATE_LIMIT_AUTH_PER_MINUTE"],
    [{ RATE_LIMIT_SESSION_PER_MINUTE: "0" }, "RATE_LIMIT_SESSION_PER_MINUTE"],
    [{ RATE_LIMIT_SESSION_PER_MINUTE: "many" }, "RATE_LIMIT_SESSION_PER_MINUTE"],
    [{ REFRESH_TOKEN_REUSE_GRACE_SECONDS: "-1" }, "REFRESH_TOKEN_REUSE_GRACE_SECONDS"],
    [{ REFRESH_TOKEN_REUSE_GRACE_SECONDS: "301" }, "REFRESH_TOKEN_REUSE_GRACE_SECONDS"],
    [{ REFRESH_TOKEN_REUSE_GRACE_SECONDS: "2.5" }, "REFRESH_TOKEN_REUSE_GRACE_SECONDS"],
    [{ REDIS_URL: "localhost:6379" }, "REDIS_URL must start with redis://"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ ACCESS_TOKEN_TTL: "15 minutes" }, "ACCESS_TOKEN_TTL must be"],
    [{ ACCESS_TOKEN_TTL: "5" }, "ACCESS_TOKEN_TTL must be"],
    [{ REFRESH_TOKEN_TTL_DAYS: "0" }, "REFRESH_TOKEN_TTL_DAYS"],
  ])("refuses %j with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
