import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type Context,
  type ReactNode,
} from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import type { BrandId } from '@app/contracts';
import { brandTheme, type ThemeMode } from './brandThemes';

/** SPEC §4 "Theme": the key both brands share in browser storage. */
export const THEME_STORAGE_KEY = 'lunar-light-theme';

interface ThemeModeValue {
  mode: ThemeMode;
  brand: BrandId;
  toggleMode: () => void;
  setMode: (mode: ThemeMode) => void;
}

/**
 * Each app bundles its own copy of web-kit, but remotes render inside the shell's provider: a context made per
 * copy would leave every remote outside it. React is a shared singleton, so one context object kept on
 * globalThis (under a registry symbol) is the same object for the shell and every remote.
 */
const CONTEXT_KEY = Symbol.for('@app/web-kit/ThemeModeContext');
const contextRegistry = globalThis as typeof globalThis & {
  [CONTEXT_KEY]?: Context<ThemeModeValue | null>;
};
const ThemeModeContext = (contextRegistry[CONTEXT_KEY] ??= createContext<ThemeModeValue | null>(null));

/** The same choice as a cookie, so the server renders the page in it on the first paint (no flash). */
const THEME_COOKIE = THEME_STORAGE_KEY;
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** `light` or `dark` from a Cookie header (server) or document.cookie (browser); undefined when not chosen. */
export function themeFromCookie(cookieHeader: string | undefined): ThemeMode | undefined {
  const match = /(?:^|;\s*)lunar-light-theme=(light|dark)(?:;|$)/.exec(cookieHeader ?? '');
  return match ? (match[1] as ThemeMode) : undefined;
}

export function readStoredMode(): ThemeMode {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

function storeMode(mode: ThemeMode) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private mode without storage: the cookie below still carries it.
  }
  document.cookie = `${THEME_COOKIE}=${mode}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
}

function applyModeClass(mode: ThemeMode) {
  for (const el of [document.documentElement, document.body]) {
    el.classList.remove(mode === 'dark' ? 'light' : 'dark');
    el.classList.add(mode);
  }
}

/**
 * `initialMode`: the mode the server rendered the page in (from the cookie). Given, the first render uses it so
 * hydration matches; a choice stored only in localStorage (made before the cookie existed) is applied right after.
 */
export function ThemeModeProvider({
  brand,
  initialMode,
  children,
}: {
  brand: BrandId;
  initialMode?: ThemeMode;
  children: ReactNode;
}) {
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? readStoredMode());

  useEffect(() => {
    if (initialMode === undefined) return;
    const stored = readStoredMode();
    if (stored !== initialMode && themeFromCookie(document.cookie) === undefined) setModeState(stored);
    // Only once, on mount: later changes come from the toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    applyModeClass(mode);
    storeMode(mode);
  }, [mode]);

  const setMode = useCallback((next: ThemeMode) => setModeState(next), []);
  const toggleMode = useCallback(() => setModeState((m) => (m === 'dark' ? 'light' : 'dark')), []);
  const value = useMemo(() => ({ mode, brand, toggleMode, setMode }), [mode, brand, toggleMode, setMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={brandTheme(brand, mode)}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode must be used inside ThemeModeProvider');
  return value;
}
