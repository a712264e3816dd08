import type { CoachCouponDto } from '@app/contracts';

/** A coupon as the API lists it: 20% off everything, no expiry, no limit, once per address, on. */
export function coachCoupon(overrides: Partial<CoachCouponDto> = {}): CoachCouponDto {
  const coupon: CoachCouponDto = {
    id: 'c-1',
    code: 'SPRING20',
    kind: 'percent',
    value: 20,
    description: '20% off',
    brand: null,
    serviceId: null,
    planType: null,
    expiresOn: null,
    maxUses: null,
    uses: 0,
    oncePerEmail: true,
    active: true,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
  return coupon;
}
