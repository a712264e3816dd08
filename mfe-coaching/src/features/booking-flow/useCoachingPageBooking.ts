import { useState, type MouseEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  BOOKING_MESSAGES,
  FORM_TOASTS,
  dateHeading,
  type BookingDto,
  type CoachingPageBookingValues,
  type ServiceDto,
  type TimeSlotDto,
} from '@app/contracts';
import { serverMessage, useToast } from '@app/web-kit';
import { applyServerFieldErrors } from '../booking/applyServerFieldErrors';
import { HELD_TOAST, type BookingOutcomeInfo } from '../booking/bookingOutcome';
import { useCreateBookingMutation } from '../booking/bookingsApi';
import { launchCoachingPayment } from '../booking/paymentLauncher';
import { squarePaymentUrl } from '../booking/squarePaymentUrl';
import {
  COACHING_PAGE_DEFAULTS,
  coachingPageResolver,
  isMissingRequired,
  type CoachingPageFormInput,
} from './coachingPageForm';

export const BOOKING_CONFIRMED_TOAST_MS = 8000;

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** The /booking page's state: service → slot → information, then either Confirm Booking or the card pay panel. */
export function useCoachingPageBooking(services: readonly ServiceDto[], today: string) {
  const form = useForm<CoachingPageFormInput>({
    resolver: coachingPageResolver,
    defaultValues: COACHING_PAGE_DEFAULTS,
  });
  const [slot, setSlot] = useState<TimeSlotDto | null>(null);
  const [outcome, setOutcome] = useState<BookingOutcomeInfo | null>(null);
  const [lastValues, setLastValues] = useState<CoachingPageFormInput | null>(null);
  const [createBooking, { isLoading }] = useCreateBookingMutation();
  const { toast } = useToast();
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

  /** §5 checks (Missing Information first, then the schema), then POST /api/bookings. */
  const book = async (): Promise<BookingDto | null> => {
    if (isMissingRequired(form.getValues())) {
      toast({ ...FORM_TOASTS.coachingPageMissing, variant: 'destructive' });
      void form.trigger();
      return null;
    }
    let values: CoachingPageBookingValues | null = null;
    await form.handleSubmit((v) => {
      values = v as unknown as CoachingPageBookingValues;
    })();
    if (!values) return null;
    try {
      return await createBooking({ ...(values as CoachingPageBookingValues), timeZone: browserTimeZone() }).unwrap();
    } catch (err) {
      if ((err as { status?: number }).status === 409) {
        setSlot(null);
        form.setValue('timeSlotId', '');
      }
      applyServerFieldErrors(err, Object.keys(COACHING_PAGE_DEFAULTS), form.setError);
      toast({
        title: BOOKING_MESSAGES.failedTitle,
        description: serverMessage(err, BOOKING_MESSAGES.failedFallback.coachingPage),
        variant: 'destructive',
      });
      return null;
    }
  };

  /** Confirm Booking (off-site methods): confirmed at once, payment awaiting; the method's link opens. */
  const confirm = async () => {
    const bookedSlot = slot;
    const booking = await book();
    if (!booking) return;
    toast({
      title: BOOKING_MESSAGES.confirmedTitle,
      description: BOOKING_MESSAGES.successDescription,
      variant: 'success',
      duration: BOOKING_CONFIRMED_TOAST_MS,
    });
    const serviceName = services.find((s) => s.id === booking.serviceId)?.name;
    if (booking.paymentMethod) {
      void launchCoachingPayment({
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
    toast({ ...HELD_TOAST, variant: 'info', duration: BOOKING_CONFIRMED_TOAST_MS });
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
    isSubmitting: isLoading,
  };
}
