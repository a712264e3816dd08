import { type BrandId, businessDate, ErrorCode, type PlanType } from '@app/contracts';
import { DomainError } from '../../common/domain-error';
import type { CouponRow } from './coupon-row';

/**
 * What a code is being used on, priced by the server: a catalogue service (its brand follows from it) or a plan
 * (plans are the coaching brand's).
 */
export type CouponTarget =
  | { brand: BrandId; serviceId: string; planType?: undefined; priceCents: number }
  | { brand: 'coaching'; planType: PlanType; serviceId?: undefined; priceCents: number };

/** The brand a plan belongs to: the monthly coaching plans are the coaching brand's. */
export const PLAN_BRAND = 'coaching' as const;

/**
 * The checks that do not depend on who uses the code, in the order a visitor can act on: a code that is unknown or
 * turned off is "not valid"; then expiry (the last day ends at midnight Eastern); then whether it is for this
 * service or plan. Uses left are counted by the caller (under the row lock when redeeming).
 */
export function checkCouponFor(row: CouponRow | undefined, target: CouponTarget, now: Date): asserts row is CouponRow {
  if (!row || !row.active) throw new DomainError(ErrorCode.COUPON_INVALID, { field: 'couponCode' });
  if (row.expiresOn && businessDate(now) > row.expiresOn) {
    throw new DomainError(ErrorCode.COUPON_EXPIRED, { field: 'couponCode' });
  }
  if (!appliesTo(row, target)) throw new DomainError(ErrorCode.COUPON_NOT_APPLICABLE, { field: 'couponCode' });
}

function appliesTo(row: CouponRow, target: CouponTarget): boolean {
  if (row.serviceId !== null) return target.serviceId === row.serviceId;
  if (row.planType !== null) return target.planType === row.planType;
  if (row.brand !== null) return target.brand === row.brand;
  return true;
}

export function checkUsesLeft(row: CouponRow, liveUses: number): void {
  if (row.maxUses !== null && liveUses >= row.maxUses) {
    throw new DomainError(ErrorCode.COUPON_USED_UP, { field: 'couponCode' });
  }
}
