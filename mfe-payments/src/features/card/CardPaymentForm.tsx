import { useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import {
  PAYMENT_MESSAGES,
  VALIDATION_MESSAGES,
  cardPaymentSchema,
  cardPaymentToast,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  formatZip,
  toSquarePaymentRequest,
  type CardPaymentFormValues,
  type SquarePaymentQuery,
  type SquarePaymentResponse,
} from '@app/contracts';
import { useToast } from '@app/web-kit';
import { FormattedField } from '../shared/FormattedField';
import { paymentFailureText } from '../shared/paymentFailure';
import { useSquarePaymentMutation } from '../shared/paymentsApi';
import { newIdempotencyKey } from './idempotencyKey';

type FormInput = Required<Omit<CardPaymentFormValues, 'phone'>> & { phone: string };

/** Form order: the first failing field in this order is the one the toast talks about (§5). */
const FIELD_ORDER: Array<keyof FormInput> = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'cardNumber',
  'expiryDate',
  'cvv',
  'billingZip',
];

const EMPTY: FormInput = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  billingZip: '',
};

/** Columns of six a field spans on phones and on wider screens. */
const span = (xs: number, sm: number) => ({ gridColumn: { xs: `span ${xs}`, sm: `span ${sm}` } });

const underField = (message: string) => (message === VALIDATION_MESSAGES.cardMissing ? 'Required' : message);

/** Flattens react-hook-form's errors into the `{message, errors}` shape the contracts' toast rule reads. */
export function validationSummary(errors: FieldErrors<FormInput>) {
  const list: Record<string, string> = {};
  for (const field of FIELD_ORDER) {
    const message = errors[field]?.message;
    if (typeof message === 'string') list[field] = message;
  }
  return { message: Object.values(list)[0] ?? '', errors: list };
}

/** The §2 card form of the payment window, with the §5 formatting and validation toasts. */
export function CardPaymentForm({
  query,
  onPaid,
}: {
  query: SquarePaymentQuery;
  onPaid: (result: SquarePaymentResponse) => void;
}) {
  const { toast, dismiss } = useToast();
  const [pay, { isLoading }] = useSquarePaymentMutation();
  // One key per charge attempt: a resubmit after a lost answer is recognised by the server instead of
  // charging twice; a definite answer (approved or declined) ends the attempt.
  const attemptKey = useRef(newIdempotencyKey());
  const { control, handleSubmit } = useForm<FormInput>({
    resolver: yupResolver(cardPaymentSchema) as never,
    defaultValues: EMPTY,
  });

  const onInvalid = (errors: FieldErrors<FormInput>) => {
    toast({ ...cardPaymentToast(validationSummary(errors)), variant: 'destructive' });
  };

  const onValid = async (values: FormInput) => {
    // One toast at a time (§9): the result must replace "Processing...", not queue behind it.
    const processing = toast({ title: PAYMENT_MESSAGES.processingTitle, description: PAYMENT_MESSAGES.processing });
    try {
      const result = await pay(toSquarePaymentRequest(values, query, attemptKey.current))
        .unwrap()
        .finally(() => dismiss(processing));
      attemptKey.current = newIdempotencyKey();
      if (!result.success) {
        toast({
          title: PAYMENT_MESSAGES.failedTitle,
          description: result.message || PAYMENT_MESSAGES.failedDefault,
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: PAYMENT_MESSAGES.successTitle,
        description: PAYMENT_MESSAGES.success(query.serviceName),
        variant: 'success',
      });
      onPaid(result);
    } catch (error) {
      if (typeof (error as { status?: unknown }).status === 'number') attemptKey.current = newIdempotencyKey();
      toast({ title: PAYMENT_MESSAGES.failedTitle, description: paymentFailureText(error), variant: 'destructive' });
    }
  };

  const field = { control, required: true, errorText: underField } as const;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        aria-label="Card payment"
        onSubmit={handleSubmit(onValid, onInvalid)}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' }}
      >
        <Typography variant="h6" component="h2" sx={{ gridColumn: '1 / -1' }}>
          Contact information
        </Typography>
        <FormattedField {...field} name="email" label="Email" type="email" autoComplete="email" sx={span(6, 6)} />
        <FormattedField {...field} name="firstName" label="First name" autoComplete="given-name" sx={span(6, 3)} />
        <FormattedField {...field} name="lastName" label="Last name" autoComplete="family-name" sx={span(6, 3)} />
        <FormattedField
          control={control}
          name="phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          sx={span(6, 6)}
        />
        <Typography variant="h6" component="h2" sx={{ gridColumn: '1 / -1', mt: 1 }}>
          Card details
        </Typography>
        <FormattedField
          {...field}
          name="cardNumber"
          label="Card number"
          format={formatCardNumber}
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 19 } }}
          sx={span(6, 6)}
        />
        <FormattedField
          {...field}
          name="expiryDate"
          label="Expiry (MM/YY)"
          format={formatExpiry}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
          sx={span(3, 2)}
        />
        <FormattedField
          {...field}
          name="cvv"
          label="CVV"
          format={formatCvv}
          autoComplete="cc-csc"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          sx={span(3, 2)}
        />
        <FormattedField
          {...field}
          name="billingZip"
          label="Billing ZIP"
          format={formatZip}
          autoComplete="postal-code"
          slotProps={{ htmlInput: { maxLength: 10 } }}
          sx={span(6, 2)}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<Lock />}
          disabled={isLoading}
          sx={{ gridColumn: '1 / -1', py: 1.5 }}
        >
          {isLoading ? 'Processing...' : `Pay $${query.price}`}
        </Button>
      </Box>
    </Paper>
  );
}
