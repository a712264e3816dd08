import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { paymentReceivedHeadline, type PaymentReceiptDto } from '@app/contracts';

/**
 * GET /api/payments/:id, the server's record of a payment (what was paid, how much, the receipt reference). A plain
 * read, not the remote's store: this banner is on the home page's first screen, which loads no Redux (issue 31).
 */
function usePaymentReceipt(paymentId: string | null, wanted: boolean): PaymentReceiptDto | undefined {
  const [receipt, setReceipt] = useState<PaymentReceiptDto>();
  useEffect(() => {
    if (!wanted || !paymentId) return;
    let live = true;
    fetch(`${window.location.origin}/api/payments/${encodeURIComponent(paymentId)}`, { credentials: 'include' })
      .then((res) => (res.ok ? (res.json() as Promise<PaymentReceiptDto>) : undefined))
      .then((found) => {
        if (live && found) setReceipt(found);
      })
      // Without the record the banner keeps the words true of every card payment.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [paymentId, wanted]);
  return receipt;
}

/** Without the server's record, only what is true of every card payment. */
export const GENERIC_PAYMENT_SUCCESS = 'Thank you! Your payment went through. Your receipt is on its way by e-mail.';

/**
 * SPEC §2: a successful card checkout lands on `/?payment=success`; say so instead of a silent home page. With a
 * `paymentId` the words come from the server's record (a general payment never reads as a booked session).
 */
export function PaymentSuccessBanner() {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.get('payment') === 'success');
  const paymentId = params.get('paymentId');
  const receipt = usePaymentReceipt(paymentId, open);
  if (!open) return null;
  const paid = receipt?.status === 'approved';
  return (
    <Container maxWidth="lg" sx={{ pt: 3 }}>
      <Alert severity="success" onClose={() => setOpen(false)} role="status">
        {paid
          ? `${paymentReceivedHeadline(receipt.purpose, receipt.serviceName, receipt.amountCents)}. Your receipt (${receipt.reference}) is on its way by e-mail.`
          : GENERIC_PAYMENT_SUCCESS}
      </Alert>
    </Container>
  );
}
