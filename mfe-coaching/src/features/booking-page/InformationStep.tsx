import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useWatch } from 'react-hook-form';
import { COACHING_SESSION_TYPES, VIDEO_PLATFORM_LABELS } from '@app/contracts';
import { FormTextField } from '../../components/FormTextField';
import { useOfferedVideoPlatforms } from '../booking-shared/useOfferedVideoPlatforms';
import { SESSION_TYPE_LABELS, type CoachingPageForm } from './coachingPageForm';

/** Step 3 "Your Information": contact details, session type and (for a video call) the platform. */
export function InformationStep({ form }: { form: CoachingPageForm }) {
  const { control } = form;
  const platforms = useOfferedVideoPlatforms();
  // Only platforms with a real meeting room; with none, the video call is not offered at all.
  const sessionTypes = COACHING_SESSION_TYPES.filter((t) => t !== 'live-video-call' || platforms.length > 0);
  // useWatch, not watch(): this step re-renders itself, not the component holding the form (BookingFlow).
  const isVideo = useWatch({ control, name: 'sessionType' }) === 'live-video-call' && platforms.length > 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="customerName" label="Full name" required autoComplete="name" />
        <FormTextField
          control={control}
          name="customerEmail"
          label="Email"
          type="email"
          required
          autoComplete="email"
        />
      </Box>
      <FormTextField control={control} name="customerPhone" label="Phone (optional)" type="tel" autoComplete="tel" />
      <Controller
        control={control}
        name="sessionType"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormLabel id="session-type-label">Session type</FormLabel>
            <RadioGroup row aria-labelledby="session-type-label" {...field}>
              {sessionTypes.map((t) => (
                <FormControlLabel key={t} value={t} control={<Radio />} label={SESSION_TYPE_LABELS[t]} />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {isVideo && (
        <FormTextField control={control} name="videoPlatform" label="Video platform" select required>
          {platforms.map((p) => (
            <MenuItem key={p} value={p}>
              {VIDEO_PLATFORM_LABELS[p]}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      <FormTextField
        control={control}
        name="message"
        label="Notes for your coach (optional)"
        placeholder="Anything your coach should know?"
        multiline
        minRows={3}
      />
    </Box>
  );
}
