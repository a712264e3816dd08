import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CreditCard from '@mui/icons-material/CreditCard';
import Email from '@mui/icons-material/Email';
import QrCode2 from '@mui/icons-material/QrCode2';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  CARD_HOLD_MINUTES,
  PAYMENT_METHOD_LABELS,
  formatDollars,
  type CanonicalPaymentMethod,
  type PsychicServiceDto,
} from '@app/contracts';
import {
  preloadPaymentLauncher,
  useBrandSettings,
  usePaymentLauncher,
  prefetchZelleQrProps,
  ZelleQrDialogRemote,
} from '@app/web-kit';
import { bookingHref } from '../layout/sections';

interface PaymentMethodCardProps {
  method: CanonicalPaymentMethod;
  service: PsychicServiceDto;
}

/**
 * The payment card a service's Payment Method dropdown reveals (SPEC §2): how to pay, and where. Nothing here
 * books a reading, so nothing here says "booked"; and a card is only ever charged for a booked time, so the card
 * choice leads to /lunar-booking with this reading and the card preselected instead of charging anything.
 */
export function PaymentMethodCard({ method, service }: PaymentMethodCardProps) {
  const brand = useBrandSettings('lunar');
  const launchPayment = usePaymentLauncher('lunar');
  const [qrOpen, setQrOpen] = useState(false);
  const label = PAYMENT_METHOD_LABELS[method];
  const amount = formatDollars(service.price);
  const bookHref = bookingHref(service.id, method);

  // The Zelle draft opens through the shared launcher; load it before the click so the mail app opens at once.
  useEffect(() => {
    if (method === 'zelle') void preloadPaymentLauncher();
  }, [method]);

  const external = (href: string, text: string) => (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      size="small"
      endIcon={<OpenInNew />}
    >
      {text}
    </Button>
  );
  const openZelleDraft = () => {
    // When nothing opens, the launcher's toast says so, with what to do instead in Lunar's words.
    void launchPayment(
      { method: 'zelle', serviceId: service.id, serviceName: service.name, priceCents: service.price },
      { instead: `Please send ${amount} to ${brand.zelleRecipient}.` },
    );
  };

  let how: string;
  let action: ReactNode = null;
  let bookLabel = 'Book Session';
  switch (method) {
    case 'cashapp':
    case 'venmo':
    case 'paypal':
      how = `Send ${amount} to ${brand.name} on ${label} with "${service.name}" in the note, then book your time.`;
      action = external(brand.paymentLinks[method], `Open ${label}`);
      break;
    case 'zelle':
      how = `Send ${amount} with Zelle to ${brand.zelleRecipient} (${brand.zelleAccountHolder}) with "${service.name}" as the memo, then book your time.`;
      action = (
        <Button variant="outlined" size="small" startIcon={<Email />} onClick={openZelleDraft}>
          Open Zelle E-mail
        </Button>
      );
      break;
    case 'zelle-qr':
      how = `Scan our Zelle QR code in your banking app to send ${amount} directly, then book your time.`;
      action = (
        <Button
          variant="outlined"
          size="small"
          startIcon={<QrCode2 />}
          onClick={() => setQrOpen(true)}
          {...prefetchZelleQrProps}
        >
          Show QR Code
        </Button>
      );
      break;
    case 'credit-card':
      how = `Pick your time first: we hold it for ${CARD_HOLD_MINUTES} minutes while you pay ${amount} securely by debit or credit card (Visa, Mastercard, Amex, Discover).`;
      bookLabel = 'Pay by Card';
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
        <Button
          component={RouterLink}
          to={bookHref}
          variant="contained"
          size="small"
          startIcon={method === 'credit-card' ? <CreditCard /> : undefined}
        >
          {bookLabel}
        </Button>
      </Stack>
      <ZelleQrDialogRemote
        brand="lunar"
        open={qrOpen}
        onClose={() => setQrOpen(false)}
        serviceName={service.name}
        amount={service.price}
      />
    </Box>
  );
}
