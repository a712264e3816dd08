import { Controller, type Control } from 'react-hook-form';
import { CouponField, type CouponState } from '@app/web-kit';
import { useCouponQuote } from '../coupons/couponApi';
import type { ReadingFormInput } from './bookingFormTypes';

interface Props {
  control: Control<ReadingFormInput, unknown, unknown>;
  /** The reading chosen; none yet → a code waits for one. */
  serviceId: string | undefined;
  coupon: CouponState;
  disabled?: boolean;
}

/** "Have a discount code?" on the reading form (issue 33 item 4): the code goes in the form's couponCode. */
export function LunarCouponField({ control, serviceId, coupon, disabled }: Props) {
  const quote = useCouponQuote();
  return (
    <Controller
      control={control}
      name="couponCode"
      render={({ field }) => (
        <CouponField
          scope={serviceId ? { brand: 'lunar', serviceId } : null}
          value={field.value}
          onChange={field.onChange}
          quote={quote}
          onQuote={coupon.setQuote}
          refusal={coupon.refusal}
          disabled={disabled}
        />
      )}
    />
  );
}
