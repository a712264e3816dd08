import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Phone from '@mui/icons-material/Phone';
import { telHref } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { NARROW_DESKTOP } from './sections';

/** The brand phone as a tel: link (SPEC §1), from GET /api/brands with the built-in default until loaded. */
/** `compact`: in the nav bar on mid-size screens only the phone icon shows (the accessible name keeps the number). */
export function CallButton({ fullWidth = false, compact = false }: { fullWidth?: boolean; compact?: boolean }) {
  const { phone } = useBrandSettings('lunar');
  return (
    <Button
      component="a"
      href={telHref(phone)}
      variant="outlined"
      color="secondary"
      startIcon={<Phone />}
      fullWidth={fullWidth}
      aria-label={`Call Lunar Light at ${phone}`}
      sx={{
        whiteSpace: 'nowrap',
        justifyContent: fullWidth ? 'flex-start' : 'center',
        ...(compact ? { [NARROW_DESKTOP]: { minWidth: 0, px: 1.25, '& .MuiButton-startIcon': { m: 0 } } } : {}),
      }}
    >
      <Box component="span" sx={compact ? { [NARROW_DESKTOP]: { display: 'none' } } : undefined}>
        {phone}
      </Box>
    </Button>
  );
}
