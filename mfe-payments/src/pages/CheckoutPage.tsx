import { useDeferredValue } from 'react';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { warmBusinessTimeZone, type PageMeta } from '@app/contracts';
import { PageSpinner } from '@app/web-kit';
import { withStore } from '../app/withStore';
import { CheckoutForm } from '../features/checkout/CheckoutForm';
import { BrandTheme } from '../features/shared/BrandTheme';
import { OrderLoading, OrderUnavailable } from '../features/shared/OrderStates';
import { usePaymentConfigQuery, usePaymentQuoteQuery } from '../features/shared/paymentsApi';
import { PaymentPageLayout } from '../features/shared/PaymentPageLayout';

// The slots' times need the business zone's data: loaded in a task of its own, not in the render they arrive in.
warmBusinessTimeZone();

export const meta: PageMeta = {
  title: 'Secure Checkout | Professional Life Coaching',
  description:
    'Book a life-coaching session and pay by debit or credit card, or pay a session you booked. Your receipt and confirmation follow by e-mail.',
};

/**
 * /checkout?booking — pays that booking at its quoted price; without one, books a coaching session and pays it
 * (SPEC §2, issue 13). `?amount=` is never read: the price is the server's.
 */
function CheckoutPage() {
  const [search] = useSearchParams();
  const bookingId = search.get('booking')?.trim() || undefined;
  const quote = usePaymentQuoteQuery(bookingId ? { bookingId } : skipToken);
  const config = usePaymentConfigQuery();
  // The store's answers render synchronously, in one task that cannot yield; mounting the whole form that way took
  // ~95 ms here (×4 on a phone). The spinner stays for that render, and the form mounts in a deferred, sliced one.
  const configLoading = useDeferredValue(config.isLoading);
  const square = config.data?.provider === 'square' ? config.data.square : undefined;
  // A linked booking of Lunar Light is paid in Lunar Light's look.
  const brand = quote.data?.brand ?? 'coaching';

  let body;
  if (bookingId && quote.isError && !quote.data) {
    body = <OrderUnavailable error={quote.error} brand={brand} onRetry={() => void quote.refetch()} />;
  } else if (bookingId && !quote.data) {
    body = <OrderLoading />;
  } else if (configLoading) {
    body = <PageSpinner />;
  } else {
    body = <CheckoutForm bookingId={bookingId} initialService={search.get('service')} square={square} />;
  }

  return (
    <BrandTheme brand={brand}>
      <PaymentPageLayout
        title="Secure Checkout"
        subtitle="Pay by debit or credit card. Your receipt and confirmation follow by email."
        homeHref={brand === 'lunar' ? '/lunar-light' : '/'}
        brand={brand}
      >
        {body}
      </PaymentPageLayout>
    </BrandTheme>
  );
}

export default withStore(CheckoutPage);
