import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import OpenInNew from '@mui/icons-material/OpenInNew';
import QrCode2 from '@mui/icons-material/QrCode2';
import CreditCard from '@mui/icons-material/CreditCard';
import { PAYMENT_METHOD_LABELS, formatDollars, type BookingDto, type PsychicServiceDto } from '@app/contracts';
import { useToast } from '@app/web-kit';
import { launchPaymentRemote, preloadLaunchPayment } from '../payments/launchPaymentRemote';
import { ZelleQrDialogRemote } from '../payments/ZelleQrDialogRemote';
import { usePaymentWindowResult } from './usePaymentWindowResult';

/**
 * "How to pay" after booking: the Zelle QR dialog for zelle-qr; everything else (Cash App, Venmo, PayPal,
 * the Zelle mail draft, the /square-payment card window) through mfe_payments' shared launcher.
 */
export function PayForBookingButton({ booking, service }: { booking: BookingDto; service: PsychicServiceDto }) {
  const { toast } = useToast();
  const [qrOpen, setQrOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const paidByCard = usePaymentWindowResult(booking.id);
  const method = booking.paymentMethod;
  const cents = booking.amount || service.price;

  useEffect(() => {
    if (method && method !== 'zelle-qr') preloadLaunchPayment().catch(() => undefined);
  }, [method]);

  if (!method || booking.paymentStatus === 'not_required' || booking.paymentStatus === 'paid') return null;
  if (paidByCard) return <Alert severity="success">Payment received. Thank you!</Alert>;

  if (method === 'zelle-qr') {
    return (
      <>
        <Button variant="contained" color="secondary" startIcon={<QrCode2 />} onClick={() => setQrOpen(true)}>
          Show Zelle QR Code
        </Button>
        <ZelleQrDialogRemote open={qrOpen} onClose={() => setQrOpen(false)} serviceName={service.name} amount={cents} />
      </>
    );
  }

  const label = PAYMENT_METHOD_LABELS[method];
  const launch = () => {
    setOpening(true);
    launchPaymentRemote({ method, serviceId: service.id, serviceName: service.name, priceCents: cents, bookingId: booking.id })
      .catch(() =>
        toast({
          title: 'Payment link unavailable',
          description: `We could not open ${label} right now. Please try again or contact support.`,
          variant: 'destructive',
        }),
      )
      .finally(() => setOpening(false));
  };
  const card = method === 'credit-card';
  return (
    <Button
      variant="contained"
      color="secondary"
      startIcon={card ? <CreditCard /> : undefined}
      endIcon={card ? undefined : <OpenInNew />}
      onClick={launch}
      disabled={opening}
    >
      {card ? `Pay ${formatDollars(cents)} by Card` : `Pay ${formatDollars(cents)} with ${label}`}
    </Button>
  );
}
