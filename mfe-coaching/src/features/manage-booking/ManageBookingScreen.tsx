import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MANAGE_BOOKING_MESSAGES } from '@app/contracts';
import { ThemeModeProvider, useThemeMode, type ApiError, type ThemeMode } from '@app/web-kit';
import { ManageBookingFrame } from './ManageBookingFrame';
import { ManageBookingView } from './ManageBookingView';
import { useGetManagedBookingQuery } from './manageBookingApi';

/** The shell's provider follows a toggle made here, so the next page opens in the mode the visitor chose. */
function FollowMode({ setOuter }: { setOuter: (mode: ThemeMode) => void }) {
  const { mode } = useThemeMode();
  useEffect(() => setOuter(mode), [mode, setOuter]);
  return null;
}

/**
 * Loads the booking behind the link, then dresses the page in the booking's brand: the shell wraps /manage in the
 * coaching theme, so a Lunar Light booking gets its own ThemeModeProvider here.
 */
export function ManageBookingScreen({ token }: { token: string }) {
  const query = useGetManagedBookingQuery(token, { refetchOnMountOrArgChange: true });
  const outer = useThemeMode();

  if (query.data) {
    return (
      // Starts in the shell's mode (the one the server rendered), not whatever this browser stored.
      <ThemeModeProvider brand={query.data.brand} initialMode={outer.mode}>
        <FollowMode setOuter={outer.setMode} />
        <ManageBookingFrame brand={query.data.brand}>
          <ManageBookingView booking={query.data} token={token} />
        </ManageBookingFrame>
      </ThemeModeProvider>
    );
  }

  const notFound = query.isError && (query.error as ApiError | undefined)?.status === 404;
  return (
    <ManageBookingFrame brand={outer.brand}>
      {notFound ? (
        <Alert severity="warning" data-testid="manage-not-found">
          <AlertTitle>{MANAGE_BOOKING_MESSAGES.notFound}</AlertTitle>
          This link does not match a booking. Please open the link from your confirmation e-mail again, or contact us
          below.
        </Alert>
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Retry
            </Button>
          }
        >
          <AlertTitle>Your booking could not be loaded</AlertTitle>
          Please check your connection and try again.
        </Alert>
      ) : (
        <Box aria-busy="true" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={28} aria-label="Loading your booking" />
          <Typography color="text.secondary">Loading your booking...</Typography>
        </Box>
      )}
    </ManageBookingFrame>
  );
}
