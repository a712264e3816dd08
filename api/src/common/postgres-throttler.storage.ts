import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { DataSource } from 'typeorm';

/** What @nestjs/throttler expects back from a storage for one hit (times in whole seconds). */
export interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/** How often one instance sweeps dead rows, and how many at most per sweep (the next sweep takes the rest). */
const PRUNE_EVERY_MS = 60_000;
const PRUNE_BATCH = 1_000;

/**
 * One atomic statement per hit, so concurrent requests on any number of instances count exactly once each:
 * - a live block keeps the row as it is (blocked requests do not lengthen the block);
 * - a window that has ended (or a block that has run out) starts a new window with this hit;
 * - otherwise the hit is added, and passing the limit starts a block of `blockDuration`.
 * Times come from the database clock, the one clock every instance shares. What is left of a window or a block is
 * measured at the answer (clock_timestamp): now() is when the statement began, and a statement that waited on the
 * row lock behind the one that set the block would otherwise report more than the whole block.
 */
const INCREMENT_SQL = `
  WITH input AS (
    SELECT $1::text AS key, $2::text AS throttler,
           make_interval(secs => $3::double precision / 1000) AS ttl,
           $4::integer AS lim,
           make_interval(secs => $5::double precision / 1000) AS block
  )
  INSERT INTO rate_limit_counter AS c (key, throttler, hits, window_ends_at, blocked_until)
  SELECT key, throttler, 1, now() + ttl, CASE WHEN 1 > lim THEN now() + block END FROM input
  ON CONFLICT (key, throttler) DO UPDATE SET
    hits = CASE
      WHEN c.blocked_until > now() THEN c.hits
      WHEN c.window_ends_at <= now() OR c.blocked_until IS NOT NULL THEN 1
      ELSE c.hits + 1 END,
    window_ends_at = CASE
      WHEN c.blocked_until > now() THEN c.window_ends_at
      WHEN c.window_ends_at <= now() OR c.blocked_until IS NOT NULL THEN now() + (SELECT ttl FROM input)
      ELSE c.window_ends_at END,
    blocked_until = CASE
      WHEN c.blocked_until > now() THEN c.blocked_until
      WHEN c.window_ends_at > now() AND c.blocked_until IS NULL AND c.hits + 1 > (SELECT lim FROM input)
        THEN now() + (SELECT block FROM input)
      ELSE NULL END
  RETURNING hits,
    ceil(extract(epoch FROM window_ends_at - clock_timestamp()))::integer AS "timeToExpire",
    COALESCE(blocked_until > now(), false) AS "isBlocked",
    COALESCE(ceil(extract(epoch FROM blocked_until - clock_timestamp())), 0)::integer AS "timeToBlockExpire"
`;

/**
 * Rate-limit counters in PostgreSQL (the UNLOGGED rate_limit_counter table), so every API instance spends the same
 * budget: N replicas allow the limit once, not N times. A fixed window per (client key, named limit).
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(PostgresThrottlerStorage.name);
  private lastPrune = 0;

  constructor(private readonly dataSource: DataSource) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    this.pruneNowAndThen();
    const rows = (await this.dataSource.query(INCREMENT_SQL, [
      key,
      throttlerName,
      ttl,
      limit,
      blockDuration,
    ])) as Array<{
      hits: number;
      timeToExpire: number;
      isBlocked: boolean;
      timeToBlockExpire: number;
    }>;
    const row = rows[0]!;
    return {
      totalHits: row.hits,
      timeToExpire: Math.max(0, row.timeToExpire),
      isBlocked: row.isBlocked,
      timeToBlockExpire: row.isBlocked ? Math.max(1, row.timeToBlockExpire) : 0,
    };
  }

  /**
   * Dead rows (window and block over) are deleted by whichever instance takes a hit after a quiet minute: a bounded
   * DELETE on the expires_at index, off the request's path (not awaited), no timer to stop at shutdown.
   */
  private pruneNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.prune().catch((error: unknown) => {
      this.logger.debug(`rate_limit_counter prune skipped: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** Deletes up to PRUNE_BATCH expired rows; returns how many. */
  async prune(): Promise<number> {
    const result = (await this.dataSource.query(
      `DELETE FROM rate_limit_counter WHERE ctid = ANY (ARRAY(
         SELECT ctid FROM rate_limit_counter WHERE expires_at < now() LIMIT ${PRUNE_BATCH}))`,
    )) as [unknown[], number];
    return result[1];
  }
}
