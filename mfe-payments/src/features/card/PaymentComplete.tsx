import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Link as RouterLink } from 'react-router-dom';
import { PAYMENT_WINDOW_CLOSE_MS, type SquarePaymentQuery } from '@app/contracts';
import type { WindowState } from './usePaymentWindow';

interface Props {
  query: SquarePaymentQuery;
  state: Exclude<WindowState, 'form'>;
  paymentId?: string;
  successPath: string;
  onBack: () => void;
}

/** The card window after an approved payment: what was paid, and either the countdown or what to do next. */
export function PaymentComplete({ query, state, paymentId, successPath, onBack }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <CheckCircle color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h2" sx={{ mt: 1 }}>
        Payment Successful!
      </Typography>
      <Typography sx={{ mt: 1 }}>
        ${query.price} paid for {query.serviceName}
        {query.plan ? ' (monthly plan)' : ''}.
      </Typography>
      {paymentId && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Reference: {paymentId}
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ mt: 2 }} role="status">
        {state === 'closing'
          ? `This window will close in ${PAYMENT_WINDOW_CLOSE_MS / 1000} seconds.`
          : 'You can close this window now. A confirmation is on its way to your email.'}
      </Typography>
      {state === 'stays-open' && (
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
          <Button variant="contained" component={RouterLink} to={successPath}>
            View confirmation
          </Button>
          <Button variant="outlined" onClick={onBack}>
            Back to Booking
          </Button>
        </Box>
      )}
    </Paper>
  );
}
