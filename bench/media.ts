// Owners' photo uploads (issue 21): how long the server takes to make the web variants of a 12-megapixel phone
// photo, how much memory the server holds while ten uploads arrive at once (two are decoded at a time, the rest
// wait on disk), and how fast a decompression bomb is refused.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { processImage } from "../src/server/media/process-image.ts";
import { noisyPhoto, pngBomb } from "../tests/server/media-helpers.ts";
import { median } from "./lib/median.ts";
import type { BenchSection } from "./lib/report.ts";
import { signIn } from "./lib/server-api.ts";
import { BENCH_ADMIN, benchServerEnv } from "./lib/server-env.ts";
import { startChildServer } from "./lib/server-process.ts";

const RUNS = 3;
const PARALLEL = 10;
const PROCESS_TARGET_MS = 5_000;
// Ten uploads at once may cost little more than one: they wait their turn on disk, not in memory.
const PEAK_GROWTH_TARGET_MB = 150;
const BOMB_TARGET_MS = 500;

/** The child's resident memory now and at its highest so far (VmRSS, VmHWM), in MB. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/** The highest VmRSS seen every 10 ms while `work` runs: VmHWM is the server's start (PGlite), not the uploads. */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = (await memoryOf(pid)).rss;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await memoryOf(pid)).rss);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    return { result: await work(), peak };
  } finally {
    sampling = false;
    await sampler;
  }
}

async function upload(
  base: string,
  token: string,
  bytes: Buffer,
  name: string,
): Promise<{ status: number; ms: number }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  const started = performance.now();
  const response = await fetch(`${base}/api/media`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: Math.round(performance.now() - started) };
}

export async function run(): Promise<BenchSection[]> {
  const photo = await noisyPhoto(4000, 3000);
  const megabytes = (photo.length / 2 ** 20).toFixed(1);

  // In this process, without HTTP: the variants alone.
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await processImage(photo);
    times.push(Math.round(performance.now() - started));
  }
  const processMs = median(times);

  const workDir = await mkdtemp(join(tmpdir(), "villa-bench-media-"));
  const server = await startChildServer({
    entry: "./server-entry.ts",
    env: { ...benchServerEnv("", join(workDir, "data")), LOG_LEVEL: "warn" },
    logFile: join(workDir, "server.log"),
  });
  try {
    const token = await signIn(server.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const idle = await memoryOf(server.pid);
    const one = await peakRssDuring(server.pid, () => upload(server.url, token, photo, "one.jpg"));
    const single = one.result;
    const afterOne = { peak: one.peak };
    const started = performance.now();
    const ten = await peakRssDuring(server.pid, () =>
      Promise.all(Array.from({ length: PARALLEL }, (_, i) => upload(server.url, token, photo, `photo-${i}.jpg`))),
    );
    const parallel = ten.result;
    const parallelMs = Math.round(performance.now() - started);
    const afterTen = { ...(await memoryOf(server.pid)), peak: ten.peak };
    const bombStarted = performance.now();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(pngBomb(20_000))], { type: "image/png" }), "bomb.png");
    const bomb = await fetch(`${server.url}/api/media`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await bomb.arrayBuffer();
    const bombMs = Math.round(performance.now() - bombStarted);
    const allCreated = single.status === 201 && parallel.every((r) => r.status === 201);
    const slowest = Math.max(...parallel.map((r) => r.ms));

    return [
      {
        title: "Photo uploads (12-megapixel phone photo, WebP + JPEG at 480/960/1600)",
        headers: ["measure", "value"],
        rows: [
          ["photo", `4000×3000 noisy JPEG, ${megabytes} MB`],
          [`variants made in process (median of ${RUNS})`, `${processMs} ms (${times.join(", ")})`],
          ["one upload through HTTP", `${single.ms} ms (${single.status})`],
          [`${PARALLEL} uploads at once: all answered`, `${parallelMs} ms, slowest ${slowest} ms`],
          ["server RSS idle", `${idle.rss} MB`],
          ["server peak RSS during one upload", `${afterOne.peak} MB`],
          [`server peak RSS during ${PARALLEL} at once`, `${afterTen.peak} MB (after: ${afterTen.rss} MB)`],
          ["20000×20000 PNG bomb refused", `${bombMs} ms (${bomb.status})`],
        ],
        targets: [
          {
            name: `a 12-megapixel photo ready in under ${PROCESS_TARGET_MS / 1000} s`,
            met: processMs < PROCESS_TARGET_MS,
            detail: `${processMs} ms`,
          },
          { name: "every upload answered 201", met: allCreated },
          {
            name: `peak RSS with ${PARALLEL} uploads at once within ${PEAK_GROWTH_TARGET_MB} MB of one upload's`,
            met: afterTen.peak - afterOne.peak < PEAK_GROWTH_TARGET_MB,
            detail: `${afterTen.peak} MB; one upload alone ${afterOne.peak} MB`,
          },
          {
            name: `the bomb refused with 413 within ${BOMB_TARGET_MS} ms`,
            met: bomb.status === 413 && bombMs < BOMB_TARGET_MS,
            detail: `${bombMs} ms`,
          },
        ],
        notes: [
          "The photo is a gradient and a disc under blurred Gaussian noise, saved as a 90% JPEG: harder to compress than most real photos. " +
            "Variants are made from one decode down to 1600 pixels wide; at most two photos are decoded at once (one libvips thread each) and " +
            "waiting uploads are spooled to disk, so memory does not grow with the number of uploads. RSS is the child server's VmRSS, sampled every 10 ms.",
        ],
      },
    ];
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}
