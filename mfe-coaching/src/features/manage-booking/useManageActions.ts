import { useCallback } from 'react';
import { MANAGE_BOOKING_MESSAGES, type ManageBookingDto } from '@app/contracts';
import { errorText, useToast } from '@app/web-kit';
import {
  useCancelManagedBookingMutation,
  useGetManagedBookingQuery,
  useRescheduleManagedBookingMutation,
} from './manageBookingApi';

const FAILED = 'Something went wrong. Please try again.';

/**
 * Cancel and reschedule with their toasts. After a refusal (the slot was just taken, the 24-hour mark passed in
 * the meantime) the booking is read again, so the page shows what is true now.
 */
export function useManageActions(token: string) {
  const { toast } = useToast();
  const { data: shown, refetch } = useGetManagedBookingQuery(token);
  const [cancelMutation, cancelState] = useCancelManagedBookingMutation();
  const [rescheduleMutation, rescheduleState] = useRescheduleManagedBookingMutation();

  const cancel = useCallback(async (): Promise<boolean> => {
    try {
      const booking = await cancelMutation(token).unwrap();
      const refunded = booking.paymentStatus === 'refunded' ? ` ${MANAGE_BOOKING_MESSAGES.refunded}` : '';
      toast({
        title: MANAGE_BOOKING_MESSAGES.cancelledTitle,
        description: `${MANAGE_BOOKING_MESSAGES.cancelled}${refunded}`,
        variant: 'success',
      });
      return true;
    } catch (error) {
      toast({ title: 'Could not cancel', description: errorText(error, FAILED), variant: 'destructive' });
      void refetch();
      return false;
    }
  }, [cancelMutation, token, toast, refetch]);

  const reschedule = useCallback(
    async (timeSlotId: string): Promise<ManageBookingDto | null> => {
      try {
        // The slot this page shows: if another tab moved the booking first, the server refuses (409) and we reload.
        const booking = await rescheduleMutation({ token, timeSlotId, fromTimeSlotId: shown?.timeSlotId }).unwrap();
        toast({
          title: MANAGE_BOOKING_MESSAGES.rescheduledTitle,
          description: MANAGE_BOOKING_MESSAGES.rescheduled(booking.whenEastern),
          variant: 'success',
        });
        return booking;
      } catch (error) {
        toast({ title: 'Could not reschedule', description: errorText(error, FAILED), variant: 'destructive' });
        void refetch();
        return null;
      }
    },
    [rescheduleMutation, token, toast, refetch, shown?.timeSlotId],
  );

  return { cancel, reschedule, cancelling: cancelState.isLoading, rescheduling: rescheduleState.isLoading };
}
