import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import type { BrandId } from '@app/contracts';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import type { ThemeMode } from '../theme/brandThemes';

/** SPEC §9: one toast at a time, 5000 ms by default. */
export const TOAST_DEFAULTS = { maxSnack: 1, autoHideDuration: 5000 } as const;

/** Providers the shell renders once, and each remote renders for itself when it runs standalone. */
export function AppProviders({
  brand,
  initialMode,
  children,
}: {
  brand: BrandId;
  initialMode?: ThemeMode;
  children: ReactNode;
}) {
  return (
    <ThemeModeProvider brand={brand} initialMode={initialMode}>
      <SnackbarProvider
        maxSnack={TOAST_DEFAULTS.maxSnack}
        autoHideDuration={TOAST_DEFAULTS.autoHideDuration}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {children}
      </SnackbarProvider>
    </ThemeModeProvider>
  );
}
