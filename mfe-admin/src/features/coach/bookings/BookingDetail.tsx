import { forwardRef, type ReactElement, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import type { TransitionProps } from '@mui/material/transitions';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Close from '@mui/icons-material/Close';
import type { CoachBookingDto } from '@app/contracts';
import { useNow } from '@app/web-kit';
import { useIsWide } from '../../common/useIsWide';
import { BookingActions } from './BookingActions';
import { BookingChips } from './BookingChips';
import { BookingDetailBody } from './BookingDetailBody';
import { useGetCoachBookingQuery } from './coachBookingsApi';

interface Props {
  /** The agenda's row: shown at once, replaced by the full detail (with history) when it arrives. */
  booking: CoachBookingDto | null;
  brandName: (booking: CoachBookingDto) => string;
  onClose: () => void;
}

const TITLE_ID = 'booking-detail-title';

const SlideFromRight = forwardRef(function SlideFromRight(
  props: TransitionProps & { children: ReactElement },
  ref: Ref<unknown>,
) {
  return <Slide direction="left" ref={ref} {...props} />;
});

/**
 * A desk's side panel beside the agenda (a dialog sliding in from the right: the shared MUI set has no Drawer); on a
 * phone the whole screen, with a back arrow where thumbs expect it.
 */
function Frame({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const wide = useIsWide();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={TITLE_ID}
      fullScreen={!wide}
      slots={wide ? { transition: SlideFromRight } : undefined}
      slotProps={
        wide
          ? {
              paper: {
                sx: {
                  position: 'fixed',
                  top: 0,
                  right: 0,
                  bottom: 0,
                  m: 0,
                  width: 460,
                  maxHeight: 'none',
                  borderRadius: 0,
                },
              },
            }
          : undefined
      }
    >
      {children}
    </Dialog>
  );
}

export function BookingDetail({ booking, brandName, onClose }: Props) {
  const wide = useIsWide();
  const now = useNow();
  const detail = useGetCoachBookingQuery(booking?.id ?? '', { skip: !booking });
  // A stale answer for another booking is never shown in place of the one the coach tapped.
  const shown = detail.data && detail.data.id === booking?.id ? detail.data : booking;
  return (
    <Frame open={booking !== null} onClose={onClose}>
      {shown && (
        <>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', px: 1, py: 1, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
          >
            <IconButton aria-label="Close booking" onClick={onClose} edge={wide ? false : 'start'}>
              {wide ? <Close /> : <ArrowBack />}
            </IconButton>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography id={TITLE_ID} component="h2" variant="h6" noWrap>
                {shown.fullName}
              </Typography>
            </Box>
            <BookingChips booking={shown} />
          </Stack>
          <Box sx={{ px: 2, pt: 2, overflowY: 'auto', flex: 1 }}>
            <BookingActions booking={shown} now={now} />
            <Box sx={{ mt: 2 }}>
              <BookingDetailBody booking={shown} brandName={brandName(shown)} />
            </Box>
          </Box>
        </>
      )}
    </Frame>
  );
}
