import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { paymentReceivedHeadline } from '@app/contracts';
import { useGetPaymentReceiptQuery } from './paymentReceiptApi';

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
  const { data: receipt } = useGetPaymentReceiptQuery(paymentId ?? '', { skip: !open || !paymentId });
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
