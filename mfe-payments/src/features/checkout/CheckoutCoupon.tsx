import { Controller, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import { formatDollars, type AppliedCouponDto } from '@app/contracts';
import { CouponField, type CouponState } from '@app/web-kit';
import { useCouponQuote } from '../coupons/couponApi';
import type { CheckoutInput } from './checkoutForm';

interface Props {
  control: Control<CheckoutInput, unknown, CheckoutInput>;
  /** The listed service chosen; none yet → a code waits for one. */
  serviceId: string | undefined;
  coupon: CouponState;
  disabled?: boolean;
}

/**
 * /checkout's code (issue 33 item 4), only when this checkout makes the booking of a listed service: the booking is
 * priced with it by the server, and the payment pays that booking's amount. A booking from a link was priced when
 * it was made, and a general typed amount takes no code.
 */
export function CheckoutCoupon({ control, serviceId, coupon, disabled }: Props) {
  const quote = useCouponQuote();
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Controller
        control={control}
        name="couponCode"
        render={({ field }) => (
          <CouponField
            scope={serviceId ? { brand: 'coaching', serviceId } : null}
            value={field.value}
            onChange={field.onChange}
            quote={quote}
            onQuote={coupon.setQuote}
            refusal={coupon.refusal}
            disabled={disabled}
          />
        )}
      />
    </Box>
  );
}

/** The summary's line for a discount the server gave: ["Discount (SPRING20, 20% off)", "−$10"]. */
export function discountLine(
  coupon: Pick<AppliedCouponDto, 'code' | 'description' | 'discountCents'>,
): [string, string] {
  return [`Discount (${coupon.code}, ${coupon.description})`, `−${formatDollars(coupon.discountCents)}`];
}
