/**
 * The bookkeeping behind PgListener.caughtUp: which instances' listeners have answered which marker.
 *
 * A writer sends a marker on the sync channel and learns, in the same statement, the backend pids of every instance's
 * listener. Each listener answers a marker it receives on the ack channel, and the database names the answering
 * backend (the notification's processId). Notifications reach a listener in commit order, so an answer from a pid
 * means that instance has already applied every change committed before the marker.
 *
 * A listener that let a marker time out is skipped by later waits (a hung or half-dead replica must not add its
 * timeout to every write) until it answers again.
 */
export class ListenerAcks {
  private readonly pending = new Map<string, Pending>();
  private readonly unresponsive = new Set<number>();

  /** Starts waiting for `marker`; `release` runs once, when everyone expected has answered or on `abandon`. */
  open(marker: string, release: () => void): void {
    this.pending.set(marker, { expected: null, heard: new Set(), release });
  }

  /** The listeners that must answer, as the database listed them when the marker was sent. */
  expect(marker: string, pids: readonly number[]): void {
    const entry = this.pending.get(marker);
    if (!entry) return;
    entry.expected = pids.filter((pid) => !this.unresponsive.has(pid));
    this.settle(marker, entry);
  }

  /** An answer to `marker` from the listener backend `pid`. */
  heard(marker: string, pid: number): void {
    this.unresponsive.delete(pid);
    const entry = this.pending.get(marker);
    if (!entry) return;
    entry.heard.add(pid);
    this.settle(marker, entry);
  }

  /** Gives up on `marker` (timeout or lost connection); whoever was expected and silent is skipped from now on. */
  abandon(marker: string, blameSilent: boolean): void {
    const entry = this.pending.get(marker);
    if (!entry) return;
    if (blameSilent) for (const pid of entry.expected ?? []) if (!entry.heard.has(pid)) this.unresponsive.add(pid);
    this.finish(marker, entry);
  }

  abandonAll(): void {
    for (const marker of [...this.pending.keys()]) this.abandon(marker, false);
  }

  private settle(marker: string, entry: Pending): void {
    if (entry.expected?.every((pid) => entry.heard.has(pid))) this.finish(marker, entry);
  }

  private finish(marker: string, entry: Pending): void {
    this.pending.delete(marker);
    entry.release();
  }
}

interface Pending {
  /** null until the sending statement has returned the list. */
  expected: number[] | null;
  heard: Set<number>;
  release: () => void;
}
