import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COUPON_MESSAGES, describeCoupon, type BrandId, type CoachCouponDto } from '@app/contracts';
import { COUPON_TEXT, expiryLabel, scopeLabel, stateLabel, usesLabel } from './couponText';

interface Props {
  coupon: CoachCouponDto;
  /** Today in business time (YYYY-MM-DD): what "expired" is measured against. */
  today: string;
  brandNames: Record<BrandId, string>;
  onTurnOff: (coupon: CoachCouponDto) => void;
}

/**
 * One code as a card at every width: the code and what it gives first, then its four terms as a small definition
 * list (two columns on a phone, one row at a desk), so nothing scrolls sideways on 375 px.
 */
export function CouponCard({ coupon, today, brandNames, onTurnOff }: Props) {
  const state = stateLabel(coupon, today);
  const terms: ReadonlyArray<[string, string]> = [
    ['Applies to', scopeLabel(coupon, brandNames)],
    ['Expiry', expiryLabel(coupon, today)],
    ['Uses', usesLabel(coupon)],
    ['Per e-mail address', coupon.oncePerEmail ? COUPON_TEXT.once : COUPON_TEXT.anyTimes],
  ];
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="coupon-card"
      aria-label={coupon.code}
      sx={{ p: 2, minWidth: 0, opacity: coupon.active ? 1 : 0.75 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1 }}>
        <Typography
          component="h4"
          sx={{ fontFamily: 'monospace', fontSize: '1.125rem', fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {coupon.code}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} color="primary">
          {describeCoupon(coupon)}
        </Typography>
        <Chip
          size="small"
          label={state.label}
          color={state.live ? 'success' : 'default'}
          variant={state.live ? 'filled' : 'outlined'}
        />
        <Box sx={{ flexGrow: 1 }} />
        {coupon.active && (
          <Button
            size="small"
            color="error"
            onClick={() => onTurnOff(coupon)}
            aria-label={`${COUPON_MESSAGES.deactivate} ${coupon.code}`}
            sx={{ minHeight: { xs: 44, md: 36 } }}
          >
            {COUPON_MESSAGES.deactivate}
          </Button>
        )}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '2fr 1fr 1fr 1fr' },
          columnGap: 2,
          rowGap: 1,
          m: 0,
          mt: 1.5,
        }}
      >
        {terms.map(([term, value]) => (
          <Box key={term} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
