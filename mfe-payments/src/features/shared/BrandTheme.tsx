import { useEffect, type ReactNode } from 'react';
import type { BrandId } from '@app/contracts';
import { ThemeModeProvider, useThemeMode, type ThemeMode } from '@app/web-kit';

/** A toggle made inside the nested theme carries over to the shell's, so the next page keeps the chosen mode. */
function FollowMode({ setOuter }: { setOuter: (mode: ThemeMode) => void }) {
  const { mode } = useThemeMode();
  useEffect(() => setOuter(mode), [mode, setOuter]);
  return null;
}

/**
 * The shell themes /square-payment, /checkout and /success as coaching (it knows routes, not orders). A Lunar
 * Light order is only known once its quote or receipt arrives, so the page dresses itself in that brand's
 * look here — the same nesting mfe-coaching's /manage page uses for a Lunar booking.
 */
export function BrandTheme({ brand, children }: { brand: BrandId; children: ReactNode }) {
  const outer = useThemeMode();
  // Always nested (even for the shell's own brand): a quote that turns out Lunar only changes the theme, it
  // does not remount the page and lose what the visitor typed.
  // It starts in the shell's mode (the one the server rendered from the cookie), so hydration matches.
  return (
    <ThemeModeProvider brand={brand} initialMode={outer.mode}>
      <FollowMode setOuter={outer.setMode} />
      {children}
    </ThemeModeProvider>
  );
}
