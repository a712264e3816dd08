import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '../bookings/bookings.module';
import { CoachReviewsController } from './coach-reviews.controller';
import { ReviewInvitationsService } from './review-invitations.service';
import { ReviewEntity } from './review.entity';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [TypeOrmModule.forFeature([ReviewEntity]), BookingsModule],
  controllers: [ReviewsController, CoachReviewsController],
  providers: [ReviewsService, ReviewInvitationsService],
})
export class ReviewsModule {}
