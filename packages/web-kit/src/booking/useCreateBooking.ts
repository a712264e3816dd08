/**
 * POST /api/bookings as every booking form does it (issue 18: the home section, the /booking page and the Lunar
 * form had three copies): the visitor's time zone added, the §8 toast for what the booking really is (held until a
 * card pays, or booked), and on failure the server's field errors on the inputs, a 409's taken slot dropped, and
 * the failure toast with the server's words. What happens next (a payment launched, a card window, the outcome
 * shown) stays with the caller, which gets the booking back.
 */
import { useCallback, useRef, useState } from 'react';
import { ErrorCode, type BookingDto } from '@app/contracts';
import { errorCode, errorText } from '../api/errorText';
import { useToast } from '../feedback/useToast';
import { browserTimeZone } from '../time/clock';

export interface ToastText {
  title: string;
  description: string;
}

export interface CreateBookingOptions<TPayload> {
  /** The remote's mutation trigger, e.g. RTK Query's `createBooking` (its `unwrap()` throws the ApiError). */
  create: (payload: TPayload & { timeZone?: string }) => { unwrap(): Promise<BookingDto> };
  toasts: {
    /** A booking that is booked (off-site payment awaited, or nothing to pay). */
    booked: ToastText;
    /** A card booking: held until the card window's payment goes through — never "successful". */
    held: ToastText;
    failedTitle: string;
    /** The failure toast's text when the server said nothing of its own. */
    failedFallback: string;
    /** §8: 8 s. */
    durationMs?: number;
  };
  /** The form whose inputs show the API's 400 field errors (useSchemaForm's applyServerErrors). */
  form?: { applyServerErrors: (error: unknown) => boolean };
  /** SLOT_TAKEN (409): someone else took the slot — drop the chosen one (the slot list is refetched by the mutation's tags). */
  onSlotTaken?: () => void;
  /** Any refusal, after the toast: e.g. a coupon refused (COUPON_*) is shown by the code field (issue 33 item 4). */
  onFailure?: (error: unknown) => void;
}

export const BOOKING_TOAST_MS = 8000;

export function isHeld(booking: Pick<BookingDto, 'status'>): boolean {
  return booking.status === 'pending_payment';
}

export function useCreateBooking<TPayload>(options: CreateBookingOptions<TPayload>) {
  const { toast } = useToast();
  const [isSubmitting, setSubmitting] = useState(false);
  // The latest callbacks without re-creating submit on every render.
  const latest = useRef(options);
  latest.current = options;

  /** The booking as created, or null when it failed (the failure is already shown). */
  const submit = useCallback(
    async (values: TPayload): Promise<BookingDto | null> => {
      const { create, toasts, form, onSlotTaken, onFailure } = latest.current;
      const duration = toasts.durationMs ?? BOOKING_TOAST_MS;
      setSubmitting(true);
      try {
        const booking = await create({ ...values, timeZone: browserTimeZone() }).unwrap();
        toast(
          isHeld(booking)
            ? { ...toasts.held, variant: 'info', duration }
            : { ...toasts.booked, variant: 'success', duration },
        );
        return booking;
      } catch (error) {
        if (errorCode(error) === ErrorCode.SLOT_TAKEN) onSlotTaken?.();
        form?.applyServerErrors(error);
        toast({
          title: toasts.failedTitle,
          description: errorText(error, toasts.failedFallback),
          variant: 'destructive',
        });
        onFailure?.(error);
        return null;
      } finally {
        setSubmitting(false);
      }
    },
    [toast],
  );

  return { submit, isSubmitting };
}
