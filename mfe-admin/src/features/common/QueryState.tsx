import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Props {
  isLoading: boolean;
  error: { message?: string } | undefined;
  onRetry: () => void;
  isEmpty: boolean;
  emptyText: string;
  /** What the list is, for the error text: "Could not load bookings." */
  what: string;
  children: ReactNode;
}

/** Loading, failed, empty, or the content: every list in the console goes through the same four states. */
export function QueryState({ isLoading, error, onRetry, isEmpty, emptyText, what, children }: Props) {
  if (isLoading) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={`Loading ${what}`}>
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {`Could not load ${what}. ${error.message ?? ''}`.trim()}
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        {emptyText}
      </Typography>
    );
  }
  return <>{children}</>;
}
