import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { businessDate, type BrandId, type CoachBookingDto } from '@app/contracts';
import { useBrandSettings, useNow } from '@app/web-kit';
import { QueryState } from '../../common/QueryState';
import { AgendaFilters } from './AgendaFilters';
import { AgendaList } from './AgendaList';
import { AgendaToolbar } from './AgendaToolbar';
import { BookingDetail } from './BookingDetail';
import { ReleaseBar } from './ReleaseBar';
import { ReleaseDialog } from './ReleaseDialog';
import { BOOKING_MESSAGES } from './bookingMessages';
import { isReleasable } from './bookingActions';
import { useGetCoachBookingsQuery } from './coachBookingsApi';
import { useAgenda } from './useAgenda';

/** The coach's agenda (issue 27): days or a week of bookings, a tap opens one, unpaid ones can be released. */
export function BookingsTab() {
  const now = useNow();
  const today = businessDate(now);
  const agenda = useAgenda(today);
  const { data, error, isLoading, isFetching, refetch } = useGetCoachBookingsQuery(agenda.query);
  const brandNames: Record<BrandId, string> = {
    coaching: useBrandSettings('coaching').name,
    lunar: useBrandSettings('lunar').name,
  };
  const [open, setOpen] = useState<CoachBookingDto | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [confirmRelease, setConfirmRelease] = useState(false);

  const bookings = data ?? [];
  const releasable = bookings.filter(isReleasable);
  // Only what is on screen and still unpaid can be released: a filter change drops what left the list.
  const selectedIds = releasable.map((b) => b.id).filter((id) => picked.has(id));
  const toggle = (id: string) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const stopSelecting = () => {
    setSelecting(false);
    setPicked(new Set());
    setConfirmRelease(false);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Bookings
        </Typography>
        {!selecting && (
          <Button size="small" onClick={() => setSelecting(true)}>
            Select unpaid
          </Button>
        )}
      </Stack>
      <AgendaToolbar agenda={agenda} today={today} />
      <AgendaFilters agenda={agenda} brandNames={brandNames} />
      {selecting && (
        <ReleaseBar
          selected={selectedIds.length}
          releasable={releasable.length}
          onSelectAll={() => setPicked(new Set(releasable.map((b) => b.id)))}
          onRelease={() => setConfirmRelease(true)}
          onDone={stopSelecting}
        />
      )}
      <QueryState
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={bookings.length === 0}
        emptyText={agenda.filtered ? BOOKING_MESSAGES.noBookingsFiltered : BOOKING_MESSAGES.noBookings}
        what="bookings"
      >
        <Stack aria-busy={isFetching} sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <AgendaList
            bookings={bookings}
            brandNames={brandNames}
            now={now}
            onOpen={setOpen}
            selection={selecting ? { ids: new Set(selectedIds), onToggle: toggle } : undefined}
          />
        </Stack>
      </QueryState>
      <BookingDetail booking={open} brandName={(b) => brandNames[b.brand]} onClose={() => setOpen(null)} />
      <ReleaseDialog
        ids={selectedIds}
        open={confirmRelease}
        onClose={() => setConfirmRelease(false)}
        onReleased={stopSelecting}
      />
    </Stack>
  );
}
