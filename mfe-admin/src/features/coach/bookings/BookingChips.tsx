import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { CoachBookingDto, PaymentStatus } from '@app/contracts';

type Color = 'warning' | 'success' | 'info' | 'error' | 'default';

const PAYMENT: Record<PaymentStatus, { label: string; color: Color }> = {
  awaiting: { label: 'Awaiting payment', color: 'warning' },
  paid: { label: 'Paid', color: 'success' },
  refunded: { label: 'Refunded', color: 'default' },
  refund_owed: { label: 'Refund owed', color: 'error' },
  not_required: { label: 'No payment due', color: 'default' },
};

function statusChip(b: Pick<CoachBookingDto, 'status' | 'noShowAt'>): { label: string; color: Color } | null {
  if (b.noShowAt) return { label: 'No-show', color: 'error' };
  if (b.status === 'pending_payment') return { label: 'Card payment pending', color: 'info' };
  if (b.status === 'cancelled') return { label: 'Cancelled', color: 'default' };
  if (b.status === 'expired') return { label: 'Expired', color: 'default' };
  // A confirmed booking is the normal case: its payment chip says all that matters.
  return null;
}

const chip = ({ label, color }: { label: string; color: Color }) => (
  <Chip key={label} size="small" color={color} label={label} variant={color === 'default' ? 'outlined' : 'filled'} />
);

/** The booking's state in one or two chips: how it stands (when not plainly confirmed) and its payment. */
export function BookingChips({
  booking,
  paymentOnly = false,
}: {
  booking: Pick<CoachBookingDto, 'status' | 'paymentStatus' | 'noShowAt'>;
  /** The detail's Payment section: the booking's own state is already in its header. */
  paymentOnly?: boolean;
}) {
  const status = paymentOnly ? null : statusChip(booking);
  // A held card booking has no payment yet by definition ("Card payment pending" says so), and nobody awaits the
  // money of a cancelled or expired one: only a payment to keep or give back is worth a chip then.
  const live = booking.status === 'confirmed';
  const payment =
    booking.status === 'pending_payment' || (!live && booking.paymentStatus === 'awaiting')
      ? null
      : PAYMENT[booking.paymentStatus];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {status && chip(status)}
      {payment && chip(payment)}
    </Stack>
  );
}
