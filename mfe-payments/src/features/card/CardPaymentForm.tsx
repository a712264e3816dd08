import { useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { string } from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import {
  PAYMENT_MESSAGES,
  VALIDATION_MESSAGES,
  cardPaymentSchema,
  centsToDollars,
  paymentReceivedHeadline,
  cardPaymentToast,
  toSquarePaymentRequest,
  type CardPaymentFormValues,
  type OrderPurpose,
  type PaymentConfigDto,
  type SquarePaymentRequest,
  type SquarePaymentQuery,
  type SquarePaymentResponse,
} from '@app/contracts';
import { useSchemaForm, useToast } from '@app/web-kit';
import { FormattedField } from '../shared/FormattedField';
import { useSquarePaymentMutation } from '../shared/paymentsApi';
import { declinedToast, paymentFailureToast } from '../shared/paymentFailureToast';
import { newIdempotencyKey } from '../shared/idempotencyKey';
import { SandboxCardFields } from './SandboxCardFields';
import { SquareCardField, type SquareCardHandle } from './SquareCardField';

export type CardFormInput = Required<Omit<CardPaymentFormValues, 'phone'>> & { phone: string };
type FormInput = CardFormInput;

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

/**
 * With Square's fields the form itself only checks the customer: the card inputs are not shown and pass through as
 * typed (empty), so both schemas give the submit handler the same values.
 */
const contactSchema = cardPaymentSchema.shape({
  cardNumber: string().default(''),
  expiryDate: string().default(''),
  cvv: string().default(''),
  billingZip: string().default(''),
});

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

/**
 * The §2 card form of the payment window, with the §5 formatting and validation toasts. It pays the order the
 * server quoted: `query` and `amountCents` come from the quote, never from the page's URL.
 */
export function CardPaymentForm({
  query,
  amountCents,
  purpose,
  onPaid,
  square,
}: {
  query: SquarePaymentQuery;
  amountCents: number;
  purpose: OrderPurpose;
  /** `email` is where the server sends the receipt. */
  onPaid: (result: SquarePaymentResponse, email: string) => void;
  /** Set when the server uses the square provider: Square's fields replace ours and only a token is posted. */
  square?: PaymentConfigDto['square'];
}) {
  const { toast, dismiss } = useToast();
  const [pay, { isLoading }] = useSquarePaymentMutation();
  // One key per charge attempt: a resubmit after a lost answer is recognised by the server instead of
  // charging twice; a definite answer (approved or declined) ends the attempt.
  const attemptKey = useRef(newIdempotencyKey());
  const squareCard = useRef<SquareCardHandle>(null);
  const { control, handleSubmit } = useSchemaForm<FormInput, CardPaymentFormValues>(
    square ? contactSchema : cardPaymentSchema,
    { defaultValues: EMPTY },
  );

  const onInvalid = (errors: FieldErrors<FormInput>) => {
    toast({ ...cardPaymentToast(validationSummary(errors)), variant: 'destructive' });
  };

  /** The request body: our card fields (sandbox), or Square's token in place of any card data. */
  const buildRequest = async (values: CardPaymentFormValues): Promise<SquarePaymentRequest | null> => {
    const request = toSquarePaymentRequest(values, query, attemptKey.current);
    if (!square) return request;
    const tokenized = await squareCard.current?.tokenize();
    if (tokenized?.status !== 'OK' || !tokenized.token) {
      const description = tokenized?.errors?.[0]?.message ?? VALIDATION_MESSAGES.cardMissing;
      toast({ title: 'Please check your card', description, variant: 'destructive' });
      return null;
    }
    const { card: _typedCard, ...rest } = request;
    return { ...rest, sourceId: tokenized.token };
  };

  const onValid = async (values: CardPaymentFormValues) => {
    const request = await buildRequest(values);
    if (!request) return;
    // One toast at a time (§9): the result must replace "Processing...", not queue behind it.
    const processing = toast({ title: PAYMENT_MESSAGES.processingTitle, description: PAYMENT_MESSAGES.processing });
    try {
      const result = await pay(request)
        .unwrap()
        .finally(() => dismiss(processing));
      attemptKey.current = newIdempotencyKey();
      if (!result.success) {
        toast({ ...declinedToast(result.message), variant: 'destructive' });
        return;
      }
      // Not §8's "session has been booked": a general payment or a plan is no session (issue 13).
      toast({
        title: PAYMENT_MESSAGES.successTitle,
        description: `${paymentReceivedHeadline(purpose, query.serviceName, amountCents)}.`,
        variant: 'success',
      });
      onPaid(result, values.email.trim());
    } catch (error) {
      if (typeof (error as { status?: unknown }).status === 'number') attemptKey.current = newIdempotencyKey();
      toast({ ...paymentFailureToast(error), variant: 'destructive' });
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
        {square ? (
          <SquareCardField ref={squareCard} square={square} />
        ) : (
          <SandboxCardFields
            control={control}
            errorText={underField}
            names={{ cardNumber: 'cardNumber', expiry: 'expiryDate', cvv: 'cvv', billingZip: 'billingZip' }}
            layout={{ cardNumber: span(6, 6), expiry: span(3, 2), cvv: span(3, 2), billingZip: span(6, 2) }}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<Lock />}
          disabled={isLoading}
          sx={{ gridColumn: '1 / -1', py: 1.5 }}
        >
          {isLoading ? 'Processing...' : `Pay $${centsToDollars(amountCents)}`}
        </Button>
      </Box>
    </Paper>
  );
}
