import { useDeferredValue, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  SLOT_MESSAGES,
  dateHeading,
  slotWindowDates,
  formatLongDate,
  visitorSlotTime,
  WAITLIST_MESSAGES,
  type SlotGroup,
  type TimeSlotDto,
} from '@app/contracts';
import type { SlotCounts } from './slotView';
import { useReservedHeight } from './useReservedHeight';
import { SlotsLoading } from './SlotsLoading';
import { localTimeSx, slotButtonSx, slotGrid, SLOTS_SHOWN_PER_DAY } from './slotLayout';
import { useVisitorTimeZone, zoneCity } from '@app/web-kit';

interface Props {
  groups: SlotGroup<TimeSlotDto>[];
  today: string;
  counts: SlotCounts;
  selectedId: string | null | undefined;
  onChoose: (slot: TimeSlotDto) => void;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Heading level of each date group, so the picker fits the page's outline. */
  headingLevel: 'h3' | 'h4';
  /** /booking marks today's group with a "TODAY" badge (SPEC §2). */
  markToday?: boolean;
  /**
   * /booking offers "Tell me if a time opens" (issue 33): under each later day of the week with no time left, and
   * when the week has none at all (`day` undefined). Other pickers leave it out.
   */
  waitlist?: (day: string | undefined) => ReactNode;
}

/** Available times grouped by date (Today / Tomorrow / weekday + full date), with §8's inline states. */
export function TimeSlotPicker(incoming: Props) {
  // The slots come from the store, whose answers React renders in one synchronous task: the week's list is drawn in
  // a deferred render instead, in slices, with the placeholder kept until then.
  const groups = useDeferredValue(incoming.groups);
  const isLoading = useDeferredValue(incoming.isLoading);
  const props = { ...incoming, groups, isLoading };
  const { ref, reserved } = useReservedHeight(props.isLoading);
  // Only a list keeps the placeholder's room: an error or "none free" under a week-tall gap would look broken.
  const keep = !props.isLoading && !props.isError && props.groups.length > 0;
  return (
    <Box ref={ref} sx={keep && reserved ? { minHeight: reserved } : undefined}>
      <SlotPickerContent {...props} />
    </Box>
  );
}

function SlotPickerContent(props: Props) {
  const {
    groups,
    today,
    counts,
    selectedId,
    onChoose,
    isLoading,
    isError,
    onRetry,
    headingLevel,
    markToday,
    waitlist,
  } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const listRef = useRef<HTMLDivElement>(null);
  // SPEC §8's slot counts are for whoever investigates an empty list (`?debug=1`), not for customers.
  const [search] = useSearchParams();
  const zone = useVisitorTimeZone();
  const debug = search.get('debug') === '1';
  const toggle = (date: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(date)) next.delete(date);
      else next.add(date);
      return next;
    });

  if (isLoading) return <SlotsLoading zone={zone} />;

  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>{SLOT_MESSAGES.error}</AlertTitle>
        {SLOT_MESSAGES.errorAdvice}
      </Alert>
    );
  }

  if (groups.length === 0) {
    return (
      <Box data-testid="slots-empty" sx={{ textAlign: 'center', py: 4 }}>
        <Typography>{SLOT_MESSAGES.emptyCheckBack}</Typography>
        {waitlist && <Box sx={{ mt: 2 }}>{waitlist(undefined)}</Box>}
        {debug && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Debug: {counts.total} slots received, {counts.available} available, {counts.upcoming} upcoming.
          </Typography>
        )}
      </Box>
    );
  }

  const shownOf = (group: SlotGroup<TimeSlotDto>) => {
    const hiddenSelected = group.slots.findIndex((slot) => slot.id === selectedId) >= SLOTS_SHOWN_PER_DAY;
    const showAll = expanded.has(group.date) || hiddenSelected;
    return { hiddenSelected, showAll, shown: showAll ? group.slots : group.slots.slice(0, SLOTS_SHOWN_PER_DAY) };
  };
  // One tab stop for the whole week (issue 29 item 5: 87 Tab presses from a time to "Full name"): the chosen time,
  // or the first one; the arrow keys, Home and End move between the times, Enter or Space chooses.
  const listed = groups.some((group) => group.slots.some((slot) => slot.id === selectedId));
  const tabStop = listed ? selectedId : groups[0]?.slots[0]?.id;
  const onArrowKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const buttons = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-testid="slot-button"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    if (at < 0 || (step === undefined && event.key !== 'Home' && event.key !== 'End')) return;
    event.preventDefault();
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : at + (step ?? 0);
    buttons[Math.min(Math.max(next, 0), buttons.length - 1)]?.focus();
  };

  return (
    <Box ref={listRef} role="group" aria-label="Available times" onKeyDown={onArrowKeys}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="slot-zone-note">
        All times are Eastern Time (ET)
        {zone && groups[0]?.slots[0] && visitorSlotTime(groups[0].slots[0].startTime, zone)
          ? `; under each, the same time where you are (${zoneCity(zone)}).`
          : '.'}
      </Typography>
      {withFullDays(groups, today, Boolean(waitlist)).map((group) => {
        const heading = dateHeading(group.date, today);
        if (group.slots.length === 0) {
          return (
            <Box key={group.date} component="section" aria-label={heading} sx={{ mb: 3 }} data-testid="slot-group-full">
              <DayHeading heading={heading} date={group.date} level={headingLevel} />
              <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {WAITLIST_MESSAGES.dayFull}
                </Typography>
                {waitlist?.(group.date)}
              </Box>
            </Box>
          );
        }
        const isToday = group.date === today;
        const { hiddenSelected, showAll, shown } = shownOf(group);
        const more = group.slots.length - SLOTS_SHOWN_PER_DAY;
        return (
          <Box key={group.date} component="section" aria-label={heading} sx={{ mb: 3 }} data-testid="slot-group">
            <DayHeading heading={heading} date={group.date} level={headingLevel}>
              {markToday && isToday && <Chip label={SLOT_MESSAGES.todayBadge} color="secondary" size="small" />}
            </DayHeading>
            <Box sx={slotGrid}>
              {shown.map((slot) => {
                const selected = slot.id === selectedId;
                const local = visitorSlotTime(slot.startTime, zone);
                return (
                  <Button
                    key={slot.id}
                    variant={selected ? 'contained' : 'outlined'}
                    aria-pressed={selected}
                    tabIndex={slot.id === tabStop ? 0 : -1}
                    onClick={() => onChoose(slot)}
                    data-testid="slot-button"
                    data-slot-id={slot.id}
                    aria-describedby={local ? `local-${slot.id}` : undefined}
                    sx={slotButtonSx}
                  >
                    {slot.time}
                    {/* Named by the Eastern time alone; the visitor's own time is its description. */}
                    {local && (
                      <Box
                        component="span"
                        id={`local-${slot.id}`}
                        aria-hidden
                        sx={localTimeSx}
                        data-testid="slot-local-time"
                      >
                        {local} your time
                      </Box>
                    )}
                  </Button>
                );
              })}
            </Box>
            {more > 0 && !hiddenSelected && (
              <Button size="small" onClick={() => toggle(group.date)} aria-expanded={showAll} sx={{ mt: 1 }}>
                {showAll ? 'Show fewer times' : `Show ${more} more time${more === 1 ? '' : 's'}`}
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * The week in order with an empty group for each later day that has no time left, when the page offers the
 * waitlist. Today is left out: an empty today is usually a day that is over, not one that is full.
 */
function withFullDays(groups: SlotGroup<TimeSlotDto>[], today: string, offer: boolean): SlotGroup<TimeSlotDto>[] {
  if (!offer) return groups;
  const byDate = new Map(groups.map((group) => [group.date, group]));
  return slotWindowDates(today)
    .filter((date) => date !== today || byDate.has(date))
    .map((date) => byDate.get(date) ?? { date, slots: [] });
}

/** A day's heading ("Today", "Tomorrow" or the weekday) with its full date beside it unless that is the heading. */
function DayHeading(props: { heading: string; date: string; level: 'h3' | 'h4'; children?: ReactNode }) {
  const { heading, date, level, children } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 1 }}>
      <Typography variant="subtitle1" component={level} sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      {heading !== formatLongDate(date) && (
        <Typography variant="body2" color="text.secondary">
          {formatLongDate(date)}
        </Typography>
      )}
      {children}
    </Box>
  );
}
