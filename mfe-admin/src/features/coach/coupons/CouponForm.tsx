import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { COUPON_CODE_MAX, COUPON_MESSAGES, businessDate, describeCoupon, type CouponKind } from '@app/contracts';
import { errorCode, errorText, useSchemaForm, useToast } from '@app/web-kit';
import { CheckboxField } from '../bookings/CheckboxField';
import { COUPON_TEXT } from './couponText';
import { couponFormSchema, EMPTY_COUPON } from './couponFormSchema';
import { CouponScopeFields, type ScopeInput } from './CouponScopeFields';
import { useCreateCouponMutation } from './couponsApi';

/** Upper case as typed (codes are compared upper case), keeping the caret where it was. */
function upperCased(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
  return event;
}

const span = (n: number) => ({ gridColumn: { md: `span ${n}` } });

/** A new code: what it gives, where it applies, until when and how often (issue 33 item 4). */
export function CouponForm() {
  const [createCoupon, { isLoading }] = useCreateCouponMutation();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    setError,
    trigger,
    applyServerErrors,
    formState: { errors, isSubmitted },
  } = useSchemaForm(couponFormSchema, { defaultValues: EMPTY_COUPON });

  const kind = watch('kind');
  const scope: ScopeInput = { brand: watch('brand'), serviceId: watch('serviceId'), planType: watch('planType') };
  const oncePerEmail = watch('oncePerEmail');
  const revalidate = { shouldValidate: isSubmitted, shouldDirty: true };
  const code = register('code');

  // The value's limits follow the kind (100 % or $1,000): an error on it is re-read at once.
  const pickKind = (next: CouponKind) => {
    setValue('kind', next, revalidate);
    if (isSubmitted) void trigger('value');
  };

  const setScope = (next: ScopeInput) => {
    setValue('brand', next.brand, revalidate);
    setValue('serviceId', next.serviceId, revalidate);
    setValue('planType', next.planType, revalidate);
  };

  const onSubmit = handleSubmit(async (values) => {
    const result = await createCoupon(values);
    if (result.error) {
      if (errorCode(result.error) === 'COUPON_EXISTS') {
        setError('code', { type: 'server', message: COUPON_MESSAGES.codeExists }, { shouldFocus: true });
      } else if (!applyServerErrors(result.error)) {
        toast({ title: COUPON_TEXT.createFailed, description: errorText(result.error), variant: 'destructive' });
      }
      return;
    }
    toast({
      title: COUPON_MESSAGES.created,
      description: `${result.data.code}: ${describeCoupon(result.data)}`,
      variant: 'success',
    });
    reset(EMPTY_COUPON);
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={COUPON_TEXT.formLabel}
      onSubmit={onSubmit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(6, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <TextField
        {...code}
        onChange={(e: ChangeEvent<HTMLInputElement>) => void code.onChange(upperCased(e))}
        label="Code"
        required
        autoComplete="off"
        error={Boolean(errors.code)}
        helperText={errors.code?.message ?? 'Letters, digits, - or _, e.g. SPRING20'}
        slotProps={{
          htmlInput: { maxLength: COUPON_CODE_MAX, spellCheck: false, autoCapitalize: 'characters' },
          input: { sx: { fontFamily: 'monospace' } },
        }}
        sx={span(2)}
      />
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={kind}
        onChange={(_, next: CouponKind | null) => next && pickKind(next)}
        aria-label="Discount kind"
        sx={{ ...span(2), height: 56 }}
      >
        <ToggleButton value="percent">Percent</ToggleButton>
        <ToggleButton value="fixed">Fixed amount</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        {...register('value')}
        label={kind === 'percent' ? 'Percent off' : 'Amount off'}
        required
        type="number"
        error={Boolean(errors.value)}
        helperText={errors.value?.message ?? (kind === 'percent' ? '1 to 100' : 'Whole dollars, $1 to $1,000')}
        slotProps={{
          htmlInput: { inputMode: 'numeric', min: 1, max: kind === 'percent' ? 100 : 1000, step: 1 },
          input:
            kind === 'percent'
              ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
              : { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
        sx={span(2)}
      />
      <CouponScopeFields
        value={scope}
        onChange={setScope}
        brandError={errors.brand?.message}
        targetError={errors.serviceId?.message ?? errors.planType?.message}
      />
      <TextField
        {...register('expiresOn')}
        type="date"
        label="Last day (optional)"
        error={Boolean(errors.expiresOn)}
        helperText={errors.expiresOn?.message ?? 'Empty: no expiry'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: businessDate(new Date()) } }}
        sx={span(2)}
      />
      <TextField
        {...register('maxUses')}
        type="number"
        label="Total uses (optional)"
        error={Boolean(errors.maxUses)}
        helperText={errors.maxUses?.message ?? 'Empty: no limit'}
        slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, step: 1 } }}
        sx={span(2)}
      />
      <Box sx={{ ...span(2), pt: { md: 0.75 } }}>
        <CheckboxField
          checked={oncePerEmail}
          onChange={(checked) => setValue('oncePerEmail', checked, revalidate)}
          label="Once per e-mail address"
        />
      </Box>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Button type="submit" variant="contained" disabled={isLoading} sx={{ minHeight: 44 }}>
          {COUPON_MESSAGES.create}
        </Button>
      </Box>
    </Box>
  );
}
