import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import {
  CARD_HOLD_MINUTES,
  DELIVERY_PREFERENCE_LABELS,
  PAYMENT_METHOD_LABELS,
  VIDEO_PLATFORM_LABELS,
  formatDollars,
  formatLongDate,
  slotLabels,
} from '@app/contracts';
import { lunarCardSx } from '../layout/cardSx';
import { LANDING_PATH } from '../layout/sections';
import type { BookedReading } from './LunarBookingForm';
import { PayForBookingButton } from './PayForBookingButton';

/** When the reading is, in Eastern Time, from the booking's UTC start (DESIGN §3: real DST). */
export function readingTimeEt(startTime: string): string {
  const { date, time } = slotLabels(new Date(startTime));
  return `${formatLongDate(date)} at ${time} ET`;
}

/** The success view: what was booked, when (ET), how it will be delivered and how to pay. */
export function BookingConfirmation({ booked, onBookAnother }: { booked: BookedReading; onBookAnother: () => void }) {
  const { booking, service } = booked;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const delivery =
    booking.deliveryPreference === 'video-call' && booking.videoPlatform
      ? `${DELIVERY_PREFERENCE_LABELS['video-call']} (${VIDEO_PLATFORM_LABELS[booking.videoPlatform]})`
      : DELIVERY_PREFERENCE_LABELS[booking.deliveryPreference];
  const method = booking.paymentMethod;
  const rows: Array<[string, string]> = [
    ['Reading', service.name],
    ['When', readingTimeEt(booking.startTime)],
    ['Delivery', delivery],
    ['Amount', formatDollars(booking.amount || service.price)],
    ['Payment', method ? PAYMENT_METHOD_LABELS[method] : 'To be arranged'],
    ['Reference', booking.id.slice(0, 8).toUpperCase()],
  ];

  return (
    <Box component="section" aria-labelledby="confirmation-heading" data-testid="booking-confirmation" sx={{ ...lunarCardSx, bgcolor: 'background.paper', borderRadius: '20px', p: { xs: 3, md: 5 }, maxWidth: 720, mx: 'auto' }}>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <CheckCircle sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden="true" />
        <Typography id="confirmation-heading" ref={heading} tabIndex={-1} component="h2" variant="h3" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, outline: 'none' }}>
          Your Reading Is Booked
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Thank you, {booking.fullName}. A confirmation e-mail is on its way to {booking.email}.
        </Typography>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        {rows.map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">{k}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid={`confirmation-${k.toLowerCase()}`}>{v}</Typography>
          </Box>
        ))}
      </Box>
      {booking.meetingDetails?.meetingUrl && (
        <Typography sx={{ mt: 2 }}>
          Your meeting link:{' '}
          <Link href={booking.meetingDetails.meetingUrl} target="_blank" rel="noopener noreferrer">{booking.meetingDetails.meetingUrl}</Link>
          {booking.meetingDetails.instructions ? ` ${booking.meetingDetails.instructions}` : ''}
        </Typography>
      )}
      <Box sx={{ mt: 3 }}>
        <Typography component="h3" variant="h6">How to pay</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {method === 'credit-card'
            ? `Your time is held for ${CARD_HOLD_MINUTES} minutes while you pay by card in a secure window.`
            : 'Your reading is confirmed. Please send payment before your session; we mark it paid as soon as it arrives.'}
        </Typography>
        <PayForBookingButton booking={booking} service={service} />
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
        <Button variant="outlined" onClick={onBookAnother}>Book Another Reading</Button>
        <Button component={RouterLink} to={LANDING_PATH} color="inherit">Back to Lunar Light</Button>
      </Stack>
    </Box>
  );
}
