import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { businessDate, type BrandId } from '@app/contracts';
import { useBrandSettings, useSchemaForm } from '@app/web-kit';
import { useResultToast } from '../../common/useResultToast';
import { COACH_MESSAGES } from '../coachMessages';
import { type BlackoutDay, useAddBlackoutMutation } from './blackoutsApi';
import { blackoutFormSchema } from './blackoutSchema';
import { BLACKOUT_TEXT } from './blackoutText';

/** The inputs as they start: strings (the schema checks the brand and the date). */
const EMPTY = { date: '', brand: '', reason: '' };

/** `onBookingsFound`: the day just closed still holds live bookings, for the coach to cancel, move or keep. */
export function BlackoutForm({ onBookingsFound }: { onBookingsFound: (day: BlackoutDay) => void }) {
  const [addBlackout, { isLoading }] = useAddBlackoutMutation();
  const withToast = useResultToast();
  const names: Record<BrandId, string> = {
    coaching: useBrandSettings('coaching').name,
    lunar: useBrandSettings('lunar').name,
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSchemaForm(blackoutFormSchema, { defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    const result = await addBlackout(values);
    const affected = result.data?.affectedBookings.length ?? 0;
    const ok = await withToast(Promise.resolve(result), {
      success: COACH_MESSAGES.blackoutAdded,
      successDetail: affected > 0 ? BLACKOUT_TEXT.addedWithBookings(affected) : undefined,
      failure: COACH_MESSAGES.blackoutAddFailed,
    });
    if (!ok) return;
    reset(EMPTY);
    if (result.data && affected > 0) onBookingsFound(result.data.blackout);
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Add a blackout date"
      onSubmit={onSubmit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '180px 200px 1fr auto' },
        alignItems: 'start',
      }}
    >
      <TextField
        {...register('date')}
        type="date"
        label="Date"
        required
        error={Boolean(errors.date)}
        helperText={errors.date?.message}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: businessDate(new Date()) } }}
      />
      <TextField
        {...register('brand')}
        select
        label="Brand"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Both brands</option>
        <option value="coaching">{names.coaching}</option>
        <option value="lunar">{names.lunar}</option>
      </TextField>
      <TextField
        {...register('reason')}
        label="Reason (optional)"
        error={Boolean(errors.reason)}
        helperText={errors.reason?.message}
      />
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ height: 56 }}>
        Add blackout date
      </Button>
    </Box>
  );
}
