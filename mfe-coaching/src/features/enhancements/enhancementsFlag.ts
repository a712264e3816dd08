import { useCallback, useSyncExternalStore } from 'react';

/** SPEC §2: the enhancements (V2 features) flag, stored locally, default on, forced on at load. */
export const ENHANCEMENTS_KEY = 'coaching-enhancements';
const CHANGE_EVENT = 'coaching-enhancements-change';

function read(): boolean {
  try {
    return window.localStorage.getItem(ENHANCEMENTS_KEY) !== 'false';
  } catch {
    return true;
  }
}

function write(on: boolean): void {
  try {
    window.localStorage.setItem(ENHANCEMENTS_KEY, on ? 'true' : 'false');
  } catch {
    // Without storage the choice lasts until the next load, which forces the flag on anyway.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

let forced = false;

/** Called once per page load: whatever was stored, the extras start switched on. */
export function forceEnhancementsOn(): void {
  if (forced) return;
  forced = true;
  write(true);
}

function subscribe(listener: () => void) {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

export function useEnhancementsFlag(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => true);
  return [on, useCallback((next: boolean) => write(next), [])];
}

/** For tests: a fresh page load. */
export function resetEnhancementsForTest(): void {
  forced = false;
}
