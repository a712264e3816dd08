import { useEffect, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import {
  CHECKOUT_REDIRECT_MS,
  PAYMENT_MESSAGES,
  VALIDATION_MESSAGES,
  centsToDollars,
  paymentReceivedHeadline,
  type PaymentConfigDto,
} from '@app/contracts';
import { errorText, useCouponState, useSchemaForm, useToast } from '@app/web-kit';
import { SandboxCardFields } from '../card/SandboxCardFields';
import { SquareCardField, type SquareCardHandle } from '../card/SquareCardField';
import { successPathFor } from '../card/paymentOrder';
import { FormattedField } from '../shared/FormattedField';
import { OrderSummary } from '../shared/OrderSummary';
import { QuoteSummary } from '../shared/QuoteSummary';
import { TwoColumns } from '../shared/PaymentPageLayout';
import { useCreatePaymentMutation, usePaymentQuoteQuery } from '../shared/paymentsApi';
import { paymentFailureToast } from '../shared/paymentFailureToast';
import { newIdempotencyKey } from '../shared/idempotencyKey';
import { useCoachingServicesQuery, useCoachingSlotsQuery, useCreateBookingMutation } from './checkoutApi';
import {
  EMPTY_CHECKOUT,
  checkoutServiceId,
  heldOrderOf,
  invalidToast,
  sandboxCard,
  toCreatePayment,
  type CheckoutInput,
  type HeldOrder,
} from './checkoutForm';
import { CheckoutCoupon, discountLine } from './CheckoutCoupon';
import { SlotSelect, slotLabel } from './SlotSelect';
import { useLinkedService } from './useLinkedService';

/** Full width on phones, half on wider screens. */
const wide = { gridColumn: { xs: '1 / -1', sm: 'auto' } } as const;
const full = { gridColumn: '1 / -1' } as const;

const required = (message: string) => (message === VALIDATION_MESSAGES.checkoutMissing ? 'Required' : message);

interface Props {
  /** The booking of the link (already quoted by the page), if any. */
  bookingId?: string;
  /** A `?service=` of the link (id, §3 checkout id or name): preselected when a new booking is made here. */
  initialService?: string | null;
  square?: PaymentConfigDto['square'];
}

/**
 * /checkout (issue 13): pays a booking the server holds. With `?booking=` that booking is quoted and shown
 * read-only; without it the visitor picks a coaching service and a free time, the server books it as a card
 * booking (slot held 15 minutes), and the same submit pays it. The card goes through the same gateway as the
 * card window: our sandbox fields, or Square's tokenized fields.
 */
export function CheckoutForm({ bookingId: linkedBookingId, initialService, square }: Props) {
  const { toast, dismiss } = useToast();
  const navigate = useNavigate();
  // Once a booking exists (from the link, or made by the first submit) every retry pays that one booking.
  const [bookingId, setBookingId] = useState(linkedBookingId);
  const quote = usePaymentQuoteQuery(bookingId ? { bookingId } : skipToken);
  const newBooking = !bookingId;
  const services = useCoachingServicesQuery(newBooking ? undefined : skipToken);
  const slots = useCoachingSlotsQuery(newBooking ? undefined : skipToken);
  const [createBooking, booking] = useCreateBookingMutation();
  const [createPayment, payment] = useCreatePaymentMutation();
  const [paid, setPaid] = useState(false);
  const coupon = useCouponState();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const squareCard = useRef<SquareCardHandle>(null);
  // A resubmit after a lost answer must not pay twice (the server recognises the key).
  const attemptKey = useRef(newIdempotencyKey());
  useEffect(() => () => clearTimeout(redirect.current), []);

  const linkedServiceId = checkoutServiceId(initialService, []);
  const { control, handleSubmit, watch, getValues, setValue } = useSchemaForm<CheckoutInput, CheckoutInput>(
    // The schema and yup load for the first validation (a submit), not with the page.
    () => import('./checkoutSchema').then((m) => m.checkoutSchema({ newBooking, sandboxCard: !square })),
    { defaultValues: { ...EMPTY_CHECKOUT, serviceId: linkedServiceId } },
  );
  useLinkedService(initialService, services.data, { getValues, setValue });
  const activeServices = (services.data ?? []).filter((s) => s.isActive);
  const chosenService = activeServices.find((s) => s.id === watch('serviceId'));
  const chosenSlot = slots.data?.find((s) => s.id === watch('timeSlotId'));
  // The server's numbers only: the quoted booking's amount, else the code's quote, else the catalogue price.
  const amountCents = quote.data?.amountCents ?? coupon.quote?.totalCents ?? chosenService?.price ?? null;
  const busy = booking.isLoading || payment.isLoading;

  const onInvalid = (errors: FieldErrors<CheckoutInput>) => toast(invalidToast(errors));

  /** Square's token, or null (reported) when Square refuses the card: then no booking is made either. */
  const tokenize = async (): Promise<string | null | undefined> => {
    if (!square) return undefined;
    const result = await squareCard.current?.tokenize();
    if (result?.status === 'OK' && result.token) return result.token;
    toast({
      title: 'Please check your card',
      description: result?.errors?.[0]?.message ?? VALIDATION_MESSAGES.cardMissing,
      variant: 'destructive',
    });
    return null;
  };

  /** The booking to pay: the one we have, or a new card booking through POST /api/bookings. */
  const heldOrder = async (values: CheckoutInput): Promise<HeldOrder | null> => {
    if (quote.data?.bookingId) return heldOrderOf(quote.data);
    try {
      const created = await createBooking({
        fullName: values.name.trim(),
        email: values.email.trim(),
        serviceId: values.serviceId,
        timeSlotId: values.timeSlotId,
        paymentMethod: 'credit-card',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        couponCode: values.couponCode || undefined,
      }).unwrap();
      setBookingId(created.id);
      const name = activeServices.find((s) => s.id === created.serviceId)?.name ?? created.serviceId;
      return { bookingId: created.id, serviceId: created.serviceId, serviceName: name, amountCents: created.amount };
    } catch (error) {
      coupon.refused(error);
      toast({
        title: 'Booking Failed',
        description: errorText(error, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
      void slots.refetch();
      return null;
    }
  };

  const onValid = async (values: CheckoutInput) => {
    const sourceId = await tokenize();
    if (sourceId === null) return;
    const order = await heldOrder(values);
    if (!order) return;
    // One toast at a time (§9): the result must replace "Processing...", not queue behind it.
    const processing = toast({ title: PAYMENT_MESSAGES.processingTitle, description: PAYMENT_MESSAGES.processing });
    try {
      const card = sourceId ? undefined : sandboxCard(values);
      const result = await createPayment(
        toCreatePayment(order, values, { card, sourceId, idempotencyKey: attemptKey.current }),
      )
        .unwrap()
        .finally(() => dismiss(processing));
      attemptKey.current = newIdempotencyKey();
      if (result.checkoutUrl) {
        // The card provider's hosted checkout takes over from here.
        window.location.assign(result.checkoutUrl);
        return;
      }
      setPaid(true);
      toast({
        title: PAYMENT_MESSAGES.successTitle,
        description: `${paymentReceivedHeadline('booking', order.serviceName, order.amountCents)}.`,
        variant: 'success',
      });
      redirect.current = setTimeout(() => void navigate(successPathFor(result.paymentId)), CHECKOUT_REDIRECT_MS);
    } catch (error) {
      if (typeof (error as { status?: unknown }).status === 'number') attemptKey.current = newIdempotencyKey();
      toast({ ...paymentFailureToast(error), variant: 'destructive' });
      // The booking stays held and its summary shows the hold (a booking made by this submit is quoted once
      // bookingId is set); a quoted one is asked again, as the server may have released it meanwhile.
      if (quote.data) void quote.refetch();
    }
  };

  const summary = quote.data ? (
    <QuoteSummary quote={quote.data} onHoldLapse={() => void quote.refetch()} />
  ) : (
    <OrderSummary
      serviceName={chosenService?.name ?? 'Choose a service'}
      dollars={amountCents === null ? null : centsToDollars(amountCents)}
      lines={[
        ...(chosenSlot ? [['Time', slotLabel(chosenSlot)] as [string, string]] : []),
        ...(coupon.quote?.discountCents ? [discountLine(coupon.quote)] : []),
      ]}
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
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}
        >
          <Typography variant="h6" component="h2" sx={full}>
            Your order
          </Typography>
          {newBooking ? (
            <>
              <FormattedField
                control={control}
                name="serviceId"
                label="Service"
                select
                required
                errorText={required}
                sx={wide}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">
                  {services.isLoading
                    ? 'Loading services...'
                    : services.isError
                      ? 'Error loading services'
                      : 'Select a service'}
                </option>
                {activeServices.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name} — ${centsToDollars(s.price)}
                  </option>
                ))}
              </FormattedField>
              <SlotSelect
                control={control}
                slots={slots.data ?? []}
                loading={slots.isLoading}
                failed={slots.isError}
                errorText={required}
              />
              <CheckoutCoupon control={control} serviceId={chosenService?.id} coupon={coupon} disabled={busy} />
              <Typography variant="body2" color="text.secondary" sx={full}>
                Paying books this time for you; it is held for 15 minutes while the payment goes through.
              </Typography>
            </>
          ) : (
            <Typography sx={full} data-testid="checkout-order">
              {quote.data ? `${quote.data.description} — $${centsToDollars(quote.data.amountCents)}` : 'Your booking'}
            </Typography>
          )}
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
          {square ? (
            <SquareCardField ref={squareCard} square={square} />
          ) : (
            <SandboxCardFields
              control={control}
              errorText={required}
              names={{ cardNumber: 'cardNumber', expiry: 'expiry', cvv: 'cvv', billingZip: 'billingZip' }}
              layout={{ cardNumber: full, expiry: {}, cvv: {}, billingZip: full }}
            />
          )}
          {paid && (
            <Alert severity="success" sx={full} role="status">
              Payment received. Taking you to your receipt…
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<Lock />}
            disabled={busy || paid}
            sx={{ gridColumn: '1 / -1', py: 1.5 }}
          >
            {busy ? 'Processing...' : amountCents !== null ? `Pay $${centsToDollars(amountCents)}` : 'Pay Now'}
          </Button>
        </Box>
      </Paper>
    </TwoColumns>
  );
}
