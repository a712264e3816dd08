import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  SLOT_MESSAGES,
  businessDate,
  dateHeading,
  groupSlotsByDate,
  isSlotBookable,
  slotWindowDates,
  type TimeSlotDto,
  visitorSlotTime,
  WAITLIST_MESSAGES,
} from '@app/contracts';
import { useVisitorTimeZone, zoneCity } from '@app/web-kit';
import { ScrollHintRow } from './ScrollHintRow';

interface TimeSlotPickerProps {
  slots: TimeSlotDto[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  now: Date;
  value: string;
  onSelect: (slot: TimeSlotDto) => void;
  /**
   * "Tell me if a time opens" (issue 33): offered for the later days of the week with no time left (`day`: the
   * first of them), and when the week has none at all (`day` undefined).
   */
  waitlist?: (day: string | undefined) => ReactNode;
}

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function shortDate(date: string, today: string): { top: string; bottom: string } {
  const [y, m, d] = date.split('-').map(Number);
  const heading = dateHeading(date, today);
  const weekday = WEEKDAY_SHORT[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
  return {
    top: heading === 'Today' || heading === 'Tomorrow' ? heading : weekday,
    bottom: `${MONTH_SHORT[m - 1]} ${d}`,
  };
}

/**
 * SPEC §2/§4: today through +6 days, only available future slots, grouped by date under "Today",
 * "Tomorrow" or the weekday and full date. A row of day buttons picks the group; the times are radios.
 */
export function TimeSlotPicker(props: TimeSlotPickerProps) {
  const { isError, onRetry, now, value, onSelect, waitlist } = props;
  // The slots come from the store, whose answers React renders in one synchronous task: the week's list (~65 ms
  // here, ×4 on a phone) is drawn in a deferred render instead, in slices, the spinner kept until then.
  const slots = useDeferredValue(props.slots);
  const isLoading = useDeferredValue(props.isLoading);
  const today = businessDate(now);
  const groups = useMemo(() => {
    const inWindow = new Set(slotWindowDates(today));
    return groupSlotsByDate((slots ?? []).filter((s) => inWindow.has(s.date) && isSlotBookable(s, now)));
  }, [slots, today, now]);
  const [day, setDay] = useState<string | null>(null);
  const zone = useVisitorTimeZone();
  const selectedDay = groups.find((g) => g.date === day) ?? groups[0];

  // Keep the day of the chosen slot open, e.g. when the form is reset or the list refetches.
  useEffect(() => {
    const owner = groups.find((g) => g.slots.some((s) => s.id === value));
    if (owner) setDay(owner.date);
  }, [groups, value]);

  if (isLoading) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}>
        <CircularProgress size={24} color="secondary" aria-hidden />
        <Typography>{SLOT_MESSAGES.loadingTimes}</Typography>
      </Box>
    );
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>{SLOT_MESSAGES.error}</AlertTitle>
        {SLOT_MESSAGES.fetchFailed}. {SLOT_MESSAGES.errorAdvice}
      </Alert>
    );
  }
  if (!selectedDay) {
    return (
      <Alert severity="info" action={waitlist?.(undefined)} sx={{ flexWrap: 'wrap' }}>
        {SLOT_MESSAGES.emptyCheckBack}
      </Alert>
    );
  }
  // Today is left out: an empty today is usually a day that is over, not one that is full.
  const fullDays = slotWindowDates(today).filter((date) => date !== today && !groups.some((g) => g.date === date));

  return (
    <Box>
      <ScrollHintRow label="Day">
        {groups.map((g) => {
          const active = g.date === selectedDay.date;
          const label = shortDate(g.date, today);
          return (
            <ButtonBase
              key={g.date}
              aria-pressed={active}
              // The name starts with the words the button shows ("Today Nov 28"), as speech input needs them to be.
              aria-label={`${label.top} ${label.bottom}, ${g.slots.length} times`}
              onClick={() => setDay(g.date)}
              sx={{
                flex: '0 0 auto',
                flexDirection: 'column',
                minWidth: 76,
                px: 1.5,
                py: 1,
                borderRadius: '16px',
                border: 2,
                borderColor: (t) => (active ? t.palette.secondary.main : alpha(t.palette.text.primary, 0.12)),
                bgcolor: (t) => (active ? alpha(t.palette.secondary.main, 0.14) : 'transparent'),
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
              }}
            >
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '0.9rem' }}>
                {label.top}
              </Typography>
              {/* A space between the lines for text readers (a flex column does not lay it out). */}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {label.bottom}
              </Typography>
            </ButtonBase>
          );
        })}
      </ScrollHintRow>
      <Typography id="slot-day-heading" component="h3" variant="h6" sx={{ mb: 1.5 }}>
        {dateHeading(selectedDay.date, today)}
      </Typography>
      <RadioGroup
        name="timeSlotId"
        aria-labelledby="slot-day-heading"
        value={value}
        onChange={(_, id) => {
          const slot = selectedDay.slots.find((s) => s.id === id);
          if (slot) onSelect(slot);
        }}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(116px, 1fr))' }}
      >
        {selectedDay.slots.map((s) => {
          const checked = s.id === value;
          const local = visitorSlotTime(s.startTime, zone);
          return (
            <Box
              key={s.id}
              component="label"
              data-testid="time-slot"
              data-slot-id={s.id}
              sx={{
                position: 'relative',
                textAlign: 'center',
                py: 1,
                borderRadius: '12px',
                cursor: 'pointer',
                fontWeight: 600,
                border: 1,
                borderColor: (t) => (checked ? t.palette.secondary.main : alpha(t.palette.text.primary, 0.18)),
                bgcolor: checked ? 'secondary.main' : 'transparent',
                color: checked ? 'secondary.contrastText' : 'text.primary',
                '&:hover': { borderColor: 'secondary.main' },
                '&:has(input:focus-visible)': {
                  outline: '3px solid',
                  outlineColor: 'secondary.main',
                  outlineOffset: 2,
                },
              }}
            >
              {/* Covers exactly its label (inset 0): placed at its static position instead, its 100 % width stuck out
                  past the last column and the page panned sideways at 375 px. */}
              <Radio
                value={s.id}
                slotProps={{ input: local ? { 'aria-describedby': `local-${s.id}` } : {} }}
                sx={{ position: 'absolute', inset: 0, opacity: 0, width: 1, height: 1, p: 0, m: 0 }}
              />
              {s.time}
              {/* Named by the Eastern time alone; the visitor's own time (issue 16) is its description. */}
              {local && (
                <Box
                  component="span"
                  id={`local-${s.id}`}
                  aria-hidden
                  data-testid="slot-local-time"
                  sx={{ display: 'block', fontSize: '0.7rem', fontWeight: 500, whiteSpace: 'nowrap' }}
                >
                  {local} your time
                </Box>
              )}
            </Box>
          );
        })}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        All times are Eastern Time (ET)
        {zone && selectedDay.slots[0] && visitorSlotTime(selectedDay.slots[0].startTime, zone)
          ? `; under each, the same time where you are (${zoneCity(zone)}).`
          : '.'}
      </Typography>
      {waitlist && fullDays.length > 0 && (
        <Box data-testid="full-days" sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="body2">
            {WAITLIST_MESSAGES.fullDays}{' '}
            {fullDays.map((date) => `${shortDate(date, today).top} ${shortDate(date, today).bottom}`).join(', ')}.
          </Typography>
          {waitlist(fullDays[0])}
        </Box>
      )}
    </Box>
  );
}
