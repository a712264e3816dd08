import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { COUPON_MESSAGES, formatDollars, type AppliedCouponDto } from '@app/contracts';

export interface CouponTotalProps {
  /** The list price in integer cents. */
  priceCents: number;
  /** The server's discount (a quote or the booking/plan/payment as created); none → just the total. */
  coupon?: Pick<AppliedCouponDto, 'code' | 'description' | 'discountCents'> | null;
  /** What is owed as the server said (a quote's totalCents, a booking's amount); default price − discount. */
  totalCents?: number;
  /** The total line's typography (a summary card's h6, a notice's body2). */
  variant?: 'h6' | 'body1' | 'body2';
}

/**
 * "Discount (SPRING20, 20% off) −$10 / Total $40" from the server's numbers (a quote, a booking's `coupon` and
 * `amount`): the browser shows the discount, it never works it out.
 */
export function CouponTotal({ priceCents, coupon, totalCents, variant = 'h6' }: CouponTotalProps) {
  const discount = coupon && coupon.discountCents > 0 ? coupon : null;
  const total = totalCents ?? priceCents - (discount?.discountCents ?? 0);
  // The amount never breaks between its sign and its digits; a long code's label wraps instead.
  const line = {
    display: 'flex',
    justifyContent: 'space-between',
    gap: 2,
    '& > span:last-of-type': { whiteSpace: 'nowrap' },
  } as const;
  return (
    <Box data-testid="coupon-total" sx={{ display: 'grid', gap: 0.5 }}>
      {discount && (
        <>
          <Typography variant="body2" color="text.secondary" sx={line}>
            <span>Price</span>
            <span>{formatDollars(priceCents)}</span>
          </Typography>
          <Typography variant="body2" color="success.main" sx={line} data-testid="coupon-discount">
            <span>
              {COUPON_MESSAGES.discountLine} ({discount.code}, {discount.description})
            </span>
            <span>−{formatDollars(discount.discountCents)}</span>
          </Typography>
        </>
      )}
      <Typography variant={variant} component="p" sx={line}>
        <span>{COUPON_MESSAGES.totalLine}</span>
        <span>{formatDollars(total)}</span>
      </Typography>
    </Box>
  );
}
