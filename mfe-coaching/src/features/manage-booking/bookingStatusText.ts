import type { ManageBookingDto } from '@app/contracts';

type ChipColor = 'success' | 'warning' | 'default' | 'error';

/** The status chip of the summary: what the booking means for the visitor, not the database's word. */
export function statusChip(booking: Pick<ManageBookingDto, 'status'>): { label: string; color: ChipColor } {
  switch (booking.status) {
    case 'confirmed':
      return { label: 'Confirmed', color: 'success' };
    case 'pending_payment':
      return { label: 'Awaiting card payment', color: 'warning' };
    case 'cancelled':
      return { label: 'Cancelled', color: 'default' };
    case 'expired':
      return { label: 'Expired', color: 'error' };
  }
}

/** A released booking that was never paid owes nothing any more. */
export function paymentText(booking: Pick<ManageBookingDto, 'status' | 'paymentStatus'>): string {
  const released = booking.status === 'cancelled' || booking.status === 'expired';
  switch (booking.paymentStatus) {
    case 'awaiting':
      return released ? 'nothing to pay' : 'awaiting payment';
    case 'paid':
      return 'paid';
    case 'refunded':
      return 'refunded';
    case 'refund_owed':
      return 'refund on its way';
    case 'not_required':
      return 'nothing to pay';
  }
}
