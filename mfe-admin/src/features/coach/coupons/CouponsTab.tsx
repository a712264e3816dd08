import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COUPON_MESSAGES } from '@app/contracts';
import { QueryState } from '../../common/QueryState';
import { COUPON_TEXT } from './couponText';
import { CouponForm } from './CouponForm';
import { CouponList } from './CouponList';
import { useGetCouponsQuery } from './couponsApi';

/** The coach's discount codes (issue 33 item 4): a new one above, every one made below with its uses. */
export function CouponsTab() {
  const { data, error, isLoading, refetch } = useGetCouponsQuery();
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <div>
        <Typography variant="h6" component="h2">
          {COUPON_MESSAGES.consoleTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {COUPON_TEXT.intro}
        </Typography>
      </div>
      <section aria-labelledby="coupon-create-title">
        <Typography id="coupon-create-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
          {COUPON_TEXT.formLabel}
        </Typography>
        <CouponForm />
      </section>
      <Divider />
      <section aria-labelledby="coupon-list-title">
        <Typography id="coupon-list-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
          {COUPON_TEXT.listTitle}
        </Typography>
        <QueryState
          isLoading={isLoading}
          error={error}
          onRetry={() => void refetch()}
          isEmpty={!data?.length}
          emptyText={COUPON_MESSAGES.consoleEmpty}
          what={COUPON_TEXT.loadWhat}
        >
          <CouponList coupons={data ?? []} />
        </QueryState>
      </section>
    </Stack>
  );
}
