type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` once the page has loaded and the main thread is idle (at the latest `timeout` ms after the load), so
 * code fetched for later (a dialog, the next step of a form) never competes with the first screen's hydration.
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  const win = window as IdleWindow;
  let cancelled = false;
  let cancelPending = () => {};
  const run = () => {
    if (cancelled) return;
    if (win.requestIdleCallback) {
      const handle = win.requestIdleCallback(() => !cancelled && task(), { timeout });
      cancelPending = () => win.cancelIdleCallback?.(handle);
    } else {
      const timer = window.setTimeout(() => !cancelled && task(), 200);
      cancelPending = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') run();
  else {
    window.addEventListener('load', run, { once: true });
    cancelPending = () => window.removeEventListener('load', run);
  }
  return () => {
    cancelled = true;
    cancelPending();
  };
}
