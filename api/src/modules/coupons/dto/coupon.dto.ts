import {
  type AppliedCouponDto,
  BRAND_IDS,
  type BrandId,
  type CoachCouponDto,
  COUPON_KINDS,
  type CouponKind,
  type CouponQuoteDto,
  PLAN_TYPES,
  type PlanType,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI description of coupons (validated by the contracts couponQuoteQuerySchema and couponCreateSchema). */
export class CouponQuoteResponse implements CouponQuoteDto {
  @ApiProperty({ example: 'SPRING20', description: 'Upper case, as stored' })
  code!: string;

  @ApiProperty({ example: '20% off' })
  description!: string;

  @ApiProperty({ description: 'Integer cents: the list price' })
  priceCents!: number;

  @ApiProperty({ description: 'Integer cents off' })
  discountCents!: number;

  @ApiProperty({ description: 'Integer cents owed with the code' })
  totalCents!: number;
}

export class AppliedCouponResponse implements AppliedCouponDto {
  @ApiProperty({ example: 'SPRING20' })
  code!: string;

  @ApiProperty({ example: '20% off', description: 'The terms when it was used' })
  description!: string;

  @ApiProperty({ description: 'Integer cents taken off the list price' })
  discountCents!: number;
}

export class CouponCreateRequest {
  @ApiProperty({ example: 'SPRING20', description: '3 to 32 letters, digits, - or _; any case (stored upper case)' })
  code!: string;

  @ApiProperty({ enum: COUPON_KINDS })
  kind!: CouponKind;

  @ApiProperty({ description: 'Percent 1–100, or whole dollars 1–1000 for `fixed`' })
  value!: number;

  @ApiPropertyOptional({ enum: BRAND_IDS, description: 'Every service of one brand (omit: everything)' })
  brand?: BrandId;

  @ApiPropertyOptional({ description: 'One catalogue service (its brand must match `brand` if both are given)' })
  serviceId?: string;

  @ApiPropertyOptional({ enum: PLAN_TYPES, description: 'One monthly plan (its first month)' })
  planType?: PlanType;

  @ApiPropertyOptional({ example: '2026-12-31', description: 'The last day it works (ends at midnight ET)' })
  expiresOn?: string;

  @ApiPropertyOptional({ description: 'Total uses, 1–100000; omit for no limit' })
  maxUses?: number;

  @ApiPropertyOptional({ default: true, description: 'Each e-mail address may use it once' })
  oncePerEmail?: boolean;
}

export class CoachCouponResponse implements CoachCouponDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'SPRING20' })
  code!: string;

  @ApiProperty({ enum: COUPON_KINDS })
  kind!: CouponKind;

  @ApiProperty({ description: 'Percent (1–100) or integer cents for `fixed`' })
  value!: number;

  @ApiProperty({ example: '20% off' })
  description!: string;

  @ApiProperty({ enum: BRAND_IDS, nullable: true, type: String })
  brand!: BrandId | null;

  @ApiProperty({ nullable: true, type: String })
  serviceId!: string | null;

  @ApiProperty({ enum: PLAN_TYPES, nullable: true, type: String })
  planType!: PlanType | null;

  @ApiProperty({ nullable: true, type: String, example: '2026-12-31', description: 'Last day (ET)' })
  expiresOn!: string | null;

  @ApiProperty({ nullable: true, type: Number })
  maxUses!: number | null;

  @ApiProperty({ description: 'Uses held by bookings, plans and payments (given-back uses not counted)' })
  uses!: number;

  @ApiProperty()
  oncePerEmail!: boolean;

  @ApiProperty()
  active!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
