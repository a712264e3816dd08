import { useState } from 'react';
import { Controller } from 'react-hook-form';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import {
  dateHeading,
  formatLongDate,
  slotWindowDates,
  WAITLIST_MESSAGES,
  waitlistJoinSchema,
  type BrandId,
  type WaitlistJoinValues,
} from '@app/contracts';
import { errorText } from '../api/errorText';
import { useToast } from '../feedback/useToast';
import { useSchemaForm } from '../forms/useSchemaForm';

export interface WaitlistButtonProps {
  brand: BrandId;
  /** Business-local (Eastern) today: the days offered are today through the booking window's last day. */
  today: string;
  /** The day the form starts on (a full day's heading passes its own). */
  day?: string;
  /** Sends the join (the remote's POST /api/waitlist mutation); rejects with the API's error. */
  join: (values: WaitlistJoinValues) => Promise<unknown>;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

interface WaitlistInput {
  brand: BrandId;
  date: string;
  email: string;
}

/**
 * "Tell me if a time opens" (issue 33 item 3): a button that opens a small form — the day and an e-mail — for a day
 * that is full. The API answers the same whether or not the address was already waiting, so the page does too.
 */
export function WaitlistButton({ brand, today, day, join, variant = 'outlined', size = 'small' }: WaitlistButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={<NotificationsActiveIcon />}
        onClick={() => setOpen(true)}
        data-testid="waitlist-button"
        aria-label={day ? `${WAITLIST_MESSAGES.button}: ${formatLongDate(day)}` : undefined}
      >
        {WAITLIST_MESSAGES.button}
      </Button>
      {open && <WaitlistDialog brand={brand} today={today} day={day} join={join} onClose={() => setOpen(false)} />}
    </>
  );
}

function WaitlistDialog({
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
