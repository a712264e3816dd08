import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import {
  CHECKOUT_REDIRECT_MS,
  CHECKOUT_SERVICES,
  CHECKOUT_SUCCESS_PATH,
  PAYMENT_MESSAGES,
  VALIDATION_MESSAGES,
  centsToDollars,
  checkoutSchema,
  formatCardNumber,
  formatCvv,
  formatExpiry,
} from '@app/contracts';
import { useToast } from '@app/web-kit';
import { FormattedField } from '../shared/FormattedField';
import { OrderSummary } from '../shared/OrderSummary';
import { TwoColumns } from '../shared/PaymentPageLayout';
import { paymentFailureText } from '../shared/paymentFailure';
import { useCreatePaymentMutation } from '../shared/paymentsApi';
import { newIdempotencyKey } from '../shared/idempotencyKey';
import { findCheckoutService, type CheckoutDefaults } from './checkoutQuery';

interface FormInput {
  service: string;
  amount: string;
  name: string;
  email: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  bookingId?: string;
}

/** Full width on phones, half on wider screens. */
const wide = { gridColumn: { xs: '1 / -1', sm: 'auto' } } as const;

const required = (message: string) => (message === VALIDATION_MESSAGES.checkoutMissing ? 'Required' : message);

/**
 * The §2 checkout card form. Only the order and the customer are posted (§7 "Card fields are not sent");
 * the server prices the service from its catalogue, whatever amount the page shows.
 */
export function CheckoutForm({ defaults }: { defaults: CheckoutDefaults }) {
  const { toast, dismiss } = useToast();
  const navigate = useNavigate();
  const [createPayment, { isLoading }] = useCreatePaymentMutation();
  const [paid, setPaid] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A resubmit after a lost answer must not pay twice (the server recognises the key).
  const attemptKey = useRef(newIdempotencyKey());
  useEffect(() => () => clearTimeout(redirect.current), []);

  const { control, handleSubmit, setValue, watch } = useForm<FormInput>({
    resolver: yupResolver(checkoutSchema) as never,
    defaultValues: { name: '', email: '', cardNumber: '', expiry: '', cvv: '', ...defaults },
  });
  const amount = watch('amount');
  const dollars = parseInt(amount, 10) > 0 ? parseInt(amount, 10) : null;
  const chosen = findCheckoutService(watch('service'));

  const onInvalid = (errors: FieldErrors<FormInput>) => {
    const messages = Object.values(errors).map((e) => e?.message as string | undefined);
    const missing = messages.includes(VALIDATION_MESSAGES.checkoutMissing);
    toast({
      title: missing ? 'Missing Information' : 'Please check your details',
      description: missing ? VALIDATION_MESSAGES.checkoutMissing : messages.find(Boolean),
      variant: 'destructive',
    });
  };

  const onValid = async (values: FormInput) => {
    const service = findCheckoutService(values.service);
    const dollars = parseInt(values.amount, 10);
    // One toast at a time (§9): the result must replace "Processing...", not queue behind it.
    const processing = toast({ title: PAYMENT_MESSAGES.processingTitle, description: PAYMENT_MESSAGES.processing });
    try {
      const result = await createPayment({
        amount: dollars * 100,
        currency: 'USD',
        serviceId: values.service,
        bookingId: values.bookingId || undefined,
        customerInfo: { name: values.name.trim(), email: values.email.trim() },
        idempotencyKey: attemptKey.current,
      })
        .unwrap()
        .finally(() => dismiss(processing));
      if (result.checkoutUrl) {
        // The card provider's hosted checkout takes over from here.
        window.location.assign(result.checkoutUrl);
        return;
      }
      setPaid(true);
      toast({
        title: PAYMENT_MESSAGES.successTitle,
        description: PAYMENT_MESSAGES.success(service?.label ?? values.service),
        variant: 'success',
      });
      redirect.current = setTimeout(() => navigate(CHECKOUT_SUCCESS_PATH), CHECKOUT_REDIRECT_MS);
    } catch (error) {
      if (typeof (error as { status?: unknown }).status === 'number') attemptKey.current = newIdempotencyKey();
      toast({ title: PAYMENT_MESSAGES.failedTitle, description: paymentFailureText(error), variant: 'destructive' });
    }
  };

  const summary = (
    <OrderSummary
      serviceName={chosen?.label ?? 'Choose a service'}
      dollars={dollars}
      lines={defaults.bookingId ? [['Booking', defaults.bookingId.slice(0, 8)]] : []}
    />
  );

  return (
    <TwoColumns aside={summary}>
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        aria-label="Checkout"
        onSubmit={handleSubmit(onValid, onInvalid)}
        sx={{
          display: 'grid',
          gap: 2,
          // Phones: one field per row (`wide`), except expiry and CVV which share one.
          gridTemplateColumns: '1fr 1fr',
        }}
      >
        <Typography variant="h6" component="h2" sx={{ gridColumn: '1 / -1' }}>
          Your order
        </Typography>
        <FormattedField
          control={control}
          name="service"
          label="Service"
          select
          required
          errorText={required}
          sx={wide}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          onValueChange={(value) => {
            const next = findCheckoutService(value);
            if (!next) return;
            const listPrice = String(centsToDollars(next.price));
            setValue('amount', listPrice);
          }}
        >
          <option value="">Select a service</option>
          {CHECKOUT_SERVICES.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label} — ${centsToDollars(s.price)}
            </option>
          ))}
        </FormattedField>
        <FormattedField
          control={control}
          name="amount"
          label="Amount (USD)"
          required
          errorText={required}
          format={(v) => v.replace(/[^\d.]/g, '').slice(0, 6)}
          helperText="Whole dollars"
          sx={wide}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormattedField
          control={control}
          name="name"
          label="Full name"
          required
          errorText={required}
          autoComplete="name"
          sx={wide}
        />
        <FormattedField
          control={control}
          name="email"
          label="Email"
          type="email"
          required
          errorText={required}
          autoComplete="email"
          sx={wide}
        />
        <Typography variant="h6" component="h2" sx={{ gridColumn: '1 / -1', mt: 1 }}>
          Card details
        </Typography>
        <FormattedField
          control={control}
          name="cardNumber"
          label="Card number"
          required
          errorText={required}
          format={formatCardNumber}
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
          sx={{ gridColumn: '1 / -1' }}
        />
        <FormattedField
          control={control}
          name="expiry"
          label="Expiry (MM/YY)"
          required
          errorText={required}
          format={formatExpiry}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <FormattedField
          control={control}
          name="cvv"
          label="CVV"
          required
          errorText={required}
          format={formatCvv}
          autoComplete="cc-csc"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
        {paid && (
          <Alert severity="success" sx={{ gridColumn: '1 / -1' }} role="status">
            Payment received. Taking you back to the home page…
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<Lock />}
          disabled={isLoading || paid}
          sx={{ gridColumn: '1 / -1', py: 1.5 }}
        >
          {isLoading ? 'Processing...' : dollars ? `Pay $${dollars}` : 'Pay Now'}
        </Button>
      </Box>
    </Paper>
    </TwoColumns>
  );
}
