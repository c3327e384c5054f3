// The outbox worker: every few seconds it claims due rows (outbox.ts), sends each mail over SMTP or each push to
// the phone's push service, and records the outcome. Without SMTP_URL, mails are marked "kept" and logged once.
// Any number of workers may run (one per instance): claims never overlap, and a crashed worker's rows come back
// after their lease. Started by main.ts and stopped on shutdown after the pass under way.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AppConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { pushSubscriptions } from "../db/schema.ts";
import { deliverPush } from "../push/deliver.ts";
import { ensureVapidKeys, type VapidKeys } from "../push/vapid.ts";
import type { NotificationChannel } from "./kinds.ts";
import { loadMailCatalogs } from "./mail-catalog.ts";
import { escapeHtml } from "../../domain/html-text.ts";
import { createMailer, DEFAULT_MAIL_FROM, mailAddress, type Mailer } from "./mailer.ts";
import {
  claimDueRows,
  DEFAULT_RETRY_POLICY,
  keepPendingMails,
  markFailed,
  markSent,
  type OutboxRow,
  type RetryPolicy,
} from "./outbox.ts";
import { completeLinks, siteAddress } from "./site-links.ts";

export interface NotificationWorkerOptions {
  /** Defaults to the SMTP_URL mailer; undefined keeps mails in the outbox. */
  mailer?: Mailer | undefined;
  pollIntervalMs?: number;
  /** How long a claimed row is this worker's; longer than any send can take (SMTP timeouts are 15-30 s). */
  leaseMs?: number;
  batchSize?: number;
  policy?: RetryPolicy;
  workerId?: string;
}

export interface PassResult {
  sent: number;
  retried: number;
  failed: number;
  kept: number;
}

interface WorkerDeps {
  db: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
  config: AppConfig;
}

const DEFAULT_POLL_MS = 5_000;
const DEFAULT_LEASE_MS = 5 * 60_000;
/** No send starts this close to the end of its row's lease (more than the SMTP socket timeout). */
const LEASE_SAFETY_MS = 45_000;

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export class NotificationWorker {
  readonly workerId: string;
  private readonly mailer: Mailer | undefined;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly policy: RetryPolicy;
  private readonly site: string;
  private readonly pushSubject: string;
  private vapid: VapidKeys | undefined;

  constructor(
    private readonly deps: WorkerDeps,
    options: NotificationWorkerOptions = {},
  ) {
    this.workerId = options.workerId ?? `worker-${randomUUID()}`;
    this.mailer = "mailer" in options ? options.mailer : createMailer(deps.config);
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.batchSize = options.batchSize ?? 20;
    this.policy = options.policy ?? DEFAULT_RETRY_POLICY;
    this.site = siteAddress(deps.config);
    this.pushSubject = `mailto:${mailAddress(deps.config.mailFrom ?? DEFAULT_MAIL_FROM)}`;
    // A broken translation catalog stops the start, not the first mail.
    loadMailCatalogs();
  }

  static forApp(app: FastifyInstance, options: NotificationWorkerOptions = {}): NotificationWorker {
    return new NotificationWorker({ db: app.db, clock: () => app.clock(), log: app.log, config: app.config }, options);
  }

  /** One pass: keeps or claims what is due and delivers it. */
  async runOnce(): Promise<PassResult> {
    const { db, clock, log } = this.deps;
    const result: PassResult = { sent: 0, retried: 0, failed: 0, kept: 0 };
    const channels: NotificationChannel[] = ["push"];
    if (this.mailer) channels.push("email");
    else {
      for (const mail of await keepPendingMails(db, clock())) {
        log.info(
          { notificationId: mail.id, kind: mail.kind, to: mail.recipient, subject: mail.subject },
          "mail kept in the outbox (SMTP_URL is not set)",
        );
        result.kept += 1;
      }
    }
    const claimed = await claimDueRows(db, {
      now: clock(),
      workerId: this.workerId,
      leaseMs: this.leaseMs,
      limit: this.batchSize,
      channels,
    });
    for (const row of claimed) {
      // A batch slowed down by a hanging server must not send a row whose lease is about to run out: another
      // worker may claim it then. Such rows are simply left to come back after their lease.
      if (
        row.lockedUntil &&
        clock().getTime() > row.lockedUntil.getTime() - Math.min(LEASE_SAFETY_MS, this.leaseMs / 2)
      )
        break;
      // A row that throws (a subscription stored before its keys were checked, a lost database connection) is a
      // failed attempt like any other: ending the pass would strand the rest of the batch until their lease ran out.
      const outcome = await this.deliver(row).catch((err: unknown) => ({
        ok: false as const,
        error: errorText(err),
        final: false,
      }));
      if (outcome.ok) {
        await markSent(db, row, clock());
        result.sent += 1;
        continue;
      }
      const status = await markFailed(db, row, outcome.error, clock(), {
        policy: this.policy,
        final: outcome.final ?? false,
      });
      log.warn(
        { notificationId: row.id, kind: row.kind, attempts: row.attempts, status, error: outcome.error },
        "notification not delivered",
      );
      result[status === "failed" ? "failed" : "retried"] += 1;
    }
    return result;
  }

  private async deliver(row: OutboxRow): Promise<{ ok: true } | { ok: false; error: string; final?: boolean }> {
    if (row.channel === "email") {
      if (!this.mailer) return { ok: false, error: "SMTP_URL is not set" };
      try {
        await this.mailer.send({
          id: row.id,
          kind: row.kind,
          recipient: row.recipient,
          subject: row.subject,
          text: completeLinks(row.bodyText, this.site),
          html: row.bodyHtml === null ? null : completeLinks(row.bodyHtml, escapeHtml(this.site)),
          epcQr: typeof row.payload?.epcQr === "string" ? row.payload.epcQr : null,
        });
        return { ok: true };
      } catch (err) {
        return { ok: false, error: errorText(err) };
      }
    }
    const { db } = this.deps;
    const [target] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, row.recipient));
    if (!target) return { ok: false, error: "The phone's push subscription was removed", final: true };
    this.vapid ??= await ensureVapidKeys(db);
    const outcome = await deliverPush(target, row.payload, this.vapid, this.pushSubject, {
      allowPrivateAddresses: this.deps.config.pushAllowPrivateAddresses ?? false,
    });
    if (outcome.kind === "delivered") return { ok: true };
    if (outcome.kind === "gone") {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      return { ok: false, error: `Push subscription expired (${outcome.status}); removed`, final: true };
    }
    if (outcome.kind === "refused") {
      // Saved before subscriptions were checked, or its name now resolves inside the network: it can never be used.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      return { ok: false, error: `${outcome.error}; subscription removed`, final: true };
    }
    return { ok: false, error: outcome.error };
  }

  /** Runs a pass now and then every `pollIntervalMs`; the returned function stops after the pass under way. */
  start(pollIntervalMs = DEFAULT_POLL_MS): () => Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;
    let running: Promise<void> = Promise.resolve();
    const tick = () => {
      running = (async () => {
        try {
          await this.runOnce();
        } catch (err) {
          if (!stopped) this.deps.log.error({ err }, "notification worker pass failed");
        }
      })().finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, pollIntervalMs);
        timer.unref();
      });
    };
    tick();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      this.mailer?.close();
    };
  }
}

/** The worker of a running server (main.ts). */
export function startNotificationWorker(
  app: FastifyInstance,
  options: NotificationWorkerOptions & { pollIntervalMs?: number } = {},
): () => Promise<void> {
  return NotificationWorker.forApp(app, options).start(options.pollIntervalMs);
}
