import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PAYMENT_METHOD_LABELS, type PaymentLinks } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { DemoCard } from './DemoCard';

const METHODS: (keyof PaymentLinks)[] = ['cashapp', 'venmo', 'paypal'];

/** SPEC §2 /test-fixes: these buttons only show an alert, so the wiring can be checked without paying. */
export function PaymentAlertButtons() {
  const { paymentLinks } = useBrandSettings('coaching');
  return (
    <DemoCard
      id="payment-buttons"
      title="Payment buttons"
      description="Each button shows an alert with the link it would open."
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {METHODS.map((method) => (
          <Button
            key={method}
            variant="outlined"
            onClick={() =>
              window.alert(`${PAYMENT_METHOD_LABELS[method]} button works. It would open ${paymentLinks[method]}`)
            }
          >
            {PAYMENT_METHOD_LABELS[method]}
          </Button>
        ))}
      </Stack>
    </DemoCard>
  );
}
