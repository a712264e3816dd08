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

/** The choice kept in browser storage; undefined when none was made (or storage cannot be read). */
function storedChoice(): ThemeMode | undefined {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's mode in the browser, the one source of truth: storage's choice (SPEC §4), else the cookie's (a
 * visitor whose storage is empty or blocked), else dark. The page's early inline script (contracts' early-theme) has
 * already written storage's choice into the cookie, so the server renders the next page in this mode too.
 */
export function preferredMode(): ThemeMode {
  return storedChoice() ?? (typeof document === 'undefined' ? undefined : themeFromCookie(document.cookie)) ?? 'dark';
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
 * `initialMode`: the mode to render in, given by the shell (preferredMode; it hydrates server markup only when the
 * server rendered that same mode). Not given (a remote on its own, tests), the preferred mode.
 *
 * The mode is never switched right after the first render: a section still waiting to hydrate (a Suspense boundary,
 * a deferred section) would then hydrate in the new mode over markup in the old one, and React keeps the server's
 * class names — the half-themed page of dark panels under light text.
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
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? preferredMode());

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
