import { useEffect, useRef, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EventBusy from '@mui/icons-material/EventBusy';
import HourglassTop from '@mui/icons-material/HourglassTop';
import {
  CARD_HOLD_MINUTES,
  DELIVERY_PREFERENCE_LABELS,
  HELD_BOOKING_TEXT,
  PAYMENT_METHOD_LABELS,
  VIDEO_PLATFORM_LABELS,
  formatDollars,
  formatLongDate,
  paymentReference,
  slotLabels,
} from '@app/contracts';
import { AddToCalendar, holdClockText, useBookingFollower } from '@app/web-kit';
import { lunarCardSx } from '../layout/cardSx';
import { LANDING_PATH } from '../layout/sections';
import type { BookedReading } from './LunarBookingForm';
import { PayForBookingButton } from './PayForBookingButton';
import { readingStateOf, type ReadingState } from './readingState';

/** When the reading is, in Eastern Time, from the booking's UTC start (DESIGN §3: real DST). */
export function readingTimeEt(startTime: string): string {
  const { date, time } = slotLabels(new Date(startTime));
  return `${formatLongDate(date)} at ${time} ET`;
}

/** The words of a card payment that went through: the only moment a card booking may say "booked". */
export const PAID_READING_TEXT = 'Payment received — your reading is confirmed';

const HEADINGS: Record<ReadingState['kind'], string> = {
  held: 'Your Reading Is Held',
  paid: 'Your Reading Is Booked',
  awaiting: 'Your Reading Is Booked',
  confirmed: 'Your Reading Is Booked',
  released: 'Your Held Time Was Released',
  cancelled: 'This Booking Was Cancelled',
};

interface BookingConfirmationProps {
  booked: BookedReading;
  onBookAnother: () => void;
  /** Back to the form with this reading (and payment method) chosen, to pick a new time. */
  onChooseAgain: () => void;
}

/**
 * After "Book My Reading": what was booked, when (ET), how it is delivered and how to pay — in words true to the
 * booking's state. A card booking is held (with the time left and "Pay now") until its payment is received; an
 * off-site one is booked with its payment awaited; a hold that lapses says the time was released.
 */
export function BookingConfirmation({ booked, onBookAnother, onChooseAgain }: BookingConfirmationProps) {
  const { booking, service } = booked;
  const state = readingStateOf(useBookingFollower(booking));
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus the heading on arrival and whenever it changes (held → booked, held → released) so it is announced.
  useEffect(() => heading.current?.focus(), [state.kind]);

  // A code can take the whole price off: then 0 is what is owed, not a missing amount.
  const amount = formatDollars(booking.coupon ? booking.amount : booking.amount || service.price);
  const when = readingTimeEt(booking.startTime);
  const method = booking.paymentMethod;
  const methodLabel = method ? PAYMENT_METHOD_LABELS[method] : 'To be arranged';
  const delivery =
    booking.deliveryPreference === 'video-call' && booking.videoPlatform
      ? `${DELIVERY_PREFERENCE_LABELS['video-call']} (${VIDEO_PLATFORM_LABELS[booking.videoPlatform]})`
      : DELIVERY_PREFERENCE_LABELS[booking.deliveryPreference];
  const rows: Array<[string, string]> = [
    ['Reading', service.name],
    ['When', when],
    ['Delivery', delivery],
    ...(booking.coupon
      ? ([
          [
            'Discount',
            `${booking.coupon.code} (${booking.coupon.description}): −${formatDollars(booking.coupon.discountCents)}`,
          ],
        ] as Array<[string, string]>)
      : []),
    ['Amount', amount],
    ['Payment', methodLabel],
    ['Reference', booking.id.slice(0, 8).toUpperCase()],
  ];
  const isBooked = state.kind === 'paid' || state.kind === 'awaiting' || state.kind === 'confirmed';
  const icon =
    state.kind === 'held' ? (
      <HourglassTop sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden="true" />
    ) : isBooked ? (
      <CheckCircle sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden="true" />
    ) : (
      <EventBusy sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden="true" />
    );

  return (
    <Box
      component="section"
      aria-labelledby="confirmation-heading"
      data-testid="booking-confirmation"
      data-state={state.kind}
      sx={{
        ...lunarCardSx,
        bgcolor: 'background.paper',
        borderRadius: '20px',
        p: { xs: 2.5, sm: 3, md: 5 },
        maxWidth: 720,
        mx: 'auto',
      }}
    >
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        {icon}
        <Typography
          id="confirmation-heading"
          ref={heading}
          tabIndex={-1}
          component="h2"
          variant="h3"
          sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' }, outline: 'none' }}
        >
          {HEADINGS[state.kind]}
        </Typography>
        {/* The intro names the e-mail address: a long one breaks rather than running off a phone (issue 29). */}
        <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {intro(state, booking.fullName, booking.email, when)}
        </Typography>
      </Box>
      <StatusNote state={state} amount={amount} methodLabel={methodLabel} />
      {state.kind !== 'released' && state.kind !== 'cancelled' && (
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            columnGap: { xs: 2, sm: 3 },
            rowGap: 1,
            m: 0,
            mt: 3,
          }}
        >
          {rows.map(([k, v]) => (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {k}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
                data-testid={`confirmation-${k.toLowerCase()}`}
              >
                {v}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {isBooked && booking.meetingDetails?.meetingUrl && (
        <Typography sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          Your meeting link:{' '}
          <Link href={booking.meetingDetails.meetingUrl} target="_blank" rel="noopener noreferrer">
            {booking.meetingDetails.meetingUrl}
          </Link>
          {booking.meetingDetails.instructions ? ` ${booking.meetingDetails.instructions}` : ''}
        </Typography>
      )}
      {/* Only a booked reading goes in a calendar: a held time may still be released. */}
      {isBooked && <AddToCalendar booking={booking} />}
      {(state.kind === 'held' || state.kind === 'awaiting') && (
        <Box sx={{ mt: 3 }}>
          <Typography component="h3" variant="h6">
            How to pay
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {state.kind === 'held'
              ? `Pay ${amount} by card in a secure window. Your card is charged for this booking only.`
              : `Please send ${amount} with ${methodLabel} before your session; we mark it paid as soon as it arrives.`}
          </Typography>
          <PayForBookingButton booking={booking} service={service} />
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
        {state.kind === 'released' || state.kind === 'cancelled' ? (
          <Button variant="contained" color="secondary" onClick={onChooseAgain}>
            Choose Another Time
          </Button>
        ) : (
          <Button variant="outlined" onClick={onBookAnother}>
            Book Another Reading
          </Button>
        )}
        <Button component={RouterLink} to={LANDING_PATH} color="inherit">
          Back to Lunar Light
        </Button>
      </Stack>
    </Box>
  );
}

function intro(state: ReadingState, name: string, email: string, when: string): string {
  switch (state.kind) {
    case 'held':
      return `Thank you, ${name}. We are holding ${when} for you. Your reading is booked once your payment is received; we will e-mail your confirmation to ${email}.`;
    case 'paid':
      return `Thank you, ${name}. Your confirmation and receipt are on their way to ${email}.`;
    case 'awaiting':
    case 'confirmed':
      return `Thank you, ${name}. A confirmation e-mail is on its way to ${email}.`;
    case 'released':
      return `Payment was not completed within ${CARD_HOLD_MINUTES} minutes, so ${when} was released and nothing was charged. Please choose a time again.`;
    case 'cancelled':
      return `This reading was cancelled and its time released. You are welcome to choose another time.`;
  }
}

/** The one status line under the heading; role=status so a change is announced politely, not as an alert. */
function StatusNote({ state, amount, methodLabel }: { state: ReadingState; amount: string; methodLabel: string }) {
  let note: ReactElement | null = null;
  if (state.kind === 'held') {
    note = (
      <Alert role="status" severity="warning" icon={<HourglassTop />} data-testid="hold-status">
        <strong>{HELD_BOOKING_TEXT}</strong>
        {/* Off: a countdown read out every second would drown everything else. */}
        <Box component="span" aria-live="off" sx={{ display: 'block' }}>
          Time left:{' '}
          <Box
            component="span"
            sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700 }}
            data-testid="hold-time-left"
          >
            {state.msLeft !== null && holdClockText(state.msLeft)}
          </Box>
        </Box>
      </Alert>
    );
  } else if (state.kind === 'paid') {
    note = (
      <Alert role="status" severity="success" data-testid="payment-status">
        <strong>{PAID_READING_TEXT}</strong>
        {state.paymentId && (
          <Box component="span" sx={{ display: 'block' }}>
            Receipt reference {paymentReference(state.paymentId)}
          </Box>
        )}
      </Alert>
    );
  } else if (state.kind === 'awaiting') {
    note = (
      <Alert role="status" severity="info" data-testid="payment-status">
        Payment of {amount} by {methodLabel} is awaited.
      </Alert>
    );
  } else if (state.kind === 'released') {
    note = (
      <Alert role="status" severity="info" data-testid="hold-status">
        This time is no longer held for you.
      </Alert>
    );
  }
  return note;
}
