import type { DataSource } from 'typeorm';

/**
 * Failures counted and attempts spaced out, in the rate-limit counters' table (rate_limit_counter, shared by every
 * API instance like the named rate limits of rate-limit.ts), for a guess that must be slowed down without the right
 * answer ever being refused for someone else's wrong ones (the admin sign-in, issue 28).
 *
 * Two kinds of rows, told apart by `throttler`:
 * - `<name>:failures`: `hits` wrong attempts in a fixed window ending at `window_ends_at`;
 * - `<name>:pace`: `window_ends_at` is when the line of spaced attempts ends; an attempt takes the next slot
 *   after it and waits for it, unless the line is already longer than `maxWaitMs`.
 */
export class AttemptPace {
  constructor(
    private readonly dataSource: DataSource,
    private readonly name: string,
  ) {}

  /** The wrong attempts of each key in its current window (a key without a live window counts 0). */
  async failures(keys: readonly string[]): Promise<Map<string, number>> {
    const rows = await this.dataSource.query<Array<{ key: string; hits: number }>>(
      `SELECT key, hits FROM rate_limit_counter WHERE throttler = $1 AND key = ANY($2::text[]) AND window_ends_at > now()`,
      [`${this.name}:failures`, keys],
    );
    return new Map(rows.map((row) => [row.key, row.hits]));
  }

  /** One more wrong attempt for each key, in a window of `windowMs` that starts at a key's first failure. */
  async recordFailure(keys: readonly string[], windowMs: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO rate_limit_counter AS c (key, throttler, hits, window_ends_at)
       SELECT key, $1, 1, now() + make_interval(secs => $3::double precision / 1000) FROM unnest($2::text[]) AS key
       ON CONFLICT (key, throttler) DO UPDATE SET
         hits = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.hits + 1 END,
         window_ends_at = CASE WHEN c.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END`,
      [`${this.name}:failures`, keys, windowMs],
    );
  }

  /**
   * Takes the next slot in `key`'s line, `spacingMs` after the one before it, and waits for it. False, and no slot
   * taken, when that slot is more than `maxWaitMs` away: the line is full, the caller answers 429 at once.
   */
  async awaitTurn(key: string, spacingMs: number, maxWaitMs: number): Promise<boolean> {
    const rows = await this.dataSource.query<Array<{ wait: number }>>(
      `INSERT INTO rate_limit_counter AS c (key, throttler, hits, window_ends_at)
       VALUES ($1, $2, 1, clock_timestamp() + make_interval(secs => $3::double precision / 1000))
       ON CONFLICT (key, throttler) DO UPDATE SET
         hits = c.hits + 1,
         window_ends_at = GREATEST(c.window_ends_at, clock_timestamp()) + make_interval(secs => $3::double precision / 1000)
         WHERE GREATEST(c.window_ends_at, clock_timestamp())
               < clock_timestamp() + make_interval(secs => $4::double precision / 1000)
       RETURNING GREATEST(0, extract(epoch FROM window_ends_at - clock_timestamp()) * 1000 - $3)::double precision AS wait`,
      [key, `${this.name}:pace`, spacingMs, maxWaitMs],
    );
    if (rows.length === 0) return false;
    await new Promise((resolve) => setTimeout(resolve, rows[0].wait));
    return true;
  }
}
