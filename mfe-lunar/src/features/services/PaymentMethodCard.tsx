import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import QrCode2 from '@mui/icons-material/QrCode2';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  PAYMENT_METHOD_LABELS,
  formatDollars,
  type CanonicalPaymentMethod,
  type PsychicServiceDto,
} from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { bookingHref } from '../layout/sections';
import { squarePaymentHref } from '../payments/paymentLinks';
import { ZelleQrDialogRemote } from '../payments/ZelleQrDialogRemote';

interface PaymentMethodCardProps {
  method: CanonicalPaymentMethod;
  service: PsychicServiceDto;
}

/** The payment card a service's Payment Method dropdown reveals (SPEC §2): how to pay, and where. */
export function PaymentMethodCard({ method, service }: PaymentMethodCardProps) {
  const brand = useBrandSettings('lunar');
  const [qrOpen, setQrOpen] = useState(false);
  const label = PAYMENT_METHOD_LABELS[method];
  const amount = formatDollars(service.price);
  const external = (href: string, text: string) => (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" variant="outlined" size="small" endIcon={<OpenInNew />}>
      {text}
    </Button>
  );

  let how: string;
  let action: ReactNode = null;
  switch (method) {
    case 'cashapp':
    case 'venmo':
    case 'paypal':
      how = `Send ${amount} to Lunar Light on ${label}, then book your session time.`;
      action = external(brand.paymentLinks[method], `Open ${label}`);
      break;
    case 'zelle':
      how = `Send ${amount} with Zelle to ${brand.zelleRecipient} (${brand.zelleAccountHolder}) with "${service.name}" as the memo.`;
      break;
    case 'zelle-qr':
      how = `Scan our Zelle QR code in your banking app to send ${amount} directly.`;
      action = (
        <Button variant="outlined" size="small" startIcon={<QrCode2 />} onClick={() => setQrOpen(true)}>
          Show QR Code
        </Button>
      );
      break;
    case 'credit-card':
      how = `Pay ${amount} securely by debit or credit card (Visa, Mastercard, Amex, Discover).`;
      action = external(
        squarePaymentHref({ serviceId: service.id, priceCents: service.price, serviceName: service.name }),
        'Pay by Card',
      );
      break;
  }

  return (
    <Box
      role="region"
      aria-label={`${label} payment`}
      data-testid="payment-card"
      sx={{
        mt: 2,
        p: 2,
        borderRadius: '12px',
        border: 1,
        borderColor: (t) => alpha(t.palette.secondary.main, 0.5),
        bgcolor: (t) => alpha(t.palette.secondary.main, t.palette.mode === 'dark' ? 0.08 : 0.06),
      }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography component="h4" sx={{ fontWeight: 700 }}>
          Pay with {label}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: 'secondary.main' }}>{amount}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {how}
      </Typography>
      <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {action}
        <Button component={RouterLink} to={bookingHref(service.id, method)} variant="contained" size="small">
          Book Session
        </Button>
      </Stack>
      <ZelleQrDialogRemote open={qrOpen} onClose={() => setQrOpen(false)} serviceName={service.name} amount={service.price} />
    </Box>
  );
}
