/** Retry delays of both outboxes: 30 s, 1 min, 2 min, … doubling, at most an hour apart. */
export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message || error.name : String(error);
