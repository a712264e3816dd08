import { useCallback, useMemo } from 'react';
import { BOOKING_MESSAGES, isSlotPast, type TimeSlotDto } from '@app/contracts';
import { useNow, useToast } from '@app/web-kit';
import { buildSlotView } from './slotView';
import { useGetTimeSlotsQuery } from './timeSlotsApi';

/**
 * The coaching slots to offer right now: fetched on mount and on window focus, filtered against a clock
 * that ticks every 30 s. `choose` refuses a slot that has passed since the list was drawn (SPEC §4/§8).
 */
export function useBookableSlots() {
  const query = useGetTimeSlotsQuery('coaching', { refetchOnMountOrArgChange: true, refetchOnFocus: true });
  const now = useNow();
  const view = useMemo(() => buildSlotView(query.data, now), [query.data, now]);
  const { toast } = useToast();
  const { refetch } = query;

  const choose = useCallback(
    (slot: TimeSlotDto, select: (slot: TimeSlotDto) => void) => {
      if (isSlotPast(slot, new Date())) {
        toast({
          title: BOOKING_MESSAGES.slotPastTitle,
          description: BOOKING_MESSAGES.slotPast,
          variant: 'destructive',
        });
        void refetch();
        return;
      }
      select(slot);
    },
    [toast, refetch],
  );

  return {
    ...view,
    isLoading: query.isLoading,
    isError: query.isError && !query.data,
    refetch,
    choose,
  };
}
