import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';

export interface BottomTab<Id extends string> {
  id: Id;
  label: ReactNode;
  icon: ReactNode;
}

interface Props<Id extends string> {
  tabs: ReadonlyArray<BottomTab<Id>>;
  value: Id;
  onChange: (id: Id) => void;
  label: string;
  /** `id` of the tab element, so the panel can be labelled by it. */
  tabId: (id: Id) => string;
  panelId: (id: Id) => string;
}

/** Bar height without the phone's home-indicator inset; the page reserves this much below its content. */
const BAR_HEIGHT = 60;

/**
 * A phone's section switcher (issue 27 item 7): every section one tap away at the bottom, where a thumb reaches,
 * instead of tabs scrolled off-screen. Still a tab list for assistive technology: it switches the one panel.
 * Built on ButtonBase because the shared MUI set (build-kit's MUI_TIERS) has no BottomNavigation.
 */
export function BottomTabBar<Id extends string>({ tabs, value, onChange, label, tabId, panelId }: Props<Id>) {
  return (
    <>
      {/* Toasts rise above the bar instead of covering the sections for their five seconds. */}
      <GlobalStyles
        styles={{
          '.notistack-SnackbarContainer': { bottom: `calc(${BAR_HEIGHT + 8}px + env(safe-area-inset-bottom))` },
        }}
      />
      {/* Keeps the end of the page clear of the bar. */}
      <Box aria-hidden sx={{ height: `calc(${BAR_HEIGHT}px + env(safe-area-inset-bottom))` }} />
      <Paper
        component="nav"
        elevation={8}
        square
        role="tablist"
        aria-label={label}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 'appBar',
          display: 'flex',
          height: `calc(${BAR_HEIGHT}px + env(safe-area-inset-bottom))`,
          pb: 'env(safe-area-inset-bottom)',
        }}
      >
        {tabs.map((t) => {
          const selected = t.id === value;
          return (
            <ButtonBase
              key={t.id}
              role="tab"
              id={tabId(t.id)}
              aria-selected={selected}
              aria-controls={panelId(t.id)}
              onClick={() => onChange(t.id)}
              sx={{
                // Equal shares, but never narrower than the label (nine sections share 375 px, issues 30 and 33): a
                // long word takes a few pixels from the short ones instead of running into its neighbour. Labels
                // are 10 px like a phone's own tab bar: all nine fit a 360 px phone, a few pixels apart.
                flex: '1 1 0',
                minWidth: 'max-content',
                px: '1px',
                flexDirection: 'column',
                gap: 0.25,
                position: 'relative',
                color: selected ? 'primary.main' : 'text.secondary',
                fontSize: '0.625rem',
                fontWeight: selected ? 700 : 500,
                lineHeight: 1.2,
                '& .MuiSvgIcon-root': { fontSize: 24 },
              }}
            >
              {t.icon}
              <Box component="span" sx={{ whiteSpace: 'nowrap', maxWidth: '100%' }}>
                {t.label}
              </Box>
            </ButtonBase>
          );
        })}
      </Paper>
    </>
  );
}
