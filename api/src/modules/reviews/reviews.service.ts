import {
  PSYCHIC_SERVICE_IDS,
  REVIEW_MESSAGES,
  VALIDATION_MESSAGES,
  type PsychicReviewDto,
  type ReviewFormValues,
  type ReviewModerationDto,
  type ReviewModerationStatus,
  type ReviewSubmissionDto,
} from '@app/contracts';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainEvents } from '../notifications/domain-events';
import { ReviewEntity } from './review.entity';
import { toPsychicReviewDto, toReviewModerationDto } from './review.mapper';

/** Lists are bounded: the public page shows recent praise, the console recent submissions. */
const LIST_LIMIT = 200;

@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(ReviewEntity) private readonly reviews: Repository<ReviewEntity>,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
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

  /** Stored pending: nothing a visitor writes is public before the coach approves it. */
  async submit(form: ReviewFormValues): Promise<ReviewSubmissionDto> {
    // The schema accepts any id (old data may carry others); a new review must name a reading we offer.
    if (!PSYCHIC_SERVICE_IDS.includes(form.serviceId)) {
      const message = VALIDATION_MESSAGES.serviceRequired;
      throw new BadRequestException({ message, errors: { serviceId: message } });
    }
    // Stored and announced in one transaction: the coach is e-mailed to moderate it (notifications module).
    const saved = await this.reviews.manager.transaction(async (manager) => {
      const row = await manager.save(
        manager.create(ReviewEntity, {
          serviceId: form.serviceId,
          customerName: form.customerName,
          customerEmail: form.customerEmail,
          rating: form.rating,
          reviewText: form.reviewText,
          isApproved: false,
          moderationStatus: 'pending',
        }),
      );
      await this.events.publish(manager, 'review.submitted', { reviewId: row.id });
      return row;
    });
    return { id: saved.id, moderationStatus: 'pending', message: REVIEW_MESSAGES.submitted };
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
    if (!row) throw new NotFoundException(REVIEW_MESSAGES.notFound);
    row.moderationStatus = decision;
    row.isApproved = decision === 'approved';
    row.moderatedAt = this.clock.now();
    return toReviewModerationDto(await this.reviews.save(row));
  }
}
