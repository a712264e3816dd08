import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  SLOT_MESSAGES,
  dateHeading,
  formatLongDate,
  visitorSlotTime,
  type SlotGroup,
  type TimeSlotDto,
} from '@app/contracts';
import type { SlotCounts } from './slotView';
import { visuallyHidden, useVisitorTimeZone, zoneCity } from '@app/web-kit';

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
}

/**
 * A day has up to two dozen half-hour slots: each day shows its first few, with the rest one click away,
 * so a week of times stays a short page on a phone.
 */
export const SLOTS_SHOWN_PER_DAY = 9;

/** Available times grouped by date (Today / Tomorrow / weekday + full date), with §8's inline states. */
export function TimeSlotPicker(props: Props) {
  const { groups, today, counts, selectedId, onChoose, isLoading, isError, onRetry, headingLevel, markToday } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
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

  if (isLoading) {
    return (
      <Box aria-busy="true" data-testid="slots-loading">
        <Typography sx={visuallyHidden}>{SLOT_MESSAGES.loading}</Typography>
        {[0, 1].map((g) => (
          <Box key={g} sx={{ mb: 3 }}>
            <Skeleton width="45%" height={32} />
            <Box sx={slotGrid}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={36} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    );
  }

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
        {debug && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Debug: {counts.total} slots received, {counts.available} available, {counts.upcoming} upcoming.
          </Typography>
        )}
      </Box>
    );
  }

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="slot-zone-note">
        All times are Eastern Time (ET)
        {zone && groups[0]?.slots[0] && visitorSlotTime(groups[0].slots[0].startTime, zone)
          ? `; under each, the same time where you are (${zoneCity(zone)}).`
          : '.'}
      </Typography>
      {groups.map((group) => {
        const heading = dateHeading(group.date, today);
        const isToday = group.date === today;
        const hiddenSelected = group.slots.findIndex((slot) => slot.id === selectedId) >= SLOTS_SHOWN_PER_DAY;
        const showAll = expanded.has(group.date) || hiddenSelected;
        const shown = showAll ? group.slots : group.slots.slice(0, SLOTS_SHOWN_PER_DAY);
        const more = group.slots.length - SLOTS_SHOWN_PER_DAY;
        return (
          <Box key={group.date} component="section" aria-label={heading} sx={{ mb: 3 }} data-testid="slot-group">
            <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 1 }}>
              <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 700 }}>
                {heading}
              </Typography>
              {heading !== formatLongDate(group.date) && (
                <Typography variant="body2" color="text.secondary">
                  {formatLongDate(group.date)}
                </Typography>
              )}
              {markToday && isToday && <Chip label={SLOT_MESSAGES.todayBadge} color="secondary" size="small" />}
            </Box>
            <Box sx={slotGrid}>
              {shown.map((slot) => {
                const selected = slot.id === selectedId;
                const local = visitorSlotTime(slot.startTime, zone);
                return (
                  <Button
                    key={slot.id}
                    variant={selected ? 'contained' : 'outlined'}
                    aria-pressed={selected}
                    onClick={() => onChoose(slot)}
                    data-testid="slot-button"
                    data-slot-id={slot.id}
                    aria-describedby={local ? `local-${slot.id}` : undefined}
                    sx={{ px: 1, flexDirection: 'column', lineHeight: 1.3 }}
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

const slotGrid = { display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))' };
const localTimeSx = {
  fontSize: '0.68rem',
  fontWeight: 500,
  textTransform: 'none',
  // Full strength: at this size a faded colour falls under 4.5:1 on the light theme's white (axe, issue 16).
  whiteSpace: 'nowrap',
} as const;
