/**
 * Reads until `ok` holds or `ms` pass, then returns the last value: the test's own expect says what was wanted. For
 * state that reaches another instance through NOTIFY (caches, the release pointer).
 */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 2_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
