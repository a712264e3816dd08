import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { CARD_HOLD_MINUTES } from '@app/contracts';
import { useBookingFollower, useToast, type FollowOutcome } from '@app/web-kit';
import { BookingConfirmation } from './BookingConfirmation';
import type { BookingOutcomeInfo } from './bookingOutcome';
import { HeldBookingNotice } from './HeldBookingNotice';
import { ReleasedBookingNotice } from './ReleasedBookingNotice';
import { squarePaymentUrl } from './squarePaymentUrl';

/** What a card booking shows: held, paid, released or cancelled. */
type HeldPhase = Exclude<FollowOutcome, 'booked'>;

/** §8: the confirmation toasts stay 8 s. */
export const OUTCOME_TOAST_MS = 8000;

interface Props {
  info: BookingOutcomeInfo;
  onClose: () => void;
  /** After a released hold: back to the slot list with the visitor's details kept. */
  onChooseAnother: () => void;
  onZelleQr?: () => void;
}

/** What a created booking really is: held for card payment, paid, released, or confirmed with payment awaiting. */
export function BookingOutcome({ info, onClose, onChooseAnother, onZelleQr }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // The form that was just sent shrinks away below; bring what happened into view (phones especially).
  useEffect(() => ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }), []);
  return (
    <Box ref={ref}>
      {info.booking.status === 'pending_payment' ? (
        <CardBookingOutcome info={info} onClose={onClose} onChooseAnother={onChooseAnother} />
      ) : (
        <BookingConfirmation info={info} paidByCard={false} onClose={onClose} onZelleQr={onZelleQr} />
      )}
    </Box>
  );
}

function CardBookingOutcome({ info, onClose, onChooseAnother }: Omit<Props, 'onZelleQr'>) {
  const { booking, serviceName } = info;
  const { outcome, msLeft } = useBookingFollower(booking);
  // Created held, so "booked" cannot come back here; were it ever to (the coach confirmed it), the time is booked.
  const phase: HeldPhase = outcome === 'booked' ? 'paid' : outcome;
  usePhaseToasts(phase, booking.email);

  if (phase === 'paid') return <BookingConfirmation info={info} paidByCard onClose={onClose} />;
  if (phase === 'released' || phase === 'cancelled') {
    return (
      <ReleasedBookingNotice
        info={info}
        cancelled={phase === 'cancelled'}
        onChooseAnother={onChooseAnother}
        onClose={onClose}
      />
    );
  }
  const payUrl = squarePaymentUrl({
    serviceId: booking.serviceId,
    serviceName,
    priceCents: booking.amount,
    bookingId: booking.id,
  });
  return <HeldBookingNotice info={info} msLeft={msLeft} payUrl={payUrl} />;
}

/** One toast per change the visitor did not see coming: the payment landed, or the hold ran out. */
function usePhaseToasts(phase: HeldPhase, email: string) {
  const { toast } = useToast();
  const previous = useRef(phase);
  useEffect(() => {
    if (previous.current === phase) return;
    previous.current = phase;
    if (phase === 'paid') {
      toast({
        title: 'Payment received',
        description: `Your session is confirmed. A confirmation e-mail and your receipt are on their way to ${email}.`,
        variant: 'success',
        duration: OUTCOME_TOAST_MS,
      });
    } else if (phase === 'released') {
      toast({
        title: 'Time released',
        description: `Your ${CARD_HOLD_MINUTES}-minute hold ended before payment was received. Please choose another time.`,
        variant: 'warning',
      });
    }
  }, [phase, email, toast]);
}
