import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ThemeMode } from '@app/web-kit';
import { useThemeMode } from '@app/web-kit';
import { LunarSection } from '../layout/LunarSection';
import { SECTION_IDS } from '../layout/sections';

const OPTIONS: ReadonlyArray<{ mode: ThemeMode; title: string; text: string; sky: string; ink: string; orb: string }> =
  [
    {
      mode: 'dark',
      title: 'Midnight',
      text: 'Deep violet night with moon-gold light. The default.',
      sky: '#0b0a1f',
      ink: '#efeaff',
      orb: '#f0c75e',
    },
    {
      mode: 'light',
      title: 'Moonlit',
      text: 'Soft lilac dawn for bright rooms and daytime reading.',
      sky: '#faf7ff',
      ink: '#1e1436',
      orb: '#a16207',
    },
  ];

/** SPEC §4 "Theme": dark or light, saved under lunar-light-theme; the same switch as the nav toggle. */
export function ThemePreferencesSection() {
  const { mode, setMode } = useThemeMode();
  return (
    <LunarSection
      id={SECTION_IDS.preferences}
      eyebrow="Preferences"
      title="Theme Preferences"
      intro="Read by moonlight or by dawn. Your choice is remembered on this device."
    >
      <Box
        role="group"
        aria-label="Colour theme"
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 760, mx: 'auto' }}
      >
        {OPTIONS.map((o) => {
          const checked = mode === o.mode;
          return (
            <ButtonBase
              key={o.mode}
              aria-pressed={checked}
              onClick={() => setMode(o.mode)}
              sx={{
                display: 'block',
                textAlign: 'left',
                borderRadius: '16px',
                p: 2,
                border: 2,
                borderColor: (t) => (checked ? t.palette.secondary.main : alpha(t.palette.text.primary, 0.15)),
                bgcolor: 'background.paper',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
              }}
            >
              <Box
                aria-hidden="true"
                sx={{
                  height: 90,
                  borderRadius: '12px',
                  bgcolor: o.sky,
                  position: 'relative',
                  mb: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  overflow: 'hidden',
                }}
              >
                <Box
                  sx={{
                    position: 'absolute',
                    right: 18,
                    top: 16,
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    bgcolor: o.orb,
                    boxShadow: `0 0 24px ${o.orb}`,
                  }}
                />
                <Box
                  sx={{
                    position: 'absolute',
                    left: 16,
                    top: 22,
                    width: '45%',
                    height: 10,
                    borderRadius: '5px',
                    bgcolor: o.ink,
                    opacity: 0.8,
                  }}
                />
                <Box
                  sx={{
                    position: 'absolute',
                    left: 16,
                    top: 42,
                    width: '30%',
                    height: 8,
                    borderRadius: '4px',
                    bgcolor: o.ink,
                    opacity: 0.4,
                  }}
                />
              </Box>
              <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.1rem' }}>
                {o.title} ({o.mode === 'dark' ? 'Dark' : 'Light'}){checked ? ' · Active' : ''}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {o.text}
              </Typography>
            </ButtonBase>
          );
        })}
      </Box>
    </LunarSection>
  );
}
