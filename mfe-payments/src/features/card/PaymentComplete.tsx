import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router-dom';
import {
  PAYMENT_WINDOW_CLOSE_MS,
  paymentReceivedHeadline,
  paymentReference,
  type PaymentQuoteDto,
  type PaymentReceiptDto,
} from '@app/contracts';
import { ReceiptDetails } from '../shared/ReceiptDetails';
import type { WindowState } from './usePaymentWindow';

interface Props {
  /** The server's record (GET /api/payments/:id); until it answers, the quote that was paid words the screen. */
  receipt?: PaymentReceiptDto;
  quote: PaymentQuoteDto;
  paymentId?: string;
  /** Where the receipt e-mail went: the address typed in the form. */
  email: string;
  state: Exclude<WindowState, 'form'>;
  successPath: string;
  onBack: () => void;
}

/**
 * The card window after an approved payment: the receipt's headline ("Payment received — $25 general payment",
 * never "booked" for a general payment), amount, card, reference, where the receipt went, and either the
 * countdown or what to do next. A held booking's "held for 15 minutes" is gone: it is paid.
 */
export function PaymentComplete({ receipt, quote, paymentId, email, state, successPath, onBack }: Props) {
  const paid = receipt ?? quote;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <CheckCircle color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h2" sx={{ mt: 1 }}>
        Payment Successful!
      </Typography>
      <Typography sx={{ mt: 1, fontWeight: 600 }} data-testid="paid-headline">
        {paymentReceivedHeadline(paid.purpose, paid.serviceName, paid.amountCents)}
      </Typography>
      {paid.description && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {paid.description}
        </Typography>
      )}
      {receipt ? (
        <ReceiptDetails receipt={receipt} />
      ) : (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', alignItems: 'center', my: 2 }}>
          <CircularProgress size={18} aria-label="Loading your receipt" />
          {paymentId && <Typography color="text.secondary">Reference {paymentReference(paymentId)}</Typography>}
        </Box>
      )}
      <Typography sx={{ overflowWrap: 'anywhere' }}>A receipt was sent to {email}.</Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }} role="status">
        {state === 'closing'
          ? `This window will close in ${PAYMENT_WINDOW_CLOSE_MS / 1000} seconds.`
          : 'You can close this window now.'}
      </Typography>
      {state === 'stays-open' && (
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
          <Button variant="contained" component={RouterLink} to={successPath}>
            View receipt
          </Button>
          <Button variant="outlined" onClick={onBack}>
            Back to Booking
          </Button>
        </Box>
      )}
    </Paper>
  );
}
