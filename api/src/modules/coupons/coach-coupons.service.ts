import { businessDate, type CoachCouponDto, COUPON_MESSAGES, type CouponCreateValues, ErrorCode } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { isUuid } from '../../common/uuid';
import { CatalogService } from '../catalog/catalog.service';
import { COUPON_COLUMNS, type CouponRow, LIVE_USES_SQL, toCoachCouponDto } from './coupon-row';

/** The most coupons the console lists: newest first; an archive is not what the console is for. */
const LIST_LIMIT = 500;

/** A real calendar day: 2026-02-30 matches the pattern but is no day. */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The coach's console: list, create, turn off. A coupon is never edited or deleted: what it gave stays on record. */
@Injectable()
export class CoachCouponsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<CoachCouponDto[]> {
    const rows = await this.dataSource.query<Array<CouponRow & { uses: number }>>(
      `SELECT ${COUPON_COLUMNS}, ${LIVE_USES_SQL} AS uses FROM coupon c ORDER BY c.created_at DESC, c.code LIMIT $1`,
      [LIST_LIMIT],
    );
    return rows.map((row) => toCoachCouponDto(row, row.uses));
  }

  /**
   * `value` is a percent, or whole dollars for a fixed amount (stored as cents). One scope at most: a service (its
   * brand must match a brand given with it), a plan, or a brand. A duplicate code is refused by the unique index.
   */
  async create(form: CouponCreateValues): Promise<CoachCouponDto> {
    const brand = await this.scopeBrand(form);
    if (form.expiresOn && (!isCalendarDay(form.expiresOn) || form.expiresOn < businessDate(this.clock.now()))) {
      throw new DomainError(ErrorCode.VALIDATION_FAILED, {
        field: 'expiresOn',
        message: COUPON_MESSAGES.expiryInvalid,
      });
    }
    const cents = form.kind === 'fixed' ? form.value * 100 : form.value;
    try {
      const [row] = await this.dataSource.query<CouponRow[]>(
        `INSERT INTO coupon AS c (code, kind, value, brand, service_id, plan_type, expires_on, max_uses, once_per_email,
                                  created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         RETURNING ${COUPON_COLUMNS}`,
        [
          form.code,
          form.kind,
          cents,
          brand,
          form.serviceId ?? null,
          form.planType ?? null,
          form.expiresOn ?? null,
          form.maxUses ?? null,
          form.oncePerEmail,
          this.clock.now(),
        ],
      );
      return toCoachCouponDto(row, 0);
    } catch (error) {
      if (isCodeTaken(error)) throw new DomainError(ErrorCode.COUPON_EXISTS, { field: 'code' });
      throw error;
    }
  }

  /** The brand stored with the scope: a service's own brand; a plan has none of its own (plans are coaching's). */
  private async scopeBrand(form: CouponCreateValues): Promise<CouponCreateValues['brand'] | null> {
    const scopeError = () =>
      new DomainError(ErrorCode.VALIDATION_FAILED, { field: 'serviceId', message: COUPON_MESSAGES.scopeInvalid });
    if (form.serviceId) {
      if (form.planType) throw scopeError();
      const service = await this.catalog.findBookable(form.serviceId);
      if (!service || (form.brand && form.brand !== service.brand)) throw scopeError();
      return service.brand;
    }
    if (form.planType) {
      if (form.brand && form.brand !== 'coaching') throw scopeError();
      return null;
    }
    return form.brand ?? null;
  }

  /** Bookings already made keep their discount; a use held by a pending booking stays until it ends. */
  async deactivate(id: string): Promise<CoachCouponDto> {
    if (!isUuid(id)) throw new DomainError(ErrorCode.COUPON_NOT_FOUND);
    // An UPDATE answers [rows, count] through the driver.
    const [[row]] = await this.dataSource.query<[Array<CouponRow & { uses: number }>, number]>(
      `UPDATE coupon c SET active = false WHERE c.id = $1 RETURNING ${COUPON_COLUMNS}, ${LIVE_USES_SQL} AS uses`,
      [id],
    );
    if (!row) throw new DomainError(ErrorCode.COUPON_NOT_FOUND);
    return toCoachCouponDto(row, row.uses);
  }
}

function isCodeTaken(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === 'coupon_code_key';
}
