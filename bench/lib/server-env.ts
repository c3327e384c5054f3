// The environment of the real server in the load benchmarks: 127.0.0.1 on a free port, a known admin,
// sign-ups and bookings not rate limited (the benchmarks register their guests from one address), production logging.

export const BENCH_ADMIN = { email: "admin@bench.local", password: "bench-admin-password" };

/** `databaseUrl` "" means embedded PGlite in `dataDir`. */
export function benchServerEnv(databaseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: "",
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    RATE_LIMIT_AUTH_PER_MINUTE: "100000",
    // A few guests send every booking request of a run, all from 127.0.0.1: the per-guest caps, the hourly
    // limits and the mail cap would measure refusals instead of bookings.
    MAX_OPEN_REQUESTS_PER_GUEST: "1000000",
    MAX_PENDING_NIGHTS_PER_GUEST: "1000000",
    RATE_LIMIT_BOOKINGS_PER_HOUR: "1000000",
    RATE_LIMIT_BOOKINGS_PER_HOUR_PER_IP: "1000000",
    UNCONFIRMED_EMAIL_MAILS_PER_DAY: "1000000",
    // The level `npm start` uses unless told otherwise: what a deployment pays for its logs.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
    NODE_ENV: "production",
  };
}
