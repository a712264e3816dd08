import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import OpenInNew from '@mui/icons-material/OpenInNew';
import QrCode2 from '@mui/icons-material/QrCode2';
import CreditCard from '@mui/icons-material/CreditCard';
import { PAYMENT_METHOD_LABELS, formatDollars, type BookingDto, type PsychicServiceDto } from '@app/contracts';
import { preloadPaymentLauncher, usePaymentLauncher, prefetchZelleQrProps, ZelleQrDialogRemote } from '@app/web-kit';

/**
 * How to pay a booking: "Pay now" opens the card window for this very booking (the server quotes it); Cash App,
 * Venmo, PayPal and the Zelle draft ("Payment for <service>") go through mfe_payments' shared launcher; Zelle QR
 * shows the dialog. The caller shows it only while a payment is due.
 */
export function PayForBookingButton({ booking, service }: { booking: BookingDto; service: PsychicServiceDto }) {
  const launchPayment = usePaymentLauncher('lunar');
  const [qrOpen, setQrOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const method = booking.paymentMethod;
  // A code can take the whole price off: 0 is then what is owed, not a missing amount.
  const cents = booking.coupon ? booking.amount : booking.amount || service.price;

  useEffect(() => {
    if (method && method !== 'zelle-qr') void preloadPaymentLauncher();
  }, [method]);

  if (!method) return null;
  const qrDialog = (
    <ZelleQrDialogRemote
      brand="lunar"
      open={qrOpen}
      onClose={() => setQrOpen(false)}
      serviceName={service.name}
      amount={cents}
      bookingId={booking.id}
    />
  );
  if (method === 'zelle-qr') {
    return (
      <>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<QrCode2 />}
          onClick={() => setQrOpen(true)}
          {...prefetchZelleQrProps}
        >
          Show Zelle QR Code
        </Button>
        {qrDialog}
      </>
    );
  }

  const label = PAYMENT_METHOD_LABELS[method];
  const card = method === 'credit-card';
  // A launch that opens nothing is told by the launcher's own toast.
  const launch = () => {
    setOpening(true);
    void launchPayment({
      method,
      serviceId: service.id,
      serviceName: service.name,
      priceCents: cents,
      bookingId: booking.id,
    })
      .then((outcome) => {
        if (outcome.status === 'show-zelle-qr') setQrOpen(true);
      })
      .finally(() => setOpening(false));
  };
  return (
    <>
      <Button
        variant="contained"
        color="secondary"
        size={card ? 'large' : 'medium'}
        startIcon={card ? <CreditCard /> : undefined}
        endIcon={card ? undefined : <OpenInNew />}
        onClick={launch}
        disabled={opening}
        sx={{ borderRadius: 999, px: 3 }}
      >
        {card ? 'Pay now' : `Pay ${formatDollars(cents)} with ${label}`}
      </Button>
      {qrDialog}
    </>
  );
}
