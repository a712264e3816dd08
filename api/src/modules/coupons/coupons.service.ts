import {
  type AppliedCouponDto,
  type BrandId,
  couponDiscountCents,
  type CouponQuoteDto,
  type CouponQuoteQuery,
  describeCoupon,
  ERROR_MESSAGES,
  ErrorCode,
  normalizeCouponCode,
  PLANS,
  type PlanType,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { CatalogService } from '../catalog/catalog.service';
import { COUPON_COLUMNS, type CouponRow, LIVE_USES_SQL } from './coupon-row';
import { checkCouponFor, checkUsesLeft, type CouponTarget, PLAN_BRAND } from './coupon-target';

/** What a use is taken for: exactly one of the three ids. */
export type RedemptionOwner = { bookingId: string } | { subscriptionId: string } | { paymentId: string };

export interface RedeemRequest {
  code: string;
  email: string;
  target: CouponTarget;
  owner: RedemptionOwner;
}

/** PostgreSQL unique_violation on "once per address": a use the row lock should have refused first. */
export function isCouponOnceConflict(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === 'coupon_redemption_once_key';
}

/**
 * Pricing with a code (issue 33 item 4). `quote` answers a visitor before anything is made and takes no address;
 * `redeem` takes a use inside the caller's transaction (the booking's, plan's or payment's) under a lock on the
 * coupon row, so the last remaining use goes to exactly one of any number of simultaneous requests, and the use
 * exists if and only if what it paid for commits. `release` gives a use back.
 */
@Injectable()
export class CouponsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
  ) {}

  async quote(query: CouponQuoteQuery): Promise<CouponQuoteDto> {
    const target = await this.targetOf(query);
    const code = normalizeCouponCode(query.code);
    const [row] = await this.dataSource.query<Array<CouponRow & { uses: number }>>(
      `SELECT ${COUPON_COLUMNS}, ${LIVE_USES_SQL} AS uses FROM coupon c WHERE c.code = $1`,
      [code],
    );
    checkCouponFor(row, target, this.clock.now());
    checkUsesLeft(row, row.uses);
    const discountCents = couponDiscountCents(target.priceCents, row);
    return {
      code: row.code,
      description: describeCoupon(row),
      priceCents: target.priceCents,
      discountCents,
      totalCents: target.priceCents - discountCents,
    };
  }

  /** The service or plan a quote is for, priced from the catalogue; neither, or an unknown one, is not applicable. */
  private async targetOf(query: CouponQuoteQuery): Promise<CouponTarget> {
    if (query.serviceId) {
      const service = await this.catalog.findListed(query.serviceId);
      if (!service || (query.brand && query.brand !== service.brand)) throw notApplicable();
      return { brand: service.brand, serviceId: service.id, priceCents: service.price };
    }
    if (query.planType && (!query.brand || query.brand === PLAN_BRAND)) return planTarget(query.planType);
    throw notApplicable();
  }

  /**
   * Takes one use of `code` for `email` in the caller's transaction: the coupon row is locked (SELECT … FOR UPDATE)
   * so concurrent uses queue here, every check is made again under the lock, and the use is inserted. Throws the
   * coupon's DomainError (the caller's transaction then rolls back whatever it wrote).
   */
  async redeem(manager: EntityManager, request: RedeemRequest): Promise<AppliedCouponDto> {
    const row = await this.lockUsable(manager, request.code, request.target);
    const email = request.email.trim().toLowerCase();
    const [{ uses, mine }] = await manager.query<Array<{ uses: number; mine: number }>>(
      `SELECT count(*)::int AS uses, count(*) FILTER (WHERE lower(email) = $2)::int AS mine
         FROM coupon_redemption WHERE coupon_id = $1 AND released_at IS NULL`,
      [row.id, email],
    );
    checkUsesLeft(row, uses);
    // Asked after every address-independent check: only this refusal says anything about the address.
    if (row.oncePerEmail && mine > 0) throw new DomainError(ErrorCode.COUPON_ALREADY_USED, { field: 'couponCode' });
    const discountCents = couponDiscountCents(request.target.priceCents, row);
    const owner = request.owner;
    await manager.query(
      `INSERT INTO coupon_redemption (coupon_id, email, email_key, booking_id, subscription_id, payment_id,
                                      discount_cents, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        row.id,
        email,
        row.oncePerEmail ? email : null,
        'bookingId' in owner ? owner.bookingId : null,
        'subscriptionId' in owner ? owner.subscriptionId : null,
        'paymentId' in owner ? owner.paymentId : null,
        discountCents,
        this.clock.now(),
      ],
    );
    return { code: row.code, description: describeCoupon(row), discountCents };
  }

  /**
   * The coupon row locked (SELECT … FOR UPDATE) and the checks that do not depend on who uses it; concurrent uses
   * queue on the lock. Throws the coupon's DomainError. Used up is counted by redeem (it counts the address too).
   */
  async lockUsable(manager: EntityManager, code: string, target: CouponTarget): Promise<CouponRow> {
    const [row] = await manager.query<CouponRow[]>(
      `SELECT ${COUPON_COLUMNS} FROM coupon c WHERE c.code = $1 FOR UPDATE`,
      [normalizeCouponCode(code)],
    );
    checkCouponFor(row, target, this.clock.now());
    return row;
  }

  /** lockUsable, and the uses left: every refusal a code can get whoever uses it (a plan asks before anything). */
  async checkUsable(manager: EntityManager, code: string, target: CouponTarget): Promise<void> {
    const row = await this.lockUsable(manager, code, target);
    const [{ uses }] = await manager.query<Array<{ uses: number }>>(
      `SELECT count(*)::int AS uses FROM coupon_redemption WHERE coupon_id = $1 AND released_at IS NULL`,
      [row.id],
    );
    checkUsesLeft(row, uses);
  }

  /**
   * A lapsed card hold paid after all (the booking lives again, BookingPaymentsService): the use it gave back is
   * taken again, if the code still has one for it; otherwise the payment is refused (and a card charge refunded),
   * never made at a discount nobody holds. The code's expiry and switch are not asked again: its price was quoted
   * while it was good. A use not given back yet (the release is handled after the lapse commits) stays.
   */
  async reclaimForBooking(manager: EntityManager, bookingId: string): Promise<void> {
    const [use] = await manager.query<Array<{ id: string; couponId: string; email: string; releasedAt: Date | null }>>(
      `SELECT id, coupon_id AS "couponId", email, released_at AS "releasedAt" FROM coupon_redemption
        WHERE booking_id = $1 ORDER BY created_at DESC LIMIT 1`,
      [bookingId],
    );
    if (!use?.releasedAt) return;
    const [row] = await manager.query<CouponRow[]>(
      `SELECT ${COUPON_COLUMNS} FROM coupon c WHERE c.id = $1 FOR UPDATE`,
      [use.couponId],
    );
    const [{ uses, mine }] = await manager.query<Array<{ uses: number; mine: number }>>(
      `SELECT count(*)::int AS uses, count(*) FILTER (WHERE lower(email) = $2)::int AS mine
         FROM coupon_redemption WHERE coupon_id = $1 AND released_at IS NULL`,
      [use.couponId, use.email],
    );
    if ((row.maxUses !== null && uses >= row.maxUses) || (row.oncePerEmail && mine > 0)) {
      const message = row.oncePerEmail && mine > 0 ? ERROR_MESSAGES.COUPON_ALREADY_USED : ERROR_MESSAGES.COUPON_USED_UP;
      throw new DomainError(ErrorCode.ORDER_NOT_PAYABLE, { message });
    }
    await manager.query('UPDATE coupon_redemption SET released_at = NULL WHERE id = $1', [use.id]);
  }

  /** Gives back the use a booking, plan or payment holds (none held: nothing happens). Returns how many. */
  async release(manager: EntityManager, owner: RedemptionOwner): Promise<number> {
    const [column, id] =
      'bookingId' in owner
        ? ['booking_id', owner.bookingId]
        : 'subscriptionId' in owner
          ? ['subscription_id', owner.subscriptionId]
          : ['payment_id', owner.paymentId];
    const [, count] = await manager.query<[unknown, number]>(
      `UPDATE coupon_redemption SET released_at = $2 WHERE ${column} = $1 AND released_at IS NULL`,
      [id, this.clock.now()],
    );
    return count;
  }
}

export function planTarget(planType: PlanType): CouponTarget {
  return { brand: PLAN_BRAND, planType, priceCents: PLANS[planType].price };
}

export function serviceTarget(service: { id: string; brand: BrandId; price: number }): CouponTarget {
  return { brand: service.brand, serviceId: service.id, priceCents: service.price };
}

function notApplicable(): DomainError {
  return new DomainError(ErrorCode.COUPON_NOT_APPLICABLE, { field: 'couponCode' });
}
