import { ReadCache } from './read-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ReadCache', () => {
  let now: number;
  let live: boolean;
  beforeEach(() => {
    now = 1_000;
    live = true;
  });

  it('loads once, serves from memory until invalidated, then loads again', async () => {
    let loads = 0;
    const cache = new ReadCache(
      async () => ({ value: ++loads }),
      () => live,
      () => now,
    );
    expect(await cache.get()).toBe(1);
    expect(await cache.get()).toBe(1);
    cache.invalidate();
    expect(await cache.get()).toBe(2);
  });

  it('expires at validUntil', async () => {
    let loads = 0;
    const cache = new ReadCache(
      async () => ({ value: ++loads, validUntil: 2_000 }),
      () => live,
      () => now,
    );
    expect(await cache.get()).toBe(1);
    now = 1_999;
    expect(await cache.get()).toBe(1);
    now = 2_000;
    expect(await cache.get()).toBe(2);
  });

  it('does not keep a load that overlapped an invalidation', async () => {
    const gate = deferred<void>();
    let loads = 0;
    const cache = new ReadCache(
      async () => {
        const n = ++loads;
        if (n === 1) await gate.promise;
        return { value: n };
      },
      () => live,
      () => now,
    );
    const first = cache.get();
    cache.invalidate();
    // A call after the change does not join the load that began before it.
    const second = cache.get();
    gate.resolve();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(await cache.get()).toBe(2);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = new ReadCache(
      async () => ({ value: ++loads }),
      () => live,
      () => now,
    );
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it('keeps nothing while changes cannot be heard', async () => {
    let loads = 0;
    const cache = new ReadCache(
      async () => ({ value: ++loads }),
      () => live,
      () => now,
    );
    live = false;
    expect(await cache.get()).toBe(1);
    expect(await cache.get()).toBe(2);
    live = true;
    expect(await cache.get()).toBe(3);
    expect(await cache.get()).toBe(3);
  });

  it('does not keep a failed load', async () => {
    let loads = 0;
    const cache = new ReadCache(
      async () => {
        if (++loads === 1) throw new Error('database down');
        return { value: loads };
      },
      () => live,
      () => now,
    );
    await expect(cache.get()).rejects.toThrow('database down');
    expect(await cache.get()).toBe(2);
  });
});
