import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { COUPON_MESSAGES, businessDate, type BrandId, type CoachCouponDto } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { useResultToast } from '../../common/useResultToast';
import { CouponCard } from './CouponCard';
import { COUPON_TEXT } from './couponText';
import { useDeactivateCouponMutation } from './couponsApi';

/** The codes as the API lists them; turning one off asks first, since it cannot be turned on again. */
export function CouponList({ coupons }: { coupons: readonly CoachCouponDto[] }) {
  const [turningOff, setTurningOff] = useState<CoachCouponDto | null>(null);
  const [deactivate, { isLoading }] = useDeactivateCouponMutation();
  const withToast = useResultToast();
  const brandNames: Record<BrandId, string> = {
    coaching: useBrandSettings('coaching').name,
    lunar: useBrandSettings('lunar').name,
  };
  const today = businessDate(new Date());

  const confirm = async () => {
    if (!turningOff) return;
    await withToast(deactivate({ id: turningOff.id }), {
      success: COUPON_MESSAGES.deactivated,
      failure: COUPON_TEXT.deactivateFailed,
    });
    setTurningOff(null);
  };

  return (
    <>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={COUPON_TEXT.listLabel}>
        {coupons.map((c) => (
          <CouponCard key={c.id} coupon={c} today={today} brandNames={brandNames} onTurnOff={setTurningOff} />
        ))}
      </Stack>
      <ConfirmDialog
        open={turningOff !== null}
        title={turningOff ? COUPON_TEXT.confirmTitle(turningOff.code) : ''}
        message={COUPON_TEXT.confirmMessage}
        confirmLabel={COUPON_MESSAGES.deactivate}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setTurningOff(null)}
      />
    </>
  );
}
