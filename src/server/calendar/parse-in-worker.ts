// Parses a downloaded feed off the server's thread: a hostile feed can make ical.js loop for as
// long as it likes (parse-feed.ts bounds the work it can count, not all of it), and while it runs
// every request must still be answered. Each parse gets its own worker thread (a sync is rare, and
// a fresh thread leaves nothing behind), with a wall-clock deadline after which the thread is
// terminated, and a heap cap. A few parses run at once; the others wait their turn.
import { Worker } from "node:worker_threads";
import type { IsoDate } from "../../domain/dates.ts";
import type { FeedErrorCode } from "../../domain/schemas/calendar.ts";
import { FeedError } from "./feed-error.ts";
import type { NightRange, ParseOptions } from "./parse-feed.ts";

export interface ParseJob {
  text: string;
  today: IsoDate;
  options: ParseOptions;
}

export type ParseReply = { ranges: NightRange[] } | { code: FeedErrorCode; message: string };

export interface ParseLimits extends ParseOptions {
  /** From the worker's start to its answer, waiting for a turn not included. */
  timeoutMs: number;
  /** The largest feed accepted: its parse gets a heap in proportion. */
  maxBytes: number;
}

const WORKER_FILE = new URL("./parse-worker.ts", import.meta.url);
/** Parses running at once: each may keep a core busy until its deadline. */
const MAX_PARSES_AT_ONCE = 2;
// ical.js's parse of a 2 MiB feed (the default cap) peaks near 60 MB of heap.
const HEAP_MB_PER_FEED_MIB = 64;
const MIN_HEAP_MB = 128;

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARSES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function tookTooLong(timeoutMs: number): FeedError {
  const seconds = Math.ceil(timeoutMs / 1000);
  return new FeedError(
    "too-complex",
    `The calendar could not be read within ${seconds} second${seconds === 1 ? "" : "s"}`,
  );
}

function runWorker(job: ParseJob, limits: ParseLimits): Promise<NightRange[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: job,
      // Node strips the types of the worker's .ts files itself (since 22.18); the tsx hooks that the
      // server may run under would double a worker's start-up, so only a Node without that gets them.
      execArgv: process.features.typescript ? [] : process.execArgv,
      resourceLimits: {
        maxOldGenerationSizeMb: Math.max(MIN_HEAP_MB, Math.ceil(limits.maxBytes / 1_048_576) * HEAP_MB_PER_FEED_MIB),
      },
    });
    let settled = false;
    // The answer is given once the thread is gone, so a turn ends only when its thread has.
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      worker.terminate().then(finish, finish);
    };
    const deadline = setTimeout(() => settle(() => reject(tookTooLong(limits.timeoutMs))), limits.timeoutMs);
    worker.once("message", (reply: ParseReply) =>
      settle(() => ("ranges" in reply ? resolve(reply.ranges) : reject(new FeedError(reply.code, reply.message)))),
    );
    worker.once("error", (err: Error & { code?: unknown }) =>
      settle(() =>
        reject(
          err.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new FeedError("too-complex", "The calendar needs more memory to read than a feed is allowed")
            : err,
        ),
      ),
    );
    worker.once("exit", (code) =>
      settle(() => reject(new Error(`The calendar parse worker stopped with exit code ${code} before answering`))),
    );
  });
}

/** The ranges parseFeed finds in `text`, worked out in a worker thread within `limits`. */
export function parseFeedInWorker(text: string, today: IsoDate, limits: ParseLimits): Promise<NightRange[]> {
  const { timeoutMs, maxBytes, ...options } = limits;
  return inTurn(() => runWorker({ text, today, options }, { timeoutMs, maxBytes }));
}
