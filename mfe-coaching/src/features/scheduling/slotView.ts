import {
  businessDate,
  groupSlotsByDate,
  isSlotBookable,
  isSlotPast,
  type SlotGroup,
  type TimeSlotDto,
} from '@app/contracts';

/** Counts shown under the empty message, so "nothing to book" can be told apart from "nothing loaded". */
export interface SlotCounts {
  total: number;
  available: number;
  upcoming: number;
}

export interface SlotView {
  /** Business-local (Eastern) date of `now`: what "Today" means in the headings. */
  today: string;
  groups: SlotGroup<TimeSlotDto>[];
  counts: SlotCounts;
}

/** SPEC §4: only available, future slots are shown, grouped by date in time order. */
export function buildSlotView(slots: readonly TimeSlotDto[] | undefined, now: Date): SlotView {
  const list = slots ?? [];
  const bookable = list.filter((s) => isSlotBookable(s, now));
  return {
    today: businessDate(now),
    groups: groupSlotsByDate(bookable),
    counts: {
      total: list.length,
      available: list.filter((s) => s.isAvailable).length,
      upcoming: list.filter((s) => !isSlotPast(s, now)).length,
    },
  };
}
