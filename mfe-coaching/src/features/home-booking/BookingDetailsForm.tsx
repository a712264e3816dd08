import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  BOOKING_MESSAGES,
  CARD_HOLD_MINUTES,
  DELIVERY_PREFERENCE_LABELS,
  OFFERED_DELIVERY_PREFERENCES,
  PAYMENT_METHOD_LABELS,
  VIDEO_PLATFORM_LABELS,
  formatDollars,
  type BookingFormValues,
  type ServiceDto,
} from '@app/contracts';
import { FormTextField } from '../../components/FormTextField';
import { HOME_PAYMENT_METHODS, type HomeBookingFormValues } from './homeBookingForm';
import { useOfferedVideoPlatforms } from '../booking-shared/useOfferedVideoPlatforms';

interface Props {
  /** useSchemaForm over contracts' bookingFormSchema: the inputs' strings in, the schema's payload out. */
  form: UseFormReturn<HomeBookingFormValues, unknown, BookingFormValues>;
  services: readonly ServiceDto[];
  /** "Tomorrow at 9:00 AM ET", or null until a slot is chosen. */
  selectedTime: string | null;
  onSubmit: () => void;
  isSubmitting: boolean;
}

/** The right-hand card of the home booking section: the booking form of SPEC §5. */
export function BookingDetailsForm({ form, services, selectedTime, onSubmit, isSubmitting }: Props) {
  const { control, watch, formState } = form;
  const platforms = useOfferedVideoPlatforms();
  // Only platforms with a real meeting room; with none, the video call is not offered at all.
  const deliveries = OFFERED_DELIVERY_PREFERENCES.filter((d) => d !== 'video-call' || platforms.length > 0);
  const isVideo = watch('deliveryPreference') === 'video-call' && platforms.length > 0;
  const slotError = formState.errors.timeSlotId?.message;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Session details" sx={{ display: 'grid', gap: 2 }}>
      <Paper
        variant="outlined"
        role="status"
        data-testid="selected-time"
        sx={{
          p: 1.5,
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          borderColor: slotError ? 'error.main' : undefined,
        }}
      >
        <EventIcon color={selectedTime ? 'primary' : 'disabled'} />
        <Typography color={slotError ? 'error' : selectedTime ? 'text.primary' : 'text.secondary'}>
          {selectedTime ? `Selected: ${selectedTime}` : BOOKING_MESSAGES.selectSlotSummary}
        </Typography>
      </Paper>

      <FormTextField control={control} name="serviceId" label="Service" select required>
        {services.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name} ({formatDollars(s.price)})
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="fullName" label="Full name" required autoComplete="name" />
      <FormTextField control={control} name="email" label="Email" type="email" required autoComplete="email" />
      <FormTextField control={control} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />

      <Controller
        control={control}
        name="deliveryPreference"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id="delivery-label">How would you like your session?</FormLabel>
            <RadioGroup row aria-labelledby="delivery-label" {...field}>
              {deliveries.map((d) => (
                <FormControlLabel key={d} value={d} control={<Radio />} label={DELIVERY_PREFERENCE_LABELS[d]} />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />

      {isVideo && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="videoPlatform" label="Video platform" select required>
            {platforms.map((p) => (
              <MenuItem key={p} value={p}>
                {VIDEO_PLATFORM_LABELS[p]}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="contactInfo"
            label="Where to send the meeting link"
            placeholder="E-mail or phone"
            required
          />
        </Box>
      )}

      <FormTextField
        control={control}
        name="specialRequests"
        label="Your focus (optional)"
        placeholder="What would you like to work on?"
        multiline
        minRows={3}
      />

      <FormTextField control={control} name="paymentMethod" label="Payment method" select required>
        {HOME_PAYMENT_METHODS.map((m) => (
          <MenuItem key={m} value={m}>
            {PAYMENT_METHOD_LABELS[m]}
          </MenuItem>
        ))}
      </FormTextField>

      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? BOOKING_MESSAGES.submitting : BOOKING_MESSAGES.submit}
      </Button>
      <Typography variant="caption" color="text.secondary">
        No account needed. A card payment holds your time for {CARD_HOLD_MINUTES} minutes while you pay; with Cash App,
        Venmo, Zelle or PayPal your session is confirmed at once and the confirmation e-mail repeats how to pay.
      </Typography>
    </Box>
  );
}
