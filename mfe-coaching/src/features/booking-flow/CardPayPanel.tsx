import type { MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { CARD_HOLD_MINUTES, formatDollars } from '@app/contracts';
import type { PendingCardPayment } from './useCoachingPageBooking';

interface Props {
  /** The window's address before the slot is reserved (without a booking yet). */
  previewUrl: string;
  priceCents: number | undefined;
  pending: PendingCardPayment | null;
  onPay: (event: MouseEvent<HTMLAnchorElement>) => void;
  isSubmitting: boolean;
}

/**
 * SPEC §2: with the card method a separate pay panel replaces Confirm Booking. Its external link reserves the
 * slot, then opens the secure card window; the window reports back when the payment went through.
 */
export function CardPayPanel({ previewUrl, priceCents, pending, onPay, isSubmitting }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: 'primary.main' }} data-testid="card-pay-panel">
      <Typography variant="h6" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CreditCardIcon color="primary" aria-hidden /> Pay by Card
      </Typography>
      <Typography color="text.secondary" sx={{ my: 1 }}>
        Visa, Mastercard, Amex and Discover, through our secure card provider in a separate window. Your slot is held for{' '}
        {CARD_HOLD_MINUTES} minutes while you pay.
      </Typography>
      {pending && (
        <Alert severity={pending.opened ? 'info' : 'warning'} sx={{ mb: 2 }}>
          {pending.opened
            ? 'Your slot is reserved. Finish the payment in the card window; this page updates when it goes through.'
            : 'Your slot is reserved, but the browser blocked the payment window. Use the button below to open it.'}
        </Alert>
      )}
      <Button
        component="a"
        href={pending?.url ?? previewUrl}
        target="_blank"
        rel="opener"
        variant="contained"
        size="large"
        fullWidth
        endIcon={<OpenInNewIcon />}
        onClick={onPay}
        disabled={isSubmitting}
      >
        {isSubmitting ? 'Reserving...' : `Pay ${priceCents === undefined ? '' : `${formatDollars(priceCents)} `}Securely by Card`}
      </Button>
    </Paper>
  );
}
