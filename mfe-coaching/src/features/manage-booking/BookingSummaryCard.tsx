import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_PREFERENCE_LABELS,
  formatDollars,
  PAYMENT_METHOD_LABELS,
  VIDEO_PLATFORM_LABELS,
  type ManageBookingDto,
} from '@app/contracts';
import { paymentText, statusChip } from './bookingStatusText';

/** What was booked, when (Eastern and the visitor's own zone) and where the payment stands. */
export function BookingSummaryCard({ booking }: { booking: ManageBookingDto }) {
  const status = statusChip(booking);
  const how =
    booking.deliveryPreference === 'video-call' && booking.videoPlatform
      ? `Video call on ${VIDEO_PLATFORM_LABELS[booking.videoPlatform]}`
      : DELIVERY_PREFERENCE_LABELS[booking.deliveryPreference];
  const method = booking.paymentMethod ? PAYMENT_METHOD_LABELS[booking.paymentMethod] : 'Not chosen';
  const rows: Array<[string, string]> = [
    ['When (Eastern)', booking.whenEastern],
    ...(booking.whenLocal ? [['Your time', booking.whenLocal] as [string, string]] : []),
    ['How', how],
    ['Price', formatDollars(booking.amount)],
    ['Payment', `${method}: ${paymentText(booking)}`],
    ['Booked by', `${booking.fullName} (${booking.email})`],
    ['Reference', booking.id.slice(0, 8).toUpperCase()],
  ];
  return (
    <Card variant="outlined" data-testid="booking-summary">
      <CardContent>
        <Box sx={titleRow}>
          <Typography variant="h5" component="h2">
            {booking.serviceName}
          </Typography>
          <Chip label={status.label} color={status.color} data-testid="booking-status" />
        </Box>
        <Box component="dl" sx={detailGrid}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
                data-testid={testIdFor(label)}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

const titleRow = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 1,
  mb: 2,
};
const detailGrid = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
  columnGap: 3,
  rowGap: { xs: 0.25, sm: 1 },
};
/** "When (Eastern)" → summary-when-eastern-: stable hooks for tests. */
const testIdFor = (label: string) => `summary-${label.toLowerCase().replace(/\W+/g, '-')}`;
