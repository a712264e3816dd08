/** What a load produced, and until when (epoch ms) it stays true without any database change. */
export interface Loaded<T> {
  value: T;
  validUntil?: number;
}

/**
 * One value read from the database and kept in memory until a committed change says otherwise (`invalidate`, from
 * a NOTIFY) or its own expiry passes (`validUntil`: the clock can change an answer too, e.g. a slot that starts).
 *
 * Never stores an answer that may predate a change: a load that overlapped an invalidation is served to its callers
 * but not kept. While `isLive()` is false (no LISTEN connection, so changes could go unnoticed) nothing is kept and
 * every call loads.
 */
export class ReadCache<T> {
  private cached: { value: T; validUntil: number } | null = null;
  private inFlight: { generation: number; promise: Promise<T> } | null = null;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<Loaded<T>>,
    private readonly isLive: () => boolean,
    private readonly now: () => number,
  ) {}

  get(): Promise<T> {
    const cached = this.cached;
    if (cached && this.now() < cached.validUntil && this.isLive()) return Promise.resolve(cached.value);
    this.cached = null;
    // Concurrent misses share one load, as long as no change arrived since it began.
    if (this.inFlight?.generation === this.generation) return this.inFlight.promise;
    const generation = this.generation;
    const promise = this.load().then(
      ({ value, validUntil = Number.POSITIVE_INFINITY }) => {
        if (this.inFlight?.promise === promise) this.inFlight = null;
        if (generation === this.generation && this.isLive()) this.cached = { value, validUntil };
        return value;
      },
      (error: unknown) => {
        if (this.inFlight?.promise === promise) this.inFlight = null;
        throw error;
      },
    );
    this.inFlight = { generation, promise };
    return promise;
  }

  /** The kept value if it is still true now, without loading: for callers that have a slower path of their own. */
  peek(): T | undefined {
    const cached = this.cached;
    return cached && this.now() < cached.validUntil && this.isLive() ? cached.value : undefined;
  }

  /** A change committed (or may have): the next call reads again. */
  invalidate(): void {
    this.generation++;
    this.cached = null;
  }
}
