import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { PageMeta } from '@app/contracts';
import type { ApiError } from '@app/web-kit';
import { withStore } from '../app/withStore';
import { BrandTheme } from '../features/shared/BrandTheme';
import { BRAND_WORDS, brandParam } from '../features/shared/brandWords';
import { OrderLoading } from '../features/shared/OrderStates';
import { usePaymentReceiptQuery } from '../features/shared/paymentsApi';
import { PaymentPageLayout } from '../features/shared/PaymentPageLayout';
import { NeutralThanks, PaidReceipt, UnpaidReceipt } from '../features/success/SuccessView';

// Both brands' payments end here, and the receipt says whose it is only once it loads.
export const meta: PageMeta = {
  title: 'Your Payment Receipt | Life Coaching & Lunar Light',
  description:
    'The status of your card payment and its receipt, straight from our records. A copy of the receipt is also sent to you by e-mail.',
};

/**
 * /success?paymentId — what was paid, from the server's receipt (GET /api/payments/:id), in the brand of the
 * order. Without a paymentId it thanks the visitor and promises nothing it cannot know.
 */
function SuccessPage() {
  const [search] = useSearchParams();
  const paymentId = search.get('paymentId')?.trim() || undefined;
  const receipt = usePaymentReceiptQuery(paymentId ?? skipToken);
  const brand = receipt.data?.brand ?? brandParam(search.get('brand')) ?? 'coaching';
  const home = BRAND_WORDS[brand].homePath;

  let title = 'Thank you';
  let body = <NeutralThanks brand={brand} />;
  if (paymentId && receipt.data) {
    const approved = receipt.data.status === 'approved';
    title = approved ? 'Payment Successful' : 'Payment not completed';
    if (receipt.data.status === 'refunded') title = 'Payment refunded';
    if (receipt.data.status === 'pending') title = 'Payment pending';
    body = approved ? <PaidReceipt receipt={receipt.data} /> : <UnpaidReceipt receipt={receipt.data} />;
  } else if (paymentId && receipt.isError) {
    const notFound = (receipt.error as ApiError | undefined)?.status === 404;
    title = notFound ? 'Payment not found' : 'Your payment could not be loaded';
    body = notFound ? (
      <Alert severity="warning" sx={{ maxWidth: 720 }}>
        We couldn't find this payment. If you were charged, the receipt in your email has its reference: reply to it and
        we will sort it out.
      </Alert>
    ) : (
      <Alert
        severity="error"
        sx={{ maxWidth: 720 }}
        action={
          <Button color="inherit" size="small" onClick={() => void receipt.refetch()}>
            Try again
          </Button>
        }
      >
        Please check your connection and try again.
      </Alert>
    );
  } else if (paymentId) {
    title = 'Your payment';
    body = <OrderLoading label="Loading your payment..." />;
  }

  return (
    <BrandTheme brand={brand}>
      <PaymentPageLayout title={title} homeHref={home} brand={brand}>
        {body}
      </PaymentPageLayout>
    </BrandTheme>
  );
}

export default withStore(SuccessPage);
