// At most `concurrency` jobs at once, the rest waiting in arrival order. Decoding a 12-megapixel photo takes some
// 100 MB; ten owners' phones uploading together must not hold ten of them in memory (bench/media.ts measures it).
export class WorkQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(readonly concurrency: number) {}

  /** Jobs running or waiting. */
  get size(): number {
    return this.#running + this.#waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running++;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next job, so a newcomer never overtakes one that waited.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
