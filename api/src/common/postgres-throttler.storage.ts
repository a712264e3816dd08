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
 * One atomic statement per batch of hits (`$6`, see `increment`), so concurrent requests on any number of instances
 * count exactly once each:
 * - a live block keeps the row as it is (blocked requests do not lengthen the block);
 * - a window that has ended (or a block that has run out) starts a new window with these hits;
 * - otherwise the hits are added, and passing the limit starts a block of `blockDuration`.
 * Times come from the database clock, the one clock every instance shares. What is left of a window or a block is
 * measured at the answer (clock_timestamp): now() is when the statement began, and a statement that waited on the
 * row lock behind the one that set the block would otherwise report more than the whole block. `startedBlock` says
 * the block began in this very statement (its end is exactly now() + block), so the batch's hits up to the limit
 * still pass.
 */
const INCREMENT_SQL = `
  WITH input AS (
    SELECT $1::text AS key, $2::text AS throttler,
           make_interval(secs => $3::double precision / 1000) AS ttl,
           $4::integer AS lim,
           make_interval(secs => $5::double precision / 1000) AS block,
           $6::integer AS n
  )
  INSERT INTO rate_limit_counter AS c (key, throttler, hits, window_ends_at, blocked_until)
  SELECT key, throttler, n, now() + ttl, CASE WHEN n > lim THEN now() + block END FROM input
  ON CONFLICT (key, throttler) DO UPDATE SET
    hits = CASE
      WHEN c.blocked_until > now() THEN c.hits
      WHEN c.window_ends_at <= now() OR c.blocked_until IS NOT NULL THEN (SELECT n FROM input)
      ELSE c.hits + (SELECT n FROM input) END,
    window_ends_at = CASE
      WHEN c.blocked_until > now() THEN c.window_ends_at
      WHEN c.window_ends_at <= now() OR c.blocked_until IS NOT NULL THEN now() + (SELECT ttl FROM input)
      ELSE c.window_ends_at END,
    blocked_until = CASE
      WHEN c.blocked_until > now() THEN c.blocked_until
      WHEN (c.window_ends_at <= now() OR c.blocked_until IS NOT NULL) AND (SELECT n FROM input) > (SELECT lim FROM input)
        THEN now() + (SELECT block FROM input)
      WHEN c.window_ends_at > now() AND c.blocked_until IS NULL AND c.hits + (SELECT n FROM input) > (SELECT lim FROM input)
        THEN now() + (SELECT block FROM input)
      ELSE NULL END
  RETURNING hits,
    ceil(extract(epoch FROM window_ends_at - clock_timestamp()))::integer AS "timeToExpire",
    COALESCE(blocked_until > now(), false) AS "isBlocked",
    COALESCE(blocked_until = now() + (SELECT block FROM input), false) AS "startedBlock",
    COALESCE(ceil(extract(epoch FROM blocked_until - clock_timestamp())), 0)::integer AS "timeToBlockExpire"
`;

/**
 * Rate-limit counters in PostgreSQL (the UNLOGGED rate_limit_counter table), so every API instance spends the same
 * budget: N replicas allow the limit once, not N times. A fixed window per (client key, named limit).
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(PostgresThrottlerStorage.name);
  private lastPrune = 0;
  /** Per (named limit, client key): hits waiting while a statement for that row is in flight. */
  private readonly lanes = new Map<string, Waiting[]>();

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Hits on one row that arrive while a statement for it is in flight are counted together by the next one (issue
   * 20): 200 simultaneous requests from one address cost a few statements per named limit instead of 200 queued
   * on the row's lock. Each hit still gets its own count and its own verdict, as if counted one by one.
   */
  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    this.pruneNowAndThen();
    const lane = `${throttlerName}\u0000${key}`;
    return new Promise((resolve, reject) => {
      const waiting = this.lanes.get(lane);
      if (waiting) {
        waiting.push({ resolve, reject });
        return;
      }
      const queue: Waiting[] = [{ resolve, reject }];
      this.lanes.set(lane, queue);
      void this.drain(lane, queue, [key, throttlerName, ttl, limit, blockDuration]);
    });
  }

  private async drain(lane: string, queue: Waiting[], args: [string, string, number, number, number]): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0);
      try {
        const [row] = await this.dataSource.query<IncrementRow[]>(INCREMENT_SQL, [...args, batch.length]);
        batch.forEach((hit, i) => hit.resolve(recordOf(row, batch.length, i, args[3])));
      } catch (error) {
        for (const hit of batch) hit.reject(error);
      }
    }
    this.lanes.delete(lane);
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
    const result = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM rate_limit_counter WHERE ctid = ANY (ARRAY(
         SELECT ctid FROM rate_limit_counter WHERE expires_at < now() LIMIT ${PRUNE_BATCH}))`,
    );
    return result[1];
  }
}

interface Waiting {
  resolve: (record: ThrottlerStorageRecord) => void;
  reject: (error: unknown) => void;
}

interface IncrementRow {
  hits: number;
  timeToExpire: number;
  isBlocked: boolean;
  startedBlock: boolean;
  timeToBlockExpire: number;
}

/** The record of the batch's `index`-th hit (0-based) of `size`, counted in that order. */
function recordOf(row: IncrementRow, size: number, index: number, limit: number): ThrottlerStorageRecord {
  // A block from before this batch: the row kept its count and every hit of the batch is refused.
  const blockedBefore = row.isBlocked && !row.startedBlock;
  const totalHits = blockedBefore ? row.hits : row.hits - size + index + 1;
  const isBlocked = blockedBefore || (row.isBlocked && totalHits > limit);
  return {
    totalHits,
    timeToExpire: Math.max(0, row.timeToExpire),
    isBlocked,
    timeToBlockExpire: isBlocked ? Math.max(1, row.timeToBlockExpire) : 0,
  };
}
