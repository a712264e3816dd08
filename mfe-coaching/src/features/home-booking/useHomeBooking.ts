import { useEffect, useState } from 'react';
import {
  BOOKING_MESSAGES,
  bookingFormSchema,
  dateHeading,
  markMissingVideoPlatform,
  type ServiceDto,
  type TimeSlotDto,
} from '@app/contracts';
import { preloadPaymentLauncher, useCreateBooking, usePaymentLauncher, useSchemaForm } from '@app/web-kit';
import { useCreateBookingMutation } from '../booking-shared/bookingsApi';
import { HELD_TOAST, type BookingOutcomeInfo } from '../booking-shared/bookingOutcome';
import { HOME_BOOKING_DEFAULTS, type HomeBookingFormValues } from './homeBookingForm';

/** State and submit logic of the home page's booking section (slot list on the left, details form on the right). */
export function useHomeBooking(services: readonly ServiceDto[], today: string) {
  // The schema's rules, and an empty video platform marked on its own field too (markMissingVideoPlatform).
  const form = useSchemaForm(bookingFormSchema, {
    defaultValues: HOME_BOOKING_DEFAULTS,
    refine: markMissingVideoPlatform,
  });
  const [selectedSlot, setSelectedSlot] = useState<TimeSlotDto | null>(null);
  const [outcome, setOutcome] = useState<BookingOutcomeInfo | null>(null);
  const [lastValues, setLastValues] = useState<HomeBookingFormValues | null>(null);
  const [zelleQrOpen, setZelleQrOpen] = useState(false);
  const [createBooking] = useCreateBookingMutation();
  const launchPayment = usePaymentLauncher('coaching');
  const { submit: book, isSubmitting } = useCreateBooking({
    create: createBooking,
    toasts: {
      booked: { title: BOOKING_MESSAGES.successTitle, description: BOOKING_MESSAGES.successDescription },
      held: HELD_TOAST,
      failedTitle: BOOKING_MESSAGES.failedTitle,
      failedFallback: BOOKING_MESSAGES.failedFallback.home,
    },
    form,
    // Someone else took the slot: it disappears from the refetched list, so drop it here too.
    onSlotTaken: () => {
      setSelectedSlot(null);
      form.setValue('timeSlotId', '');
    },
  });

  useEffect(() => {
    void preloadPaymentLauncher();
  }, []);

  const selectSlot = (slot: TimeSlotDto) => {
    setSelectedSlot(slot);
    form.setValue('timeSlotId', slot.id, { shouldValidate: form.formState.isSubmitted });
  };

  const submit = form.handleSubmit(async (values) => {
    const typed = form.getValues();
    const booking = await book(values);
    if (!booking) return;
    const serviceName = services.find((s) => s.id === values.serviceId)?.name ?? 'Your session';
    if (booking.paymentMethod) {
      // The card window is opened for this very booking; off-site methods open their link or e-mail draft.
      void launchPayment({
        method: booking.paymentMethod,
        serviceId: booking.serviceId,
        serviceName,
        priceCents: booking.amount,
        bookingId: booking.id,
      }).then((launched) => {
        if (launched.status === 'show-zelle-qr') setZelleQrOpen(true);
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
    isSubmitting,
    outcome,
    dismissOutcome: () => setOutcome(null),
    chooseAnotherTime,
    zelleQrOpen,
    setZelleQrOpen,
  };
}
