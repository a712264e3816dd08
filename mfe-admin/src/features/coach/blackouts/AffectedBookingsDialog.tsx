import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { formatLongDate, type CoachBookingDto } from '@app/contracts';
import { QueryState } from '../../common/QueryState';
import { useIsWide } from '../../common/useIsWide';
import { CancelBookingDialog } from '../bookings/CancelBookingDialog';
import { RescheduleDialog } from '../bookings/RescheduleDialog';
import { AffectedBookingItem } from './AffectedBookingItem';
import { type BlackoutDay, useGetBlackoutBookingsQuery } from './blackoutsApi';
import { BLACKOUT_TEXT } from './blackoutText';
import { CancelAllDialog } from './CancelAllDialog';

interface Props {
  day: BlackoutDay;
  onClose: () => void;
}

/**
 * The live bookings on a day the coach closed, each to cancel, move or keep, or all at once. Cancel and Move are
 * the booking's own actions (they e-mail the customer); the list refetches after each, so a handled booking leaves.
 */
export function AffectedBookingsDialog({ day, onClose }: Props) {
  const wide = useIsWide();
  const { data, error, isLoading, refetch } = useGetBlackoutBookingsQuery(day, { refetchOnMountOrArgChange: true });
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [acting, setActing] = useState<{ booking: CoachBookingDto; action: 'cancel' | 'move' } | null>(null);
  const [cancellingAll, setCancellingAll] = useState(false);
  const bookings = data ?? [];
  const undecided = bookings.filter((b) => !kept.has(b.id));
  const keep = (ids: string[]) => setKept((prev) => new Set([...prev, ...ids]));

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby="affected-title" fullScreen={!wide} fullWidth maxWidth="sm">
        <DialogTitle id="affected-title">Bookings on {formatLongDate(day.date)}</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>{BLACKOUT_TEXT.reviewIntro}</DialogContentText>
          <QueryState
            isLoading={isLoading}
            error={error}
            onRetry={() => void refetch()}
            isEmpty={bookings.length === 0}
            emptyText={BLACKOUT_TEXT.noneLeft}
            what="bookings on this day"
          >
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Bookings to decide">
              {bookings.map((b) => (
                <AffectedBookingItem
                  key={b.id}
                  booking={b}
                  kept={kept.has(b.id)}
                  onDecide={(decision) =>
                    decision === 'keep' ? keep([b.id]) : setActing({ booking: b, action: decision })
                  }
                  onUndoKeep={() => setKept((prev) => new Set([...prev].filter((id) => id !== b.id)))}
                />
              ))}
            </Stack>
          </QueryState>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {undecided.length > 1 && (
            <>
              <Button color="error" onClick={() => setCancellingAll(true)}>
                Cancel all
              </Button>
              <Button onClick={() => keep(undecided.map((b) => b.id))}>Keep all</Button>
            </>
          )}
          <Button variant="contained" onClick={onClose} sx={{ ml: 'auto' }}>
            {undecided.length === 0 ? 'Done' : 'Decide later'}
          </Button>
        </DialogActions>
      </Dialog>
      {acting?.action === 'cancel' && (
        <CancelBookingDialog booking={acting.booking} open onClose={() => setActing(null)} />
      )}
      {acting?.action === 'move' && <RescheduleDialog booking={acting.booking} open onClose={() => setActing(null)} />}
      <CancelAllDialog bookings={undecided} open={cancellingAll} onClose={() => setCancellingAll(false)} />
    </>
  );
}
