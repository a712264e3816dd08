import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { CARD_HOLD_MINUTES, formatDollars } from '@app/contracts';

interface Props {
  /** The window's address without a booking yet: the click reserves the slot first and opens it for that booking. */
  previewUrl: string;
  priceCents: number | undefined;
  onPay: (event: MouseEvent<HTMLAnchorElement>) => void;
  isSubmitting: boolean;
}

/**
 * SPEC §2: with the card method a separate pay panel replaces Confirm Booking. Its external link reserves the
 * slot, then opens the secure card window; the window reports back when the payment went through.
 */
export function CardPayPanel({ previewUrl, priceCents, onPay, isSubmitting }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderColor: 'primary.main' }} data-testid="card-pay-panel">
      <Typography variant="h6" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CreditCardIcon color="primary" aria-hidden /> Pay by Card
      </Typography>
      <Typography color="text.secondary" sx={{ my: 1 }}>
        Visa, Mastercard, Amex and Discover, through our secure card provider in a separate window. Your slot is held
        for {CARD_HOLD_MINUTES} minutes while you pay; it is booked once the payment goes through.
      </Typography>
      <Button
        component="a"
        href={previewUrl}
        target="_blank"
        rel="opener"
        variant="contained"
        size="large"
        fullWidth
        endIcon={<OpenInNewIcon />}
        onClick={onPay}
        disabled={isSubmitting}
      >
        {isSubmitting
          ? 'Reserving...'
          : `Pay ${priceCents === undefined ? '' : `${formatDollars(priceCents)} `}Securely by Card`}
      </Button>
    </Paper>
  );
}
