import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type BrandHoursDto, weeklyHoursSchema } from '@app/contracts';
import { errorText, useBrandSettings, useSchemaForm, useToast } from '@app/web-kit';
import { DayHoursRow, type WeekInputs } from './DayHoursRow';
import { useSaveHoursMutation } from './hoursApi';
import { HOURS_TEXT, savedDetail } from './hoursText';

/** Monday first, as a week reads at a desk; the API's days are Sunday first. */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0];
/** What a day that is opened again starts from. */
const REOPEN = { open: '09:00', close: '17:00' };

function toInputs(week: BrandHoursDto): WeekInputs {
  return {
    days: DISPLAY_ORDER.map((weekday) => {
      const day = week.days.find((d) => d.weekday === weekday);
      return { weekday, open: day?.open ?? '', close: day?.close ?? '' };
    }),
  };
}

/** One brand's seven days; saving replaces the week and the next seven days' free times follow at once. */
export function WeekHoursForm({ week }: { week: BrandHoursDto }) {
  const brandName = useBrandSettings(week.brand).name;
  const [saveHours, { isLoading }] = useSaveHoursMutation();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isDirty },
  } = useSchemaForm(weeklyHoursSchema, { defaultValues: toInputs(week) });
  const days = watch('days');

  const setOpen = (index: number, open: boolean) => {
    const values = open ? REOPEN : { open: '', close: '' };
    setValue(`days.${index}.open`, values.open, { shouldDirty: true });
    setValue(`days.${index}.close`, values.close, { shouldDirty: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await saveHours({ brand: week.brand, days: values.days });
    if (result.error) {
      toast({ title: HOURS_TEXT.saveFailed, description: errorText(result.error), variant: 'destructive' });
      return;
    }
    reset(toInputs(result.data.hours));
    toast({ title: `${HOURS_TEXT.saved} · ${brandName}`, description: savedDetail(result.data), variant: 'success' });
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={`Weekly hours of ${brandName}`}
      onSubmit={(e) => void onSubmit(e)}
      // Wide enough for four columns; beyond that the selects only stretch away from their day.
      sx={{ maxWidth: 760 }}
    >
      <Stack>
        {DISPLAY_ORDER.map((weekday, index) => (
          <DayHoursRow
            key={weekday}
            index={index}
            weekday={weekday}
            isOpen={Boolean(days[index]?.open || days[index]?.close)}
            register={register}
            errors={errors}
            onOpenChange={(open) => setOpen(index, open)}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button disabled={!isDirty || isLoading} onClick={() => reset(toInputs(week))}>
          Undo changes
        </Button>
        <Button type="submit" variant="contained" disabled={!isDirty || isLoading}>
          {isLoading ? 'Saving…' : 'Save hours'}
        </Button>
      </Stack>
    </Box>
  );
}
