import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  CHAT_PLATFORMS,
  CHAT_PLATFORM_LABELS,
  DELIVERY_PREFERENCE_LABELS,
  OFFERED_DELIVERY_PREFERENCES,
  OFFERED_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  CARD_HOLD_MINUTES,
  VIDEO_PLATFORM_LABELS,
  type VideoPlatform,
} from '@app/contracts';
import type { BookingFormValues } from '@app/contracts';
import type { ReadingFormInput } from './bookingFormTypes';

interface ReadingDetailsFieldsProps {
  register: UseFormRegister<ReadingFormInput>;
  control: Control<ReadingFormInput, unknown, BookingFormValues>;
  errors: FieldErrors<ReadingFormInput>;
  delivery: string;
  paymentMethod: string;
  /** The platforms Lunar Light has a real meeting room on; empty → no video calls offered. */
  videoPlatforms: readonly VideoPlatform[];
}

const two = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** SPEC §2 /lunar-booking form: contact details, how the reading is delivered, requests and payment. */
export function ReadingDetailsFields({
  register,
  control,
  errors,
  delivery,
  paymentMethod,
  videoPlatforms,
}: ReadingDetailsFieldsProps) {
  const video = delivery === 'video-call';
  const deliveries = OFFERED_DELIVERY_PREFERENCES.filter((d) => d !== 'video-call' || videoPlatforms.length > 0);
  const selectField = (
    name: 'chatPlatform' | 'videoPlatform' | 'paymentMethod',
    label: string,
    options: ReadonlyArray<[string, string]>,
    required: boolean,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          select
          label={label}
          required={required}
          id={`reading-${name}`}
          {...field}
          error={!!errors[name]}
          helperText={errors[name]?.message}
        >
          {options.map(([value, text]) => (
            <MenuItem key={value} value={value}>
              {text}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        label="Full Name"
        required
        autoComplete="name"
        {...register('fullName')}
        error={!!errors.fullName}
        helperText={errors.fullName?.message}
      />
      <Box sx={two}>
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...register('email')}
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          {...register('phone')}
          error={!!errors.phone}
          helperText={errors.phone?.message ?? 'Optional'}
        />
      </Box>
      <Controller
        name="deliveryPreference"
        control={control}
        render={({ field }) => (
          <FormControl component="fieldset" error={!!errors.deliveryPreference}>
            <FormLabel component="legend">How would you like your reading?</FormLabel>
            <RadioGroup row {...field}>
              {deliveries.map((d) => (
                <FormControlLabel
                  key={d}
                  value={d}
                  control={<Radio color="secondary" />}
                  label={DELIVERY_PREFERENCE_LABELS[d]}
                />
              ))}
            </RadioGroup>
            {errors.deliveryPreference && <FormHelperText>{errors.deliveryPreference.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Box sx={two}>
        {video
          ? selectField(
              'videoPlatform',
              'Video Platform',
              videoPlatforms.map((p) => [p, VIDEO_PLATFORM_LABELS[p]]),
              true,
            )
          : selectField(
              'chatPlatform',
              'Chat Platform',
              CHAT_PLATFORMS.map((p) => [p, CHAT_PLATFORM_LABELS[p]]),
              false,
            )}
        <TextField
          label="Contact Info"
          required={video}
          {...register('contactInfo')}
          error={!!errors.contactInfo}
          helperText={
            errors.contactInfo?.message ??
            (video ? 'E-mail or phone for the meeting invite' : 'Optional: another way to reach you')
          }
        />
      </Box>
      <TextField
        label="Special Requests"
        multiline
        minRows={4}
        {...register('specialRequests')}
        error={!!errors.specialRequests}
        helperText={
          errors.specialRequests?.message ?? 'Your question, names or anything the reader should know (optional)'
        }
        slotProps={{ htmlInput: { 'data-testid': 'special-requests' } }}
        sx={{ '& textarea:not([aria-hidden])': { minHeight: 100 } }}
      />
      {selectField(
        'paymentMethod',
        'Payment Method',
        OFFERED_PAYMENT_METHODS.map((m) => [m, PAYMENT_METHOD_LABELS[m]]),
        true,
      )}
      {paymentMethod === 'credit-card' && (
        <FormHelperText sx={{ mt: -1.5, mx: 1.75 }} data-testid="card-hold-note">
          We hold your time for {CARD_HOLD_MINUTES} minutes while you pay by card in a secure window; it is booked once
          paid.
        </FormHelperText>
      )}
    </Box>
  );
}
