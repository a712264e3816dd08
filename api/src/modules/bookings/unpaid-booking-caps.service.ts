import {
  COACH_BOOKING_MESSAGES,
  ErrorCode,
  UNPAID_BOOKINGS_PER_CLIENT,
  UNPAID_BOOKINGS_PER_EMAIL,
} from '@app/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import type { AppConfigService } from '../../config/app-config.module';
import { liveBookingSql } from './live-booking.sql';

/**
 * DESIGN §3 "Unpaid bookings": one visitor cannot take the week. A new booking whose payment would be awaited is
 * refused (409, saying what to do) while its e-mail address already has 2 live unpaid bookings, or its client
 * address 3, across both brands. Counted inside the booking transaction under advisory locks on the address, so
 * two concurrent requests of one visitor for different slots cannot both slip under the cap. Both caps are abuse
 * limits and scale with RATE_LIMIT_MULTIPLIER like the per-IP rate limits (1 in production; the test suites, which
 * book many sessions from one address and one customer, run with 1000, and a test about a cap passes 1).
 */
@Injectable()
export class UnpaidBookingCaps {
  private readonly perEmail: number;
  private readonly perClient: number;

  constructor(@Inject(ConfigService) config: AppConfigService) {
    const multiplier = config.get('rateLimitMultiplier', { infer: true });
    this.perEmail = Math.max(1, Math.round(UNPAID_BOOKINGS_PER_EMAIL * multiplier));
    this.perClient = Math.max(1, Math.round(UNPAID_BOOKINGS_PER_CLIENT * multiplier));
  }

  async check(manager: EntityManager, email: string, clientAddress: string | null, now: Date): Promise<void> {
    // Email first, then client: every booking transaction takes them in this order.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('unpaid-email:' || lower($1)))`, [email]);
    if (clientAddress)
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('unpaid-client:' || $1))`, [clientAddress]);
    const [row] = await manager.query<Array<{ byEmail: string; byClient: string }>>(
      `SELECT count(*) FILTER (WHERE lower(email) = lower($1)) AS "byEmail",
              count(*) FILTER (WHERE client_address = $2) AS "byClient"
         FROM booking
        WHERE status IN ('confirmed', 'pending_payment') AND payment_status = 'awaiting'
          AND ${liveBookingSql('', '$3')}
          AND (lower(email) = lower($1) OR client_address = $2)`,
      [email, clientAddress, now],
    );
    if (Number(row.byEmail) >= this.perEmail)
      throw new DomainError(ErrorCode.UNPAID_LIMIT_REACHED, { message: COACH_BOOKING_MESSAGES.unpaidLimitEmail });
    if (clientAddress && Number(row.byClient) >= this.perClient)
      throw new DomainError(ErrorCode.UNPAID_LIMIT_REACHED, { message: COACH_BOOKING_MESSAGES.unpaidLimitClient });
  }
}
