import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  selected: number;
  releasable: number;
  onSelectAll: () => void;
  onRelease: () => void;
  onDone: () => void;
}

/** While picking unpaid bookings: how many, pick them all, release, or stop. */
export function ReleaseBar({ selected, releasable, onSelectAll, onRelease, onDone }: Props) {
  return (
    <Paper variant="outlined" role="region" aria-label="Release unpaid bookings" sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, mr: 'auto' }} aria-live="polite">
          {selected} selected
        </Typography>
        <Button size="small" onClick={onSelectAll} disabled={releasable === 0}>
          Select all unpaid ({releasable})
        </Button>
        <Button size="small" variant="contained" color="error" disabled={selected === 0} onClick={onRelease}>
          Release selected
        </Button>
        <Button size="small" onClick={onDone}>
          Done
        </Button>
      </Stack>
    </Paper>
  );
}
