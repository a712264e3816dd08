import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import Close from '@mui/icons-material/Close';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { PLANS, type ZelleQrDialogProps } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { planOf, priceInDollars } from '../launch/paymentDestination';
import { useQrCode } from './useQrCode';
import { zelleInstructions, zelleQrPayload } from './zelleQrPayload';

// The expose's props are contracts' (issue 18): the amount crosses the boundary in integer cents.
export type { ZelleQrDialogProps };

type Reported = 'idle' | 'sending' | 'recorded' | 'unrecorded' | 'no-booking';

/** Tells the coach the customer reports the payment sent. Same-origin POST without a body (CSRF rules: no form). */
async function reportPaymentSent(bookingId: string): Promise<boolean> {
  try {
    const response = await fetch(`/api/payments/bookings/${encodeURIComponent(bookingId)}/payment-sent`, {
      method: 'POST',
      credentials: 'same-origin',
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** SPEC §2 "Zelle dialog": QR code, account holder, recipient, six steps and "Payment Sent". */
export default function ZelleQrDialog({
  open,
  onClose,
  brand,
  serviceName,
  amount,
  plan,
  bookingId,
}: ZelleQrDialogProps) {
  const [reported, setReported] = useState<Reported>('idle');
  const doneRef = useRef<HTMLButtonElement>(null);
  // Each opening starts at the payment instructions.
  useEffect(() => {
    if (open) setReported('idle');
  }, [open]);
  useEffect(() => {
    if (reported !== 'idle' && reported !== 'sending') doneRef.current?.focus();
  }, [reported]);
  const paymentSent = () => {
    if (!bookingId) {
      setReported('no-booking');
      return;
    }
    setReported('sending');
    void reportPaymentSent(bookingId).then((ok) => setReported(ok ? 'recorded' : 'unrecorded'));
  };
  const settings = useBrandSettings(brand);
  const payload = useMemo(() => zelleQrPayload(settings), [settings]);
  const qr = useQrCode(payload, open);
  const fullScreen = useMediaQuery('(max-width: 767.95px)');
  const monthly = planOf(brand, plan);
  const amountText = amount === undefined && !monthly ? null : `$${priceInDollars({ price: amount, plan: monthly })}`;
  const orderName = monthly ? `${PLANS[monthly].name} — Monthly Subscription Payment` : serviceName;
  const memo = monthly ? 'Monthly Subscription Payment' : serviceName;
  const steps = zelleInstructions(settings, amountText, memo);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="zelle-qr-title"
    >
      <DialogTitle id="zelle-qr-title" sx={{ pr: 6 }}>
        Pay with Zelle
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      {reported !== 'idle' && reported !== 'sending' ? (
        <DialogContent dividers data-testid="zelle-acknowledgement">
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center', py: 2 }} role="status">
            <CheckCircle color="success" sx={{ fontSize: 48 }} aria-hidden />
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              Thank you — payment noted
            </Typography>
            <Typography>{acknowledgement(reported, settings.zelleRecipient)}</Typography>
            <Typography color="text.secondary">
              Zelle transfers usually arrive within minutes. Once it does, we confirm by email — nothing more to do.
            </Typography>
          </Box>
        </DialogContent>
      ) : (
        <DialogContent dividers>
          {(orderName || amountText) && (
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 2 }} data-testid="zelle-order">
              <Typography sx={{ fontWeight: 600 }}>{orderName ?? 'Payment'}</Typography>
              {amountText && (
                <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {amountText}
                  {monthly ? ' per month' : ''}
                </Typography>
              )}
            </Box>
          )}
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
            <Box
              sx={{
                width: 220,
                height: 220,
                display: 'grid',
                placeItems: 'center',
                bgcolor: '#ffffff',
                borderRadius: 2,
                p: 1,
              }}
            >
              {qr.status === 'ready' && (
                <img src={qr.src} width={204} height={204} alt={`Zelle QR code for ${settings.zelleAccountHolder}`} />
              )}
              {qr.status === 'loading' && <CircularProgress aria-label="Generating QR code" />}
              {qr.status === 'error' && (
                <Typography sx={{ color: '#1a1a1a', textAlign: 'center', px: 2 }}>
                  The QR code could not be drawn. Send to the email below instead.
                </Typography>
              )}
            </Box>
            <Typography sx={{ textAlign: 'center' }}>
              Scan the QR code in your banking app to send payment directly.
            </Typography>
          </Box>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}
          >
            <Typography component="dt" color="text.secondary">
              Account holder
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {settings.zelleAccountHolder}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Recipient
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-all' }}>
              <Link href={`mailto:${settings.zelleRecipient}`}>{settings.zelleRecipient}</Link>
            </Typography>
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            How to pay
          </Typography>
          <Box component="ol" sx={{ pl: 3, my: 1, '& li': { mb: 0.5 } }}>
            {steps.map((step) => (
              <li key={step}>
                <Typography>{step}</Typography>
              </li>
            ))}
          </Box>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, py: 2 }}>
        {reported === 'idle' || reported === 'sending' ? (
          <Button
            variant="contained"
            onClick={paymentSent}
            disabled={reported === 'sending'}
            size="large"
            fullWidth={fullScreen}
          >
            Payment Sent
          </Button>
        ) : (
          <Button ref={doneRef} variant="contained" onClick={onClose} size="large" fullWidth={fullScreen}>
            Done
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** What happens next, in the customer's words: whether the coach has been told, and what the e-mail will say. */
function acknowledgement(reported: Reported, recipient: string): string {
  if (reported === 'recorded') {
    return 'We have told the coach your payment is on its way. Your booking stays reserved while the coach matches your transfer.';
  }
  if (reported === 'unrecorded') {
    return `We could not reach the server to note it, but your transfer to ${recipient} will still be matched to your booking by its memo.`;
  }
  return `Your transfer to ${recipient} is matched to your booking by its memo, so please book your time if you have not yet.`;
}
