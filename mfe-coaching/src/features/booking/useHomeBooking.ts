import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  BOOKING_MESSAGES,
  dateHeading,
  type BookingDto,
  type BookingFormValues,
  type ServiceDto,
  type TimeSlotDto,
} from '@app/contracts';
import { serverMessage, useToast } from '@app/web-kit';
import { applyServerFieldErrors } from './applyServerFieldErrors';
import { useCreateBookingMutation } from './bookingsApi';
import { HOME_BOOKING_DEFAULTS, homeBookingResolver, type HomeBookingFormValues } from './homeBookingForm';
import { launchCoachingPayment, preloadPaymentLauncher } from './paymentLauncher';
import { squarePaymentUrl } from './squarePaymentUrl';

/** §8: the home page's success toast stays 8 s. */
export const BOOKING_SUCCESS_TOAST_MS = 8000;

export interface BookingConfirmationInfo {
  booking: BookingDto;
  serviceName: string;
  when: string;
  /** For a card booking: the /square-payment window (also shown as a link if the pop-up was blocked). */
  cardPaymentUrl?: string;
}

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
  const [confirmation, setConfirmation] = useState<BookingConfirmationInfo | null>(null);
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
    const service = services.find((s) => s.id === values.serviceId);
    try {
      const booking = await createBooking({ ...values, timeZone: browserTimeZone() }).unwrap();
      toast({
        title: BOOKING_MESSAGES.successTitle,
        description: BOOKING_MESSAGES.successDescription,
        variant: 'success',
        duration: BOOKING_SUCCESS_TOAST_MS,
      });
      const serviceName = service?.name ?? 'Your session';
      const priceCents = booking.amount ?? service?.price ?? 0;
      const target = { serviceId: booking.serviceId, serviceName, priceCents, bookingId: booking.id };
      // A card booking holds its slot unpaid for a while: keep the card window's address on screen too.
      const cardPaymentUrl = booking.status === 'pending_payment' ? squarePaymentUrl(target) : undefined;
      if (booking.paymentMethod) void launchCoachingPayment({ ...target, method: booking.paymentMethod });
      setConfirmation({
        booking,
        serviceName,
        when: selectedSlot ? `${dateHeading(selectedSlot.date, today)} at ${selectedSlot.time} ET` : '',
        cardPaymentUrl,
      });
      // §4: after success the form resets, the selected slot clears and the slot list is refetched.
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

  return {
    form,
    selectedSlot,
    selectSlot,
    submit,
    isSubmitting: isLoading,
    confirmation,
    dismissConfirmation: () => setConfirmation(null),
  };
}
