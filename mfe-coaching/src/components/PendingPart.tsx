import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';

interface Props {
  /** The code could not be fetched: say so and offer to try again. */
  failed: boolean;
  onRetry: () => void;
  /** Room kept while it loads, about the part's own height, so the page does not jump when it arrives. */
  height: number;
}

/** Stands in for a part of the page whose code is still on its way (see onDemand.ts). */
export function PendingPart({ failed, onRetry, height }: Props) {
  if (failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        This part of the page could not be loaded. Check your connection and try again.
      </Alert>
    );
  }
  return (
    <Box aria-busy="true" aria-label="Loading">
      <Skeleton variant="rounded" height={height} />
    </Box>
  );
}
