import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { paymentReceivedHeadline, type PaymentReceiptDto } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { BRAND_WORDS, bookingPathFor } from '../shared/brandWords';
import { ReceiptDetails } from '../shared/ReceiptDetails';
import { NextSteps } from './NextSteps';

/** Where to go from /success: home, and the next thing this brand sells that fits what was paid. */
function WaysOn({ receipt, brand }: { receipt?: PaymentReceiptDto; brand: PaymentReceiptDto['brand'] }) {
  const words = BRAND_WORDS[brand];
  const purpose = receipt?.purpose;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 3 }}>
      <Button variant="contained" component={RouterLink} to={words.homePath}>
        Back to Home
      </Button>
      {purpose === 'subscription' ? (
        <Button variant="outlined" component={RouterLink} to="/subscriptions">
          Go to Subscriptions
        </Button>
      ) : (
        <Button variant="outlined" component={RouterLink} to={bookingPathFor(brand)}>
          {purpose === 'booking' ? `Book another ${words.session}` : words.bookLabel}
        </Button>
      )}
    </Box>
  );
}

/** An approved payment, as the server recorded it. */
export function PaidReceipt({ receipt }: { receipt: PaymentReceiptDto }) {
  const settings = useBrandSettings(receipt.brand);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 720 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CheckCircle color="success" sx={{ fontSize: 48 }} aria-hidden />
        <Box>
          <Typography variant="h6" component="p" data-testid="paid-summary">
            {paymentReceivedHeadline(receipt.purpose, receipt.serviceName, receipt.amountCents)}
          </Typography>
          <Typography color="text.secondary">{receipt.description}</Typography>
        </Box>
      </Box>
      <ReceiptDetails receipt={receipt} />
      <Typography color="text.secondary">Thank you for choosing {settings.name}.</Typography>
      <Divider sx={{ my: 3 }} />
      <Typography variant="h5" component="h2" gutterBottom>
        What happens next
      </Typography>
      <NextSteps settings={settings} purpose={receipt.purpose} />
      <WaysOn receipt={receipt} brand={receipt.brand} />
    </Paper>
  );
}

const NOT_PAID: Record<'pending' | 'declined' | 'failed' | 'refunded', string> = {
  pending: 'The card provider has not confirmed this payment yet. Your receipt follows by email once it does.',
  declined: 'This payment was declined, so nothing was charged. You can try again with another card.',
  failed: 'This payment did not go through, so nothing was charged. You can try again.',
  refunded: 'This payment was refunded to your card.',
};

/** A payment the server holds but that is not (or no longer) a completed charge. */
export function UnpaidReceipt({ receipt }: { receipt: PaymentReceiptDto }) {
  const status = receipt.status as keyof typeof NOT_PAID;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 720 }}>
      <Alert severity={status === 'refunded' || status === 'pending' ? 'info' : 'warning'} data-testid="paid-summary">
        {NOT_PAID[status] ?? NOT_PAID.pending}
      </Alert>
      <ReceiptDetails receipt={{ ...receipt, paidAt: null }} />
      <WaysOn receipt={receipt} brand={receipt.brand} />
    </Paper>
  );
}

/** /success reached without a payment to show: thanks, and no promise the server has not made. */
export function NeutralThanks({ brand }: { brand: PaymentReceiptDto['brand'] }) {
  const settings = useBrandSettings(brand);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 720 }}>
      <Typography variant="h6" component="p" data-testid="paid-summary">
        If you have just paid, your receipt is on its way to your email.
      </Typography>
      <Divider sx={{ my: 3 }} />
      <Typography variant="h5" component="h2" gutterBottom>
        What happens next
      </Typography>
      <NextSteps settings={settings} purpose={null} />
      <WaysOn brand={brand} />
    </Paper>
  );
}
