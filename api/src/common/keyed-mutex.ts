/**
 * Runs tasks with the same key one at a time, in arrival order, within this process. Used in front of a database
 * row lock so that a burst of requests for one row waits here instead of each holding a pooled connection while
 * it waits for the lock (which would starve every other request of connections). Correctness never depends on
 * it: other replicas are not covered, the database lock and constraints are.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Whether a task of `key` is running or queued. */
  busy(key: string): boolean {
    return this.tails.has(key);
  }

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await result;
    } finally {
      // The last task of a key removes it, so the map does not grow with every slot ever booked.
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
