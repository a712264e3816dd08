import { type BrandId, type CoachCouponDto, type CouponKind, describeCoupon, type PlanType } from '@app/contracts';

/** A `coupon` row as the services read it (SQL aliases in COUPON_COLUMNS). */
export interface CouponRow {
  id: string;
  code: string;
  kind: CouponKind;
  value: number;
  brand: BrandId | null;
  serviceId: string | null;
  planType: PlanType | null;
  /** YYYY-MM-DD (the column is read as text: a date has no zone to shift it). */
  expiresOn: string | null;
  maxUses: number | null;
  oncePerEmail: boolean;
  active: boolean;
  createdAt: Date;
}

export const COUPON_COLUMNS = `c.id, c.code, c.kind, c.value, c.brand, c.service_id AS "serviceId",
  c.plan_type AS "planType", c.expires_on::text AS "expiresOn", c.max_uses AS "maxUses",
  c.once_per_email AS "oncePerEmail", c.active, c.created_at AS "createdAt"`;

/** Uses still held by a booking, plan or payment (a given-back use has `released_at`). */
export const LIVE_USES_SQL = `(SELECT count(*)::int FROM coupon_redemption r WHERE r.coupon_id = c.id AND r.released_at IS NULL)`;

export function toCoachCouponDto(row: CouponRow, uses: number): CoachCouponDto {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    description: describeCoupon(row),
    brand: row.brand,
    serviceId: row.serviceId,
    planType: row.planType,
    expiresOn: row.expiresOn,
    maxUses: row.maxUses,
    uses,
    oncePerEmail: row.oncePerEmail,
    active: row.active,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
