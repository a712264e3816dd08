import { Controller } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  dateHeading,
  formatLongDate,
  slotWindowDates,
  WAITLIST_MESSAGES,
  waitlistJoinSchema,
  type BrandId,
} from '@app/contracts';
import { errorText } from '../api/errorText';
import { useToast } from '../feedback/useToast';
import { useSchemaForm } from '../forms/useSchemaForm';
import type { WaitlistButtonProps } from './WaitlistButton';

interface WaitlistInput {
  brand: BrandId;
  date: string;
  email: string;
}

/** The form of WaitlistButton: its own module, so its dialog, fields and schema (yup) load when it first opens. */
export default function WaitlistDialog({
  brand,
  today,
  day,
  join,
  onClose,
}: Omit<WaitlistButtonProps, 'variant' | 'size'> & { onClose: () => void }) {
  const days = slotWindowDates(today);
  const form = useSchemaForm(waitlistJoinSchema, {
    defaultValues: { brand, date: day && days.includes(day) ? day : days[0], email: '' } satisfies WaitlistInput,
  });
  const { toast } = useToast();
  const submit = form.handleSubmit(async (values) => {
    try {
      await join(values);
      toast({ title: WAITLIST_MESSAGES.joined, variant: 'success' });
      onClose();
    } catch (error) {
      // A field the API refused shows on the field (e.g. a day that passed while the form was open).
      if (!form.applyServerErrors(error)) toast({ title: errorText(error), variant: 'destructive' });
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="waitlist-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="waitlist-title">{WAITLIST_MESSAGES.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2" color="text.secondary">
            {WAITLIST_MESSAGES.intro}
          </Typography>
          <Controller
            control={form.control}
            name="date"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                select
                label={WAITLIST_MESSAGES.dayLabel}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {days.map((date) => (
                  <MenuItem key={date} value={date}>
                    {dateHeading(date, today) === formatLongDate(date)
                      ? formatLongDate(date)
                      : `${dateHeading(date, today)}, ${formatLongDate(date)}`}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="email"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                type="email"
                label={WAITLIST_MESSAGES.emailLabel}
                autoComplete="email"
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{WAITLIST_MESSAGES.cancel}</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {WAITLIST_MESSAGES.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
