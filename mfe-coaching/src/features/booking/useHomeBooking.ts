import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  BOOKING_MESSAGES,
  dateHeading,
  type BookingFormValues,
  type ServiceDto,
  type TimeSlotDto,
} from '@app/contracts';
import { serverMessage, useToast } from '@app/web-kit';
import { applyServerFieldErrors } from './applyServerFieldErrors';
import { useCreateBookingMutation } from './bookingsApi';
import { HELD_TOAST, type BookingOutcomeInfo } from './bookingOutcome';
import { HOME_BOOKING_DEFAULTS, homeBookingResolver, type HomeBookingFormValues } from './homeBookingForm';
import { launchCoachingPayment, preloadPaymentLauncher } from './paymentLauncher';

/** §8: the home page's success toast stays 8 s. */
export const BOOKING_SUCCESS_TOAST_MS = 8000;

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** State and submit logic of the home page's booking section (slot list on the left, details form on the right). */
export function useHomeBooking(services: readonly ServiceDto[], today: string) {
  const form = useForm<HomeBookingFormValues>({ resolver: homeBookingResolver, defaultValues: HOME_BOOKING_DEFAULTS });
  const [selectedSlot, setSelectedSlot] = useState<TimeSlotDto | null>(null);
  const [outcome, setOutcome] = useState<BookingOutcomeInfo | null>(null);
  const [lastValues, setLastValues] = useState<HomeBookingFormValues | null>(null);
  const [zelleQrOpen, setZelleQrOpen] = useState(false);
  const [createBooking, { isLoading }] = useCreateBookingMutation();
  const { toast } = useToast();

  useEffect(() => {
    preloadPaymentLauncher().catch(() => undefined);
  }, []);

  const selectSlot = (slot: TimeSlotDto) => {
    setSelectedSlot(slot);
    form.setValue('timeSlotId', slot.id, { shouldValidate: form.formState.isSubmitted });
  };

  const submit = form.handleSubmit(async (raw) => {
    const values = raw as unknown as BookingFormValues;
    const typed = form.getValues();
    const service = services.find((s) => s.id === values.serviceId);
    try {
      const booking = await createBooking({ ...values, timeZone: browserTimeZone() }).unwrap();
      const held = booking.status === 'pending_payment';
      // Held is not booked: the card booking's toast says what is left to do, never "successful".
      toast(
        held
          ? { ...HELD_TOAST, variant: 'info', duration: BOOKING_SUCCESS_TOAST_MS }
          : {
              title: BOOKING_MESSAGES.successTitle,
              description: BOOKING_MESSAGES.successDescription,
              variant: 'success',
              duration: BOOKING_SUCCESS_TOAST_MS,
            },
      );
      const serviceName = service?.name ?? 'Your session';
      if (booking.paymentMethod) {
        // The card window is opened for this very booking; off-site methods open their link or e-mail draft.
        void launchCoachingPayment({
          method: booking.paymentMethod,
          serviceId: booking.serviceId,
          serviceName,
          priceCents: booking.amount,
          bookingId: booking.id,
        }).then((launched) => {
          if (launched?.status === 'show-zelle-qr') setZelleQrOpen(true);
        });
      }
      setOutcome({
        booking,
        serviceName,
        when: selectedSlot ? `${dateHeading(selectedSlot.date, today)} at ${selectedSlot.time} ET` : '',
      });
      setLastValues(typed);
      // §4: after the booking is created the form resets, the selected slot clears and the slot list is refetched.
      form.reset(HOME_BOOKING_DEFAULTS);
      setSelectedSlot(null);
    } catch (err) {
      if ((err as { status?: number }).status === 409) {
        // Someone else took the slot: it disappears from the refetched list, so drop it here too.
        setSelectedSlot(null);
        form.setValue('timeSlotId', '');
      }
      applyServerFieldErrors(err, Object.keys(HOME_BOOKING_DEFAULTS), form.setError);
      toast({
        title: BOOKING_MESSAGES.failedTitle,
        description: serverMessage(err, BOOKING_MESSAGES.failedFallback.home),
        variant: 'destructive',
      });
    }
  });

  /** After a released hold: the details come back, only the time is to choose again. */
  const chooseAnotherTime = () => {
    if (lastValues) form.reset({ ...lastValues, timeSlotId: '' });
    setOutcome(null);
  };

  return {
    form,
    selectedSlot,
    selectSlot,
    submit,
    isSubmitting: isLoading,
    outcome,
    dismissOutcome: () => setOutcome(null),
    chooseAnotherTime,
    zelleQrOpen,
    setZelleQrOpen,
  };
}
