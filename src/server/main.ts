// Starts the server: opens the database (PGlite in DATA_DIR or DATABASE_URL), migrates, seeds,
// builds the app, listens, runs the stay-completion, daily reminder (arrivals, payments) and request reminder
// (the owner's, while a request waits) jobs and the notification outbox worker, and shuts down gracefully on SIGTERM/SIGINT. `npm start` reaches startServer through scripts/start.ts.
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { loadConfig, type AppConfig } from "./config.ts";
import { openDatabase, type OpenedDatabase } from "./db/client.ts";
import { DataDirInUseError } from "./db/data-dir-lock.ts";
import { migrate } from "./db/migrate.ts";
import { seed } from "./db/seed.ts";
import { startCalendarSyncJob } from "./calendar/sync-schedule.ts";
import { startStayCompletionJob } from "./jobs/complete-stays.ts";
import { startDailyReminderJob } from "./notifications/reminders.ts";
import { startRequestReminderJob } from "./notifications/request-reminders.ts";
import { startNotificationWorker } from "./notifications/worker.ts";

// In-flight requests get this long to finish on shutdown before the process gives up on them.
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  app: FastifyInstance;
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  /** Stops accepting, lets in-flight requests finish, stops the job, closes the database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Install SIGTERM/SIGINT handlers that stop the server and exit (default true). */
  handleSignals?: boolean;
  /** Serve the built web app (default true). */
  serveWeb?: boolean;
  /** A database opened by the caller, used instead of the one the configuration names (the durability benchmark). */
  database?: OpenedDatabase;
}

function printGeneratedAdminPassword(email: string, password: string): void {
  // Printed straight to stdout, whatever LOG_LEVEL says: it is shown this one time only.
  const line = "=".repeat(72);
  process.stdout.write(
    `\n${line}\n  Admin account created: ${email}\n  Generated password:    ${password}\n` +
      `  It is shown only now. Sign in and change it, or set ADMIN_EMAIL/ADMIN_PASSWORD.\n${line}\n\n`,
  );
}

export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  let app: FastifyInstance | undefined;
  const database =
    options.database ??
    (await openDatabase({
      ...(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }),
      onPoolError: (err) => app?.log.warn({ err }, "idle database connection failed"),
    }));

  let stopJob: (() => void) | undefined;
  let stopCalendarSync: (() => void) | undefined;
  let stopReminders: (() => void) | undefined;
  let stopRequestReminders: (() => void) | undefined;
  let stopNotifications: (() => Promise<void>) | undefined;
  try {
    await migrate(database.db);
    const seeded = await seed(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
    if (seeded.generatedAdminPassword) printGeneratedAdminPassword(config.adminEmail, seeded.generatedAdminPassword);

    app = await buildApp({ db: database.db, dbKind: database.kind, config, serveWeb: options.serveWeb ?? true });
    if (seeded.adminCreated || seeded.villaCreated)
      app.log.info({ adminCreated: seeded.adminCreated, villaCreated: seeded.villaCreated }, "seeded first-start data");
    await app.listen({ port: config.port, host: config.host });
    stopJob = startStayCompletionJob(app);
    stopCalendarSync = startCalendarSyncJob(app);
    stopReminders = startDailyReminderJob(app);
    stopRequestReminders = startRequestReminderJob(app);
    stopNotifications = startNotificationWorker(app);
  } catch (err) {
    stopCalendarSync?.();
    stopReminders?.();
    stopRequestReminders?.();
    await stopNotifications?.().catch(() => {});
    await app?.close().catch(() => {});
    await database.close();
    throw err;
  }

  const running = app;
  const address = running.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      stopJob?.();
      stopCalendarSync?.();
      stopReminders?.();
      stopRequestReminders?.();
      // The pass under way finishes (or its rows return after their lease) before the database closes.
      await stopNotifications?.();
      await running.close();
      await database.close();
    })();
    return stopping;
  };

  if (options.handleSignals ?? true) {
    const onSignal = (signal: NodeJS.Signals) => {
      running.log.info({ signal }, "shutting down");
      const force = setTimeout(() => {
        running.log.error("shutdown took too long; exiting");
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      force.unref();
      stop().then(
        () => process.exit(0),
        (err: unknown) => {
          running.log.error({ err }, "shutdown failed");
          process.exit(1);
        },
      );
    };
    process.once("SIGTERM", onSignal);
    process.once("SIGINT", onSignal);
  }

  return { app: running, url: `http://${host}:${port}`, stop };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  server.app.log.info(`serving on ${server.url} (API docs at ${server.url}/api/docs)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    // A configuration mistake or a DATA_DIR in use reads best as its message alone; anything else needs its stack.
    const expected =
      err instanceof DataDirInUseError || (err instanceof Error && err.message.startsWith("Invalid configuration"));
    console.error(expected ? (err as Error).message : err);
    process.exit(1);
  });
}
