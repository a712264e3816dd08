import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { businessDate, dateHeading, groupSlotsByDate, isSlotBookable, type TimeSlotDto } from '@app/contracts';
import { FormattedField } from '../shared/FormattedField';
import type { CheckoutInput } from './checkoutForm';

/** "Today — 3:00 PM": how a chosen slot reads in the summary. */
export function slotLabel(slot: TimeSlotDto, now = new Date()): string {
  return `${dateHeading(slot.date, businessDate(now))} — ${slot.time} ET`;
}

/** Free future slots, grouped under Today / Tomorrow / the weekday and date (§2 "available times grouped by date"). */
export function SlotSelect({
  control,
  slots,
  loading,
  failed,
  errorText,
}: {
  control: Control<CheckoutInput>;
  slots: TimeSlotDto[];
  loading: boolean;
  failed: boolean;
  errorText: (message: string) => string;
}) {
  const groups = useMemo(() => {
    const now = new Date();
    return { today: businessDate(now), list: groupSlotsByDate(slots.filter((s) => isSlotBookable(s, now))) };
  }, [slots]);
  const empty = loading
    ? 'Loading available times...'
    : failed
      ? 'Error loading timeslots'
      : 'No available time slots. Please check back later.';
  return (
    <FormattedField
      control={control}
      name="timeSlotId"
      label="Time (Eastern)"
      select
      required
      errorText={errorText}
      sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{groups.list.length ? 'Select a time' : empty}</option>
      {groups.list.map((group) => (
        <optgroup key={group.date} label={dateHeading(group.date, groups.today)}>
          {group.slots.map((slot) => (
            <option key={slot.id} value={slot.id}>
              {slot.time}
            </option>
          ))}
        </optgroup>
      ))}
    </FormattedField>
  );
}
