// The worker thread parse-in-worker.ts starts for one feed: parses it and posts the ranges, or the
// FeedError that says why not (a class does not survive the thread boundary, so its fields are
// posted). Anything else is thrown and reaches the parent as the worker's error. Node loads this
// file itself (its types stripped, or through tsx's hooks when the server runs under tsx), so it
// and what it imports must use only erasable TypeScript.
import { parentPort, workerData } from "node:worker_threads";
import { FeedError } from "./feed-error.ts";
import { parseFeed } from "./parse-feed.ts";
import type { ParseJob, ParseReply } from "./parse-in-worker.ts";

const job = workerData as ParseJob;
let reply: ParseReply;
try {
  reply = { ranges: parseFeed(job.text, job.today, job.options) };
} catch (err) {
  if (!(err instanceof FeedError)) throw err;
  reply = { code: err.code, message: err.message };
}
parentPort?.postMessage(reply);
