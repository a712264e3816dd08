import { ErrorCode, REVIEW_LINK_MESSAGES, type ReviewInvitationDto } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BookingReadModel } from '../bookings/booking.read-model';
import type { BookingView } from '../bookings/booking-view';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { LinkTokensService } from '../link-tokens/link-tokens.service';
import { bookingIdOfReviewToken } from './review-token';
import { ReviewEntity } from './review.entity';

/** The booking a review link is about, as far as reviews care. */
export type ReviewedBooking = Pick<BookingView, 'id' | 'serviceId' | 'serviceName' | 'fullName' | 'email' | 'startsAt'>;

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
    private readonly bookings: BookingReadModel,
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
    const booking = await this.bookings.view(manager, bookingId);
    // Reviews are for readings: a signed link for another brand's booking is not one we ever send.
    if (!booking || booking.brand !== 'lunar') throw invalid(REVIEW_LINK_MESSAGES.invalid);
    if (booking.status === 'cancelled' || booking.status === 'expired') throw invalid(REVIEW_LINK_MESSAGES.cancelled);
    if (booking.status !== 'confirmed' || booking.startsAt.getTime() > this.clock.now().getTime()) {
      throw invalid(REVIEW_LINK_MESSAGES.notYet);
    }
    const reviewed = await manager.existsBy(ReviewEntity, { bookingId });
    const { id, serviceId, serviceName, fullName, email, startsAt } = booking;
    return { booking: { id, serviceId, serviceName, fullName, email, startsAt }, reviewed };
  }
}
