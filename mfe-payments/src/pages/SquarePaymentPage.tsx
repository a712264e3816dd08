import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PLANS, type SquarePaymentResponse } from '@app/contracts';
import { PageSpinner } from '@app/web-kit';
import { withStore } from '../app/withStore';
import { CardPaymentForm } from '../features/card/CardPaymentForm';
import { PaymentComplete } from '../features/card/PaymentComplete';
import {
  bookingPathFor,
  brandOfPayment,
  readSquarePaymentQuery,
  successPathFor,
} from '../features/card/squarePaymentQuery';
import { usePaymentWindow } from '../features/card/usePaymentWindow';
import { OrderSummary } from '../features/shared/OrderSummary';
import { usePaymentConfigQuery } from '../features/shared/paymentsApi';
import { PaymentPageLayout, TwoColumns } from '../features/shared/PaymentPageLayout';

/** /square-payment?serviceId&price&serviceName&plan — the card window of SPEC §2, usually opened as a pop-up. */
function SquarePaymentPage() {
  const [search] = useSearchParams();
  const query = useMemo(() => readSquarePaymentQuery(search), [search]);
  const paymentWindow = usePaymentWindow(bookingPathFor(query));
  const [paid, setPaid] = useState<SquarePaymentResponse | null>(null);
  // Without an answer (API down) the sandbox fields show; the server refuses raw cards when Square is set up.
  const config = usePaymentConfigQuery();
  const square = config.data?.provider === 'square' ? config.data.square : undefined;

  const onPaid = (result: SquarePaymentResponse) => {
    setPaid(result);
    paymentWindow.complete({
      serviceId: query.serviceId,
      serviceName: query.serviceName,
      amount: query.price,
      plan: query.plan,
      bookingId: query.bookingId,
      paymentId: result.paymentId,
    });
  };

  const back = (
    <Button startIcon={<ArrowBack />} onClick={paymentWindow.backToBooking} color="inherit">
      Back to Booking
    </Button>
  );

  return (
    <PaymentPageLayout
      title="Secure Card Payment"
      subtitle="Pay by Visa, Mastercard, American Express or Discover."
      action={back}
      homeHref={null}
      brand={brandOfPayment(query)}
    >
      {paid && paymentWindow.state !== 'form' ? (
        <PaymentComplete
          query={query}
          state={paymentWindow.state}
          paymentId={paid.paymentId}
          successPath={successPathFor(query)}
          onBack={paymentWindow.backToBooking}
        />
      ) : (
        <TwoColumns
          aside={
            <OrderSummary
              serviceName={query.serviceName}
              dollars={query.price}
              period={query.plan ? 'per month' : undefined}
              lines={query.plan ? [['Plan', PLANS[query.plan].name]] : []}
            />
          }
        >
          {config.isLoading ? (
            <PageSpinner />
          ) : (
            <CardPaymentForm query={query} onPaid={onPaid} square={square} />
          )}
        </TwoColumns>
      )}
    </PaymentPageLayout>
  );
}

export default withStore(SquarePaymentPage);
