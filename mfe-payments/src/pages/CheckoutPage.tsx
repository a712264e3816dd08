import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withStore } from '../app/withStore';
import { CheckoutForm } from '../features/checkout/CheckoutForm';
import { checkoutDefaults } from '../features/checkout/checkoutQuery';
import { PaymentPageLayout } from '../features/shared/PaymentPageLayout';

/** /checkout?amount&service&booking (SPEC §2). */
function CheckoutPage() {
  const [search] = useSearchParams();
  // Read once: editing the form must not be overwritten by the link it came from.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const defaults = useMemo(() => checkoutDefaults(search), []);
  return (
    <PaymentPageLayout
      title="Secure Checkout"
      subtitle="Pay for your coaching session by debit or credit card. You'll receive confirmation details by email."
    >
      <CheckoutForm defaults={defaults} />
    </PaymentPageLayout>
  );
}

export default withStore(CheckoutPage);
