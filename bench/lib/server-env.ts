// The environment of the real server in the load benchmarks: 127.0.0.1 on a free port, a known admin,
// sign-ups not rate limited (the benchmarks register their guests from one address), production logging.

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
    // The level `npm start` uses unless told otherwise: what a deployment pays for its logs.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
    NODE_ENV: "production",
  };
}
