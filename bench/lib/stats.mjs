// Small numeric helpers shared by the sections.

/** The p-th percentile (0..100) of a list of numbers, nearest-rank. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export const round = (value, digits = 1) => (value == null ? null : Number(value.toFixed(digits)));
export const kb = (bytes) => round(bytes / 1024, 1);

/** Median of a list of numbers. */
export const median = (values) => percentile(values, 50);

/** Runs `task` with at most `limit` in flight. */
export async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  });
  await Promise.all(workers);
  return results;
}
