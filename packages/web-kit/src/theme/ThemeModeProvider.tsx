import { createContext, useCallback, useContext, useEffect, useMemo, useState, type Context, type ReactNode } from 'react';
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

export function readStoredMode(): ThemeMode {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

function applyModeClass(mode: ThemeMode) {
  for (const el of [document.documentElement, document.body]) {
    el.classList.remove(mode === 'dark' ? 'light' : 'dark');
    el.classList.add(mode);
  }
}

export function ThemeModeProvider({ brand, children }: { brand: BrandId; children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredMode);

  useEffect(() => {
    applyModeClass(mode);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
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
