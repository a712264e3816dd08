import Chip from '@mui/material/Chip';
import type { BookingStatus, PaymentStatus } from '@app/contracts';

const PAYMENT: Record<PaymentStatus, { label: string; color: 'warning' | 'success' | 'default' }> = {
  awaiting: { label: 'Awaiting payment', color: 'warning' },
  paid: { label: 'Paid', color: 'success' },
  refunded: { label: 'Refunded', color: 'default' },
  not_required: { label: 'No payment due', color: 'default' },
};

/** Payment state first; a card booking still inside its 15-minute hold says so instead. */
export function PaymentStatusChip({ paymentStatus, status }: { paymentStatus: PaymentStatus; status: BookingStatus }) {
  if (status === 'pending_payment') return <Chip size="small" color="info" label="Card payment pending" />;
  if (status === 'cancelled' || status === 'expired') {
    return <Chip size="small" variant="outlined" label={status === 'cancelled' ? 'Cancelled' : 'Expired'} />;
  }
  const { label, color } = PAYMENT[paymentStatus] ?? { label: paymentStatus, color: 'default' };
  return <Chip size="small" color={color} label={label} variant={color === 'default' ? 'outlined' : 'filled'} />;
}
