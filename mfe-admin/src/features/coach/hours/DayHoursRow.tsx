import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WEEKDAYS } from '@app/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../bookings/CheckboxField';
import { CLOSE_TIMES, clockLabel, OPEN_TIMES } from './hoursText';

/** The editor's inputs: '' open and close mean the day is closed (the schema reads blank as null). */
export interface WeekInputs {
  days: Array<{ weekday: number; open: string; close: string }>;
}

interface Props {
  index: number;
  weekday: number;
  isOpen: boolean;
  register: UseFormRegister<WeekInputs>;
  errors: FieldErrors<WeekInputs>;
  onOpenChange: (open: boolean) => void;
}

/**
 * One day: its name and an open/closed checkbox on the first line, opening and closing times on the next at phone
 * width (all four side by side from 600 px), so 375 px never scrolls sideways.
 */
export function DayHoursRow({ index, weekday, isOpen, register, errors, onOpenChange }: Props) {
  const day = WEEKDAYS[weekday];
  const dayErrors = errors.days?.[index];
  const select = (field: 'open' | 'close', label: string, times: readonly string[]) => (
    <TextField
      {...register(`days.${index}.${field}`)}
      select
      size="small"
      label={label}
      error={Boolean(dayErrors?.[field])}
      helperText={dayErrors?.[field]?.message}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-label': `${day} ${label.toLowerCase()}` },
      }}
      sx={{ minWidth: 0 }}
    >
      {times.map((t) => (
        <option key={t} value={t}>
          {clockLabel(t)}
        </option>
      ))}
    </TextField>
  );

  return (
    <Box
      role="group"
      aria-labelledby={`hours-day-${weekday}`}
      data-testid={`hours-${day}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: '110px 120px 1fr 1fr' },
        columnGap: 1.5,
        rowGap: 1,
        alignItems: 'start',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={`hours-day-${weekday}`} sx={{ fontWeight: 600, alignSelf: 'center' }}>
        {day}
      </Typography>
      <Box sx={{ justifySelf: { xs: 'end', sm: 'start' } }}>
        <CheckboxField
          checked={isOpen}
          onChange={onOpenChange}
          label={isOpen ? 'Open' : 'Closed'}
          ariaLabel={`${day} open`}
        />
      </Box>
      {isOpen ? (
        <>
          {select('open', 'Opens', OPEN_TIMES)}
          {select('close', 'Closes', CLOSE_TIMES)}
        </>
      ) : (
        <Typography color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' }, alignSelf: 'center' }}>
          No sessions offered
        </Typography>
      )}
    </Box>
  );
}
