import {
  type BookingStatus,
  type BrandId,
  ErrorCode,
  REVIEW_LINK_MESSAGES,
  type ReviewInvitationDto,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { LinkTokensService } from '../notifications/link-tokens.service';
import { bookingIdOfReviewToken } from './review-token';

/** The booking a review link is about, as far as reviews care. */
export interface ReviewedBooking {
  id: string;
  serviceId: string;
  serviceName: string;
  fullName: string;
  email: string;
  startsAt: Date;
}

interface BookingRow {
  id: string;
  brand: BrandId;
  status: BookingStatus;
  service_id: string;
  service_name: string;
  full_name: string;
  email: string;
  starts_at: Date;
  reviewed: boolean;
}

// Raw SQL, read-only: the bookings module owns the entity; one statement gives booking, slot and whether it is reviewed.
const BOOKING_SQL = `
  SELECT b.id, b.brand, b.status, b.service_id, b.service_name, b.full_name, b.email, s.starts_at,
         EXISTS (SELECT 1 FROM review r WHERE r.booking_id = b.id) AS reviewed
    FROM booking b JOIN time_slot s ON s.id = b.time_slot_id
   WHERE b.id = $1`;

const invalid = (message: string) => new DomainError(ErrorCode.REVIEW_LINK_INVALID, { message, field: 'reviewToken' });

/**
 * Review links (issue 15): a token from the e-mail sent after a Lunar Light reading names its booking. A link is
 * honoured only for a Lunar Light booking that went ahead (confirmed, and the session has started), so "Verified
 * Reading" always means a real reading.
 */
@Injectable()
export class ReviewInvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: LinkTokensService,
    private readonly clock: Clock,
  ) {}

  /** What the review form shows for a link; 400 with the reason when the link cannot be used. */
  async describe(token: unknown): Promise<ReviewInvitationDto> {
    const { booking, reviewed } = await this.resolve(this.dataSource.manager, token);
    return {
      serviceId: booking.serviceId,
      serviceName: booking.serviceName,
      sessionStartsAt: booking.startsAt.toISOString(),
      customerName: booking.fullName,
      customerEmail: booking.email,
      alreadyReviewed: reviewed,
    };
  }

  /** The booking a token may review, or 400: forged or altered, not Lunar Light, cancelled, or not happened yet. */
  async resolve(manager: EntityManager, token: unknown): Promise<{ booking: ReviewedBooking; reviewed: boolean }> {
    const bookingId = typeof token === 'string' ? bookingIdOfReviewToken(this.tokens, token.trim()) : null;
    if (!bookingId) throw invalid(REVIEW_LINK_MESSAGES.invalid);
    const [row] = await manager.query<BookingRow[]>(BOOKING_SQL, [bookingId]);
    // Reviews are for readings: a signed link for another brand's booking is not one we ever send.
    if (!row || row.brand !== 'lunar') throw invalid(REVIEW_LINK_MESSAGES.invalid);
    if (row.status === 'cancelled' || row.status === 'expired') throw invalid(REVIEW_LINK_MESSAGES.cancelled);
    const startsAt = new Date(row.starts_at);
    if (row.status !== 'confirmed' || startsAt.getTime() > this.clock.now().getTime()) {
      throw invalid(REVIEW_LINK_MESSAGES.notYet);
    }
    return {
      booking: {
        id: row.id,
        serviceId: row.service_id,
        serviceName: row.service_name,
        fullName: row.full_name,
        email: row.email,
        startsAt,
      },
      reviewed: row.reviewed,
    };
  }
}
