import {
  ErrorCode,
  PSYCHIC_SERVICE_IDS,
  type PsychicReviewDto,
  REVIEW_MESSAGES,
  type ReviewFormValues,
  type ReviewModerationDto,
  type ReviewModerationStatus,
  type ReviewSubmissionDto,
  type ReviewSummaryDto,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { DomainEvents } from '../domain-events/domain-events';
import { ReviewEntity } from './review.entity';
import { toPsychicReviewDto, toReviewModerationDto } from './review.mapper';
import { ReviewInvitationsService } from './review-invitations.service';

/** Lists are bounded: the public page shows recent praise, the console recent submissions. */
const LIST_LIMIT = 200;

@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly invitations: ReviewInvitationsService,
  ) {}

  /** Approved reviews only, newest first (DESIGN §3). */
  async listApproved(): Promise<PsychicReviewDto[]> {
    const rows = await this.reviews.find({
      where: { moderationStatus: 'approved' },
      order: { createdAt: 'DESC', id: 'ASC' },
      take: LIST_LIMIT,
    });
    return rows.map(toPsychicReviewDto);
  }

  /**
   * The numbers shown with the list, computed here from every approved review (not only the listed ones): the mean
   * of the stars customers gave, one decimal; null while nothing is approved, so no page shows a made-up average.
   */
  async summary(): Promise<ReviewSummaryDto> {
    const [row] = await this.reviews.query<Array<{ count: number; average: number | null }>>(
      `SELECT count(*)::int AS count, round(avg(rating), 1)::float8 AS average FROM review WHERE is_approved`,
    );
    return { average: row.count > 0 ? Number(row.average) : null, count: row.count };
  }

  /**
   * Stored pending: nothing a visitor writes is public before the coach approves it. With a review link's token the
   * review is tied to that booking (verified, its service) and a booking takes one review: 409 for a second.
   */
  async submit(form: ReviewFormValues): Promise<ReviewSubmissionDto> {
    // The schema accepts any id (old data may carry others); a new review must name a reading we offer.
    if (!form.reviewToken && !PSYCHIC_SERVICE_IDS.includes(form.serviceId)) {
      throw new DomainError(ErrorCode.SERVICE_UNKNOWN, { field: 'serviceId' });
    }
    // Stored and announced in one transaction: the coach is e-mailed to moderate it (notifications module).
    try {
      const saved = await this.reviews.manager.transaction(async (manager) => {
        const booking = form.reviewToken ? (await this.invitations.resolve(manager, form.reviewToken)).booking : null;
        const row = await manager.save(
          manager.create(ReviewEntity, {
            // A linked review is about the reading that was booked, whatever the form's select says.
            serviceId: booking?.serviceId ?? form.serviceId,
            customerName: form.customerName,
            customerEmail: form.customerEmail,
            rating: form.rating,
            reviewText: form.reviewText,
            isApproved: false,
            moderationStatus: 'pending',
            bookingId: booking?.id ?? null,
          }),
        );
        await this.events.publish(manager, 'review.submitted', { reviewId: row.id });
        return row;
      });
      return { id: saved.id, moderationStatus: 'pending', message: REVIEW_MESSAGES.submitted };
    } catch (error) {
      // The unique constraint decides between two submissions racing for one booking.
      if (isUniqueViolation(error, 'review_booking_key')) {
        throw new DomainError(ErrorCode.REVIEW_ALREADY_GIVEN, { field: 'reviewToken' });
      }
      throw error;
    }
  }

  /** The coach console's list for one moderation state (all states without a filter), newest first. */
  async listForModeration(status: ReviewModerationStatus | undefined): Promise<ReviewModerationDto[]> {
    const rows = await this.reviews.find({
      where: status ? { moderationStatus: status } : {},
      order: { createdAt: 'DESC', id: 'ASC' },
      take: LIST_LIMIT,
    });
    return rows.map(toReviewModerationDto);
  }

  /** Approve or reject; either can be reversed later (a mistaken rejection is not final). */
  async moderate(id: string, decision: Exclude<ReviewModerationStatus, 'pending'>): Promise<ReviewModerationDto> {
    const row = await this.reviews.findOneBy({ id });
    if (!row) throw new DomainError(ErrorCode.REVIEW_NOT_FOUND);
    row.moderationStatus = decision;
    row.isApproved = decision === 'approved';
    row.moderatedAt = this.clock.now();
    return toReviewModerationDto(await this.reviews.save(row));
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driver = error.driverError as { code?: string; constraint?: string };
  return driver.code === '23505' && driver.constraint === constraint;
}
