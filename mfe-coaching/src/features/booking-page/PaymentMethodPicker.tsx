import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import QrCodeIcon from '@mui/icons-material/QrCode';
import { Controller } from 'react-hook-form';
import { PAYMENT_METHOD_LABELS } from '@app/contracts';
import { COACHING_PAGE_PAYMENT_METHODS, type CoachingPageControl } from './coachingPageForm';

interface Props {
  control: CoachingPageControl;
  /** Zelle opens the QR dialog when chosen, and again from the button below it (SPEC §2). */
  onZelle: () => void;
}

export function PaymentMethodPicker({ control, onZelle }: Props) {
  return (
    <Controller
      control={control}
      name="paymentMethod"
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} required>
          <FormLabel id="payment-method-label">Payment method</FormLabel>
          <RadioGroup
            aria-labelledby="payment-method-label"
            {...field}
            onChange={(event) => {
              field.onChange(event);
              if (event.target.value === 'zelle') onZelle();
            }}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            {COACHING_PAGE_PAYMENT_METHODS.map((m) => (
              <FormControlLabel key={m} value={m} control={<Radio />} label={PAYMENT_METHOD_LABELS[m]} />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          {field.value === 'zelle' && (
            <Button startIcon={<QrCodeIcon />} onClick={onZelle} sx={{ alignSelf: 'flex-start', mt: 1 }}>
              Show Zelle QR code
            </Button>
          )}
        </FormControl>
      )}
    />
  );
}
