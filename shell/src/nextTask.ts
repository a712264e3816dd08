/**
 * Resolves in a task of its own, so the browser can run a tap or draw a frame in between. Start-up awaits it between
 * steps (each module graph evaluated, the page's remote loaded, hydration begun): Lighthouse's Total Blocking Time
 * counts every task over 50 ms at its 4× slowdown, and one long start-up task counts far more than several short
 * ones holding the same work.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
