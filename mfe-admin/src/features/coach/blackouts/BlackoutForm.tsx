import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { businessDate, type BrandId } from '@app/contracts';
import { useBrandSettings, useSchemaForm } from '@app/web-kit';
import { useResultToast } from '../../common/useResultToast';
import { COACH_MESSAGES } from '../coachMessages';
import { useAddBlackoutMutation } from './blackoutsApi';
import { blackoutFormSchema } from './blackoutSchema';

/** The inputs as they start: strings (the schema checks the brand and the date). */
const EMPTY = { date: '', brand: '', reason: '' };

export function BlackoutForm() {
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
    const ok = await withToast(addBlackout(values), {
      success: COACH_MESSAGES.blackoutAdded,
      failure: COACH_MESSAGES.blackoutAddFailed,
    });
    if (ok) reset(EMPTY);
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
