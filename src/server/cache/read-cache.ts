// Reads kept in memory between changes: the answers of hot reads (the villa list, a villa's booked dates, a
// guest's bookings) as the exact JSON bytes sent, and the signed-in user behind each session. Correctness comes
// from dropping everything on any change (cache/register-read-cache.ts says when), and from a generation number:
// a read that started before a drop never stores its possibly stale result after it.

/** Taken before reading the database; an answer stores only if no drop happened since. */
export interface ReadTicket {
  readonly generation: number;
}

export interface ReadCacheOptions<V> {
  /** How much all entries may weigh together; the oldest go first. */
  budget: number;
  weigh(value: V): number;
}

export class ReadCache<V> {
  #entries = new Map<string, V>();
  #size = 0;
  #generation = 0;
  // Off until the change feed listens, and whenever it is not: without it, drops would be missed.
  #enabled = false;

  constructor(private readonly options: ReadCacheOptions<V>) {}

  get(key: string): V | undefined {
    return this.#enabled ? this.#entries.get(key) : undefined;
  }

  ticket(): ReadTicket {
    return { generation: this.#generation };
  }

  set(key: string, value: V, ticket: ReadTicket): void {
    const { budget, weigh } = this.options;
    const weight = weigh(value);
    if (!this.#enabled || ticket.generation !== this.#generation || weight > budget) return;
    const previous = this.#entries.get(key);
    if (previous !== undefined) {
      this.#size -= weigh(previous);
      this.#entries.delete(key);
    }
    // A Map iterates in insertion order: the first key is the oldest.
    for (const [oldest, kept] of this.#entries) {
      if (this.#size + weight <= budget) break;
      this.#entries.delete(oldest);
      this.#size -= weigh(kept);
    }
    this.#entries.set(key, value);
    this.#size += weight;
  }

  /** Something a cached read shows may have changed: forget every answer, and any read under way. */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#size = 0;
  }

  /** The change feed listens (again): start from nothing, since changes may have been missed meanwhile. */
  enable(): void {
    this.clear();
    this.#enabled = true;
  }

  disable(): void {
    this.#enabled = false;
    this.clear();
  }
}
