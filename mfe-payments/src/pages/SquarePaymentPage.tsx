import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { centsToDollars, type PageMeta, type PaymentQuoteDto, type SquarePaymentResponse } from '@app/contracts';
import { PageSpinner, useBrandSettings } from '@app/web-kit';
import { withStore } from '../app/withStore';
import { CardPaymentForm } from '../features/card/CardPaymentForm';
import { PaymentComplete } from '../features/card/PaymentComplete';
import { paymentQueryOf, quoteQueryOf, readPaymentOrder, successPathFor } from '../features/card/paymentOrder';
import { usePaymentWindow } from '../features/card/usePaymentWindow';
import { BrandTheme } from '../features/shared/BrandTheme';
import { bookingPathFor } from '../features/shared/brandWords';
import { NothingToPay, OrderLoading, OrderUnavailable } from '../features/shared/OrderStates';
import { QuoteSummary } from '../features/shared/QuoteSummary';
import { usePaymentConfigQuery, usePaymentQuoteQuery, usePaymentReceiptQuery } from '../features/shared/paymentsApi';
import { PaymentPageLayout, TwoColumns } from '../features/shared/PaymentPageLayout';

// The card window of both brands: which one an order belongs to is known only once the server quotes it.
export const meta: PageMeta = {
  title: 'Secure Card Payment | Life Coaching & Lunar Light',
  description:
    'Pay your session, reading or monthly plan by Visa, Mastercard, American Express or Discover, at the price our server quotes for your order.',
};

interface Paid {
  result: SquarePaymentResponse;
  email: string;
  /** The quote as it was paid: a refetch after payment answers 409 (already paid) and must not change the screen. */
  quote: PaymentQuoteDto;
}

/**
 * /square-payment?bookingId | ?subscriptionId | ?serviceId=general&brand — the card window of SPEC §2, usually a
 * pop-up. It pays the order the server quotes, in the order's brand, and shows the server's receipt when done.
 */
function SquarePaymentPage() {
  const [search] = useSearchParams();
  const order = useMemo(() => readPaymentOrder(search), [search]);
  const quoteQuery = quoteQueryOf(order);
  const quote = usePaymentQuoteQuery(quoteQuery ?? skipToken);
  const [paid, setPaid] = useState<Paid | null>(null);
  const receipt = usePaymentReceiptQuery(paid?.result.paymentId ?? skipToken);
  const shown = paid?.quote ?? quote.data;
  const brand = shown?.brand ?? order.brand;
  const paymentWindow = usePaymentWindow(bookingPathFor(brand, shown?.purpose));
  const settings = useBrandSettings(brand);
  // Without an answer (API down) the sandbox fields show; the server refuses raw cards when Square is set up.
  const config = usePaymentConfigQuery();
  const square = config.data?.provider === 'square' ? config.data.square : undefined;

  const onPaid = (result: SquarePaymentResponse, email: string, paidQuote: PaymentQuoteDto) => {
    setPaid({ result, email, quote: paidQuote });
    paymentWindow.complete({
      serviceId: paidQuote.serviceId,
      serviceName: paidQuote.serviceName,
      amount: centsToDollars(paidQuote.amountCents),
      plan: paidQuote.subscription?.planType,
      bookingId: paidQuote.bookingId,
      subscriptionId: paidQuote.subscriptionId,
      brand: paidQuote.brand,
      paymentId: result.paymentId,
    });
  };

  const back = (
    <Button startIcon={<ArrowBack />} onClick={paymentWindow.backToBooking} color="inherit">
      Back to Booking
    </Button>
  );

  let body;
  if (paid && paymentWindow.state !== 'form') {
    body = (
      <PaymentComplete
        receipt={receipt.data}
        quote={paid.quote}
        paymentId={paid.result.paymentId}
        email={paid.email}
        state={paymentWindow.state}
        successPath={successPathFor(paid.result.paymentId)}
        onBack={paymentWindow.backToBooking}
      />
    );
  } else if (order.kind === 'none') {
    body = <NothingToPay brand={brand} plan={order.plan} />;
  } else if (quote.isError) {
    body = <OrderUnavailable error={quote.error} brand={brand} onRetry={() => void quote.refetch()} />;
  } else if (!quote.data) {
    body = <OrderLoading />;
  } else {
    const current = quote.data;
    body = (
      <TwoColumns aside={<QuoteSummary quote={current} onHoldLapse={() => void quote.refetch()} />}>
        {config.isLoading ? (
          <PageSpinner />
        ) : (
          <CardPaymentForm
            query={paymentQueryOf(current)}
            amountCents={current.amountCents}
            purpose={current.purpose}
            onPaid={(result, email) => onPaid(result, email, current)}
            square={square}
          />
        )}
      </TwoColumns>
    );
  }

  return (
    <BrandTheme brand={brand}>
      <PaymentPageLayout
        title="Secure Card Payment"
        subtitle={
          shown?.purpose === 'booking' && brand === 'lunar'
            ? `Pay for your reading with ${settings.coachName} by Visa, Mastercard, American Express or Discover.`
            : 'Pay by Visa, Mastercard, American Express or Discover.'
        }
        action={back}
        homeHref={null}
        brand={brand}
      >
        {body}
      </PaymentPageLayout>
    </BrandTheme>
  );
}

export default withStore(SquarePaymentPage);
