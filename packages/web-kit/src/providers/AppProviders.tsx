import type { ReactNode } from 'react';
import type { BrandId } from '@app/contracts';
import { ThemeModeProvider } from '../theme/ThemeModeProvider';
import type { ThemeMode } from '../theme/brandThemes';
import { ToastProvider } from '../feedback/ToastProvider';

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
      <ToastProvider>{children}</ToastProvider>
    </ThemeModeProvider>
  );
}
