import { useEffect, useState, type MouseEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  BOOKING_MESSAGES,
  CARD_HOLD_MINUTES,
  FORM_TOASTS,
  dateHeading,
  isPaymentWindowMessage,
  type BookingDto,
  type CoachingPageBookingValues,
  type ServiceDto,
  type TimeSlotDto,
} from '@app/contracts';
import { serverMessage, useToast } from '@app/web-kit';
import { applyServerFieldErrors } from '../booking/applyServerFieldErrors';
import { useCreateBookingMutation } from '../booking/bookingsApi';
import { launchCoachingPayment, preloadPaymentLauncher } from '../booking/paymentLauncher';
import { squarePaymentUrl } from '../booking/squarePaymentUrl';
import { COACHING_PAGE_DEFAULTS, coachingPageResolver, isMissingRequired, type CoachingPageFormInput } from './coachingPageForm';

export const BOOKING_CONFIRMED_TOAST_MS = 8000;

export interface CompletedBooking {
  booking: BookingDto;
  serviceName: string;
  when: string;
  paidByCard: boolean;
}

/** A card booking that holds its slot while the customer pays in the /square-payment window. */
export interface PendingCardPayment {
  booking: BookingDto;
  url: string;
  /** False when the browser blocked the window; the pay panel then offers the link. */
  opened: boolean;
}

const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/** The /booking page's state: service → slot → information, then either Confirm Booking or the card pay panel. */
export function useCoachingPageBooking(services: readonly ServiceDto[], today: string) {
  const form = useForm<CoachingPageFormInput>({ resolver: coachingPageResolver, defaultValues: COACHING_PAGE_DEFAULTS });
  const [slot, setSlot] = useState<TimeSlotDto | null>(null);
  const [pendingCard, setPendingCard] = useState<PendingCardPayment | null>(null);
  const [completed, setCompleted] = useState<CompletedBooking | null>(null);
  const [createBooking, { isLoading }] = useCreateBookingMutation();
  const { toast } = useToast();
  const serviceId = useWatch({ control: form.control, name: 'serviceId' });
  const service = services.find((s) => s.id === serviceId);

  useEffect(() => {
    preloadPaymentLauncher().catch(() => undefined);
  }, []);

  const chooseService = (id: string) => {
    form.setValue('serviceId', id, { shouldValidate: form.formState.isSubmitted });
    setCompleted(null);
    // A reservation made for another choice is left to expire; the next payment reserves this one.
    setPendingCard(null);
  };
  const chooseSlot = (next: TimeSlotDto) => {
    setSlot(next);
    form.setValue('timeSlotId', next.id, { shouldValidate: form.formState.isSubmitted });
    setPendingCard(null);
  };

  const finish = (booking: BookingDto, paidByCard: boolean, bookedSlot: TimeSlotDto | null) => {
    const name = services.find((s) => s.id === booking.serviceId)?.name ?? 'Your session';
    setCompleted({
      booking,
      serviceName: name,
      when: bookedSlot ? `${dateHeading(bookedSlot.date, today)} at ${bookedSlot.time} ET` : '',
      paidByCard,
    });
    // §4: after success the selections and the form are cleared.
    form.reset(COACHING_PAGE_DEFAULTS);
    setSlot(null);
    setPendingCard(null);
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
    const name = services.find((s) => s.id === booking.serviceId)?.name;
    if (booking.paymentMethod) {
      void launchCoachingPayment({
        method: booking.paymentMethod,
        serviceName: name,
        serviceId: booking.serviceId,
        priceCents: booking.amount,
        bookingId: booking.id,
      });
    }
    finish(booking, false, bookedSlot);
  };

  /** The pay panel's link: reserve the slot first, then open the card window for that booking. */
  const payByCard = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (pendingCard) return; // Already reserved: the link (now carrying the booking) opens as a plain link.
    event.preventDefault();
    const booking = await book();
    if (!booking) return;
    const url = squarePaymentUrl({
      serviceId: booking.serviceId,
      serviceName: service?.name ?? 'Coaching Session',
      priceCents: booking.amount,
      bookingId: booking.id,
    });
    const opened = window.open(url, '_blank') !== null;
    setPendingCard({ booking, url, opened });
    toast({
      title: 'Slot Reserved',
      description: `Complete your card payment in the secure window within ${CARD_HOLD_MINUTES} minutes to confirm your session.`,
      variant: 'info',
    });
  };

  // The card window reports a successful payment back to this page (same origin only).
  useEffect(() => {
    if (!pendingCard) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPaymentWindowMessage(event.data)) return;
      if (event.data.bookingId && event.data.bookingId !== pendingCard.booking.id) return;
      toast({
        title: BOOKING_MESSAGES.confirmedTitle,
        description: BOOKING_MESSAGES.successDescription,
        variant: 'success',
        duration: BOOKING_CONFIRMED_TOAST_MS,
      });
      finish(pendingCard.booking, true, slot);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  });

  return {
    form,
    service,
    slot,
    chooseService,
    chooseSlot,
    confirm,
    payByCard,
    pendingCard,
    completed,
    dismissCompleted: () => setCompleted(null),
    isSubmitting: isLoading,
  };
}
