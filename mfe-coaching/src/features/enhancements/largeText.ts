import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** SPEC §9: the large-text toggle switches the root font size between 16 px and 18 px. */
export const LARGE_TEXT_KEY = 'coaching-large-text';
export const NORMAL_ROOT_FONT_SIZE = '16px';
export const LARGE_ROOT_FONT_SIZE = '18px';
const CHANGE_EVENT = 'coaching-large-text-change';

// Kept in memory too, so the toggle still works where storage is blocked (it is then forgotten on reload).
let current: boolean | null = null;

function read(): boolean {
  if (current === null) {
    try {
      current = window.localStorage.getItem(LARGE_TEXT_KEY) === 'true';
    } catch {
      current = false;
    }
  }
  return current;
}

function subscribe(listener: () => void) {
  window.addEventListener(CHANGE_EVENT, listener);
  return () => window.removeEventListener(CHANGE_EVENT, listener);
}

/**
 * The preference persists, and applies while the widget is mounted: MUI sizes text in rem, so the root size
 * scales the whole page. Unmounting (the extras switched off, or another brand's page) restores 16 px.
 */
export function useLargeText(): [boolean, () => void] {
  const large = useSyncExternalStore(subscribe, read, () => false);
  useEffect(() => {
    document.documentElement.style.fontSize = large ? LARGE_ROOT_FONT_SIZE : NORMAL_ROOT_FONT_SIZE;
    return () => {
      document.documentElement.style.fontSize = NORMAL_ROOT_FONT_SIZE;
    };
  }, [large]);
  const toggle = useCallback(() => {
    current = !read();
    try {
      window.localStorage.setItem(LARGE_TEXT_KEY, String(current));
    } catch {
      // Storage blocked: the choice lasts for this page.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [large, toggle];
}

/** For tests: forget the in-memory value so the next read comes from storage. */
export function resetLargeTextForTest(): void {
  current = null;
}
