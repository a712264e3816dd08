import { useState, type MouseEvent } from 'react';
import { useWatch } from 'react-hook-form';
import {
  BOOKING_MESSAGES,
  FORM_TOASTS,
  dateHeading,
  type BookingDto,
  type ServiceDto,
  type TimeSlotDto,
} from '@app/contracts';
import { useCouponState, useCreateBooking, usePaymentLauncher, useSchemaForm, useToast } from '@app/web-kit';
import { HELD_TOAST, type BookingOutcomeInfo } from '../booking-shared/bookingOutcome';
import { useCreateBookingMutation } from '../booking-shared/bookingsApi';
import { squarePaymentUrl } from '../booking-shared/squarePaymentUrl';
import {
  COACHING_PAGE_DEFAULTS,
  coachingPageValidation,
  isMissingRequired,
  type CoachingPageFormInput,
  type CoachingPageFormValues,
} from './coachingPageForm';

/** The /booking page's form, held by the component that shows the page (BookingFlow says why). */
export function useCoachingPageForm() {
  return useSchemaForm(() => coachingPageValidation.load(), { defaultValues: COACHING_PAGE_DEFAULTS });
}

/** The form with web-kit's server-error helper (what the steps get is the plain CoachingPageForm). */
export type CoachingPageSchemaForm = ReturnType<typeof useCoachingPageForm>;

/** The /booking page's state: service → slot → information, then either Confirm Booking or the card pay panel. */
export function useCoachingPageBooking(form: CoachingPageSchemaForm, services: readonly ServiceDto[], today: string) {
  const [slot, setSlot] = useState<TimeSlotDto | null>(null);
  const [outcome, setOutcome] = useState<BookingOutcomeInfo | null>(null);
  const [lastValues, setLastValues] = useState<CoachingPageFormInput | null>(null);
  const [createBooking] = useCreateBookingMutation();
  const coupon = useCouponState();
  const { toast } = useToast();
  const launchPayment = usePaymentLauncher('coaching');
  const { submit: create, isSubmitting } = useCreateBooking({
    create: createBooking,
    toasts: {
      booked: { title: BOOKING_MESSAGES.confirmedTitle, description: BOOKING_MESSAGES.successDescription },
      held: HELD_TOAST,
      failedTitle: BOOKING_MESSAGES.failedTitle,
      failedFallback: BOOKING_MESSAGES.failedFallback.coachingPage,
    },
    form,
    onFailure: coupon.refused,
    onSlotTaken: () => {
      setSlot(null);
      form.setValue('timeSlotId', '');
    },
  });
  const serviceId = useWatch({ control: form.control, name: 'serviceId' });
  const service = services.find((s) => s.id === serviceId);

  const chooseService = (id: string) => {
    form.setValue('serviceId', id, { shouldValidate: form.formState.isSubmitted });
  };
  const chooseSlot = (next: TimeSlotDto) => {
    setSlot(next);
    form.setValue('timeSlotId', next.id, { shouldValidate: form.formState.isSubmitted });
  };

  /** The booking exists: show what it really is, and clear the selections and the form (§4). */
  const showOutcome = (booking: BookingDto, bookedSlot: TimeSlotDto | null) => {
    setOutcome({
      booking,
      serviceName: services.find((s) => s.id === booking.serviceId)?.name ?? 'Your session',
      when: bookedSlot ? `${dateHeading(bookedSlot.date, today)} at ${bookedSlot.time} ET` : '',
    });
    setLastValues(form.getValues());
    form.reset(COACHING_PAGE_DEFAULTS);
    setSlot(null);
  };

  /** §5 checks (Missing Information first, then the schema), then POST /api/bookings with its toasts. */
  const book = async (): Promise<BookingDto | null> => {
    if (isMissingRequired(form.getValues())) {
      toast({ ...FORM_TOASTS.coachingPageMissing, variant: 'destructive' });
      void form.trigger();
      return null;
    }
    let values: CoachingPageFormValues | null = null;
    await form.handleSubmit((valid) => {
      values = valid;
    })();
    return values ? create(values) : null;
  };

  /** Confirm Booking (off-site methods): confirmed at once, payment awaiting; the method's link opens. */
  const confirm = async () => {
    const bookedSlot = slot;
    const booking = await book();
    if (!booking) return;
    const serviceName = services.find((s) => s.id === booking.serviceId)?.name;
    if (booking.paymentMethod) {
      void launchPayment({
        method: booking.paymentMethod,
        serviceName,
        serviceId: booking.serviceId,
        priceCents: booking.amount,
        bookingId: booking.id,
      });
    }
    showOutcome(booking, bookedSlot);
  };

  /** The pay panel's link: hold the slot first (a pending_payment booking), then open the card window for it. */
  const payByCard = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const bookedSlot = slot;
    const booking = await book();
    if (!booking) return;
    const url = squarePaymentUrl({
      serviceId: booking.serviceId,
      serviceName: service?.name ?? 'Coaching Session',
      priceCents: booking.amount,
      bookingId: booking.id,
    });
    // A blocked pop-up is fine: the held notice offers "Pay now" for the same booking.
    window.open(url, '_blank');
    showOutcome(booking, bookedSlot);
  };

  /** After a released hold: the details come back, only the time is to choose again. */
  const chooseAnotherTime = () => {
    if (lastValues) form.reset({ ...lastValues, timeSlotId: '' });
    setOutcome(null);
  };

  return {
    form,
    service,
    slot,
    chooseService,
    chooseSlot,
    confirm,
    payByCard,
    outcome,
    dismissOutcome: () => setOutcome(null),
    chooseAnotherTime,
    isSubmitting,
    coupon,
  };
}
