import { memo, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QrCode2 from '@mui/icons-material/QrCode2';
import {
  BOOKING_MESSAGES,
  businessDate,
  FORM_TOASTS,
  HELD_BOOKING_TEXT,
  markMissingVideoPlatform,
  canonicalPaymentMethod,
  isPaymentMethodId,
  isSlotBookable,
  isSlotPast,
  offeredVideoPlatforms,
  PSYCHIC_SERVICES,
  type BookingDto,
  type PsychicServiceDto,
  type TimeSlotDto,
  WAITLIST_MESSAGES,
} from '@app/contracts';
import {
  useBrandSettings,
  useCouponState,
  useCreateBooking,
  useNow,
  useSchemaForm,
  useToast,
  useWaitlistSlotLink,
  WaitlistButton,
  WaitlistLeaveDialog,
  type ApiError,
  prefetchZelleQrProps,
  ZelleQrDialogRemote,
} from '@app/web-kit';
import { useGetPsychicServicesQuery } from '../services/psychicServicesApi';
import { BookingSummary } from './BookingSummary';
import { EMPTY_READING_FORM } from './bookingFormTypes';
import { LunarCouponField } from './LunarCouponField';
import { ReadingDetailsFields } from './ReadingDetailsFields';
import { ServicePicker } from './ServicePicker';
import { StepCard } from './StepCard';
import { TimeSlotPicker } from './TimeSlotPicker';
import { useCreateReadingBookingMutation, useGetLunarTimeSlotsQuery } from './bookingApi';
import { useJoinWaitlistMutation } from '../waitlist/waitlistApi';

export interface BookedReading {
  booking: BookingDto;
  service: PsychicServiceDto;
}

type LunarBookingFormProps = { onBooked: (booked: BookedReading) => void };

function useReadingForm() {
  // Plain strings, cast by the schema (§5; an empty video platform marked on its own field), which yup brings later.
  const schema = () => import('./readingSchema').then((m) => m.bookingFormSchema);
  return useSchemaForm(schema, { defaultValues: EMPTY_READING_FORM, refine: markMissingVideoPlatform });
}

/**
 * The /lunar-booking flow: reading, time, details; the §5 toasts; POST /api/bookings. react-hook-form re-renders the
 * component calling useForm synchronously right after it mounts (`isReady`, set in a layout effect; commit-lanes.mjs
 * shows the Sync lane): that is this holder, and the body, memoised on the (stable) form, bails out.
 */
export function LunarBookingForm({ onBooked }: LunarBookingFormProps) {
  const form = useReadingForm();
  return <ReadingFormBody form={form} onBooked={onBooked} />;
}

const ReadingFormBody = memo(function ReadingFormBody({
  form,
  onBooked,
}: LunarBookingFormProps & { form: ReturnType<typeof useReadingForm> }) {
  const { toast } = useToast();
  const now = useNow();
  const [params] = useSearchParams();
  const services = useGetPsychicServicesQuery(undefined, { refetchOnMountOrArgChange: true });
  const slots = useGetLunarTimeSlotsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [createBooking] = useCreateReadingBookingMutation();
  const [slot, setSlot] = useState<TimeSlotDto | undefined>();
  const [qrOpen, setQrOpen] = useState(false);
  const coupon = useCouponState();

  const { register, control, handleSubmit, setValue, reset } = form;
  const { errors } = useFormState({ control });
  const { submit: book, isSubmitting: submitting } = useCreateBooking({
    create: createBooking,
    toasts: {
      booked: { title: BOOKING_MESSAGES.confirmedTitle, description: BOOKING_MESSAGES.successDescription },
      // A card booking is only held until paid: no "confirmed" toast, no promise of a confirmation e-mail yet.
      held: { title: 'Reading Held', description: HELD_BOOKING_TEXT },
      failedTitle: BOOKING_MESSAGES.failedTitle,
      failedFallback: BOOKING_MESSAGES.failedFallback.lunar,
    },
    form,
    onFailure: coupon.refused,
    onSlotTaken: () => {
      chooseSlot(undefined);
      void slots.refetch();
    },
  });
  const [serviceId, delivery, paymentMethod] = useWatch({
    control,
    name: ['serviceId', 'deliveryPreference', 'paymentMethod'],
  });
  // The catalogue as built (the list the API serves) until the API answers: the readings are in the server's
  // HTML and can be chosen on a slow connection; the server prices the booking either way.
  const catalogue = services.data ?? PSYCHIC_SERVICES;
  const service = catalogue.find((s) => s.id === serviceId);

  // /lunar-booking?service=…&payment=… from a service card preselects both (payment=card is the card), once per
  // address: the API's list arriving later must not undo a reading the visitor picked meanwhile. A reading the
  // built catalogue lacks waits for the API's list, which may know it.
  const preselected = useRef<string | null>(null);
  useEffect(() => {
    const key = params.toString();
    if (preselected.current === key) return;
    const wanted = params.get('service');
    const known = wanted !== null && catalogue.some((s) => s.id === wanted);
    if (wanted && !known && !services.data) return;
    preselected.current = key;
    if (wanted && known) setValue('serviceId', wanted);
    const payment = params.get('payment');
    if (isPaymentMethodId(payment)) setValue('paymentMethod', canonicalPaymentMethod(payment));
  }, [params, catalogue, services.data, setValue]);

  // DESIGN §3 "Meetings": only platforms with a real Lunar Light room are offered; none → no video calls.
  const brand = useBrandSettings('lunar');
  const videoPlatforms = useMemo(() => offeredVideoPlatforms(brand), [brand]);
  useEffect(() => {
    if (videoPlatforms.length === 0 && delivery === 'video-call') setValue('deliveryPreference', 'chat');
    // One room: nothing to choose, so the platform is that one.
    if (delivery === 'video-call' && videoPlatforms.length === 1) setValue('videoPlatform', videoPlatforms[0]);
  }, [videoPlatforms, delivery, setValue]);

  const chooseSlot = (next: TimeSlotDto | undefined) => {
    setSlot(next);
    setValue('timeSlotId', next?.id ?? '');
  };

  const onSlotSelect = (s: TimeSlotDto) => {
    if (isSlotPast(s, new Date())) {
      toast({ title: BOOKING_MESSAGES.slotPastTitle, description: BOOKING_MESSAGES.slotPast, variant: 'destructive' });
      void slots.refetch();
      return;
    }
    chooseSlot(s);
  };

  // A waitlist e-mail's link (issue 33): the freed time chosen if still free, else the page says it was taken.
  const offered = useMemo(() => (slots.data ?? []).filter((s) => isSlotBookable(s, now)), [slots.data, now]);
  const link = useWaitlistSlotLink(offered, slots.isLoading, onSlotSelect);
  const [joinWaitlist] = useJoinWaitlistMutation();

  const onValid = handleSubmit(async (values) => {
    if (!service) return;
    const booking = await book(values);
    if (!booking) return;
    reset(EMPTY_READING_FORM);
    chooseSlot(undefined);
    onBooked({ booking, service });
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!service) return; // §5: no service, no submit (the button is disabled too).
    if (!slot) {
      toast({ ...FORM_TOASTS.timeSlotRequired, variant: 'destructive' });
      return;
    }
    if (isSlotPast(slot, new Date())) {
      chooseSlot(undefined);
      onSlotSelect(slot);
      return;
    }
    void onValid(e);
  };

  const openQr = () => {
    if (!service) toast({ ...FORM_TOASTS.selectServiceForQr, variant: 'destructive' });
    else setQrOpen(true);
  };

  const servicesError = services.isError
    ? ((services.error as ApiError | undefined)?.message ?? 'Request failed')
    : null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Book a reading"
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <StepCard numeral="I" title="Choose Your Reading" id="step-service">
        <ServicePicker
          services={catalogue}
          isLoading={services.isLoading}
          errorMessage={servicesError}
          onRetry={() => void services.refetch()}
          value={serviceId}
          onChange={(id) => setValue('serviceId', id, { shouldValidate: !!errors.serviceId })}
          labelledBy="step-service"
        />
      </StepCard>
      {/* minmax(0, …): the scrolling row of days must not widen its column past the screen. */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <StepCard numeral="II" title="Choose a Date & Time" id="step-time" sticky revealOn={serviceId || null}>
          {link.taken && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="waitlist-slot-taken">
              {WAITLIST_MESSAGES.slotTaken}
            </Alert>
          )}
          <TimeSlotPicker
            slots={slots.data}
            isLoading={slots.isLoading}
            isError={slots.isError}
            onRetry={() => void slots.refetch()}
            now={now}
            value={slot?.id ?? ''}
            onSelect={onSlotSelect}
            waitlist={(day) => (
              <WaitlistButton
                brand="lunar"
                today={businessDate(now)}
                day={day}
                join={(values) => joinWaitlist(values).unwrap()}
              />
            )}
          />
          <WaitlistLeaveDialog />
        </StepCard>
        <StepCard numeral="III" title="Your Details" id="step-details" revealOn={slot?.id}>
          <ReadingDetailsFields
            register={register}
            control={control}
            errors={errors}
            delivery={delivery}
            paymentMethod={paymentMethod}
            videoPlatforms={videoPlatforms}
          />
          <Box sx={{ mt: 3, display: 'grid', gap: 2 }}>
            <LunarCouponField control={control} serviceId={service?.id} coupon={coupon} disabled={submitting} />
            <BookingSummary service={service} slot={slot} quote={coupon.quote} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button
                variant="outlined"
                startIcon={<QrCode2 />}
                onClick={openQr}
                {...prefetchZelleQrProps}
                sx={{ borderRadius: 999 }}
              >
                Pay with Zelle QR
              </Button>
              <Button
                type="submit"
                variant="contained"
                color="secondary"
                size="large"
                disabled={!service || submitting}
                sx={{ borderRadius: 999, px: 4, flexGrow: 1 }}
              >
                {submitting ? 'Booking...' : 'Book My Reading'}
              </Button>
            </Stack>
            {!service && (
              <Typography variant="body2" color="text.secondary">
                Choose a reading above to continue.
              </Typography>
            )}
          </Box>
        </StepCard>
      </Box>
      {service && (
        <ZelleQrDialogRemote
          brand="lunar"
          open={qrOpen}
          onClose={() => setQrOpen(false)}
          serviceName={service.name}
          amount={coupon.quote?.totalCents ?? service.price}
        />
      )}
    </Box>
  );
});
