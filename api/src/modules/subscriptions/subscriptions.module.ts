import { Module } from '@nestjs/common';
import { CouponsModule } from '../coupons/coupons.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersModule } from '../customers/customers.module';
import { MeetingsModule } from '../meetings/meetings.module';
import { SUBSCRIPTION_PAYMENTS } from '../payments/subscription-payments.port';
import { SubscriberAccessController } from './access/subscriber-access.controller';
import { SubscriberAccessService } from './access/subscriber-access.service';
import { SubscriberCookies } from './access/subscriber-cookies.service';
import { SubscriberSessionGuard } from './access/subscriber-session.guard';
import { CoachSubscribersService } from './coach-subscribers.service';
import { CoachSubscriptionsController } from './coach-subscriptions.controller';
import { SubscriptionCardPayments } from './subscription-card-payments.service';
import { SubscriptionAnswerEntity } from './subscription-answer.entity';
import { SubscriptionHistoryEntity } from './subscription-history.entity';
import { SubscriptionMessageEntity } from './subscription-message.entity';
import { SubscriptionMessagesService } from './subscription-messages.service';
import { SubscriptionEntity } from './subscription.entity';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      SubscriptionEntity,
      SubscriptionMessageEntity,
      SubscriptionAnswerEntity,
      SubscriptionHistoryEntity,
    ]),
    CustomersModule,
    MeetingsModule,
    CouponsModule,
  ],
  controllers: [SubscriberAccessController, SubscriptionsController, CoachSubscriptionsController],
  providers: [
    SubscriptionsService,
    SubscriptionMessagesService,
    CoachSubscribersService,
    SubscriptionCardPayments,
    { provide: SUBSCRIPTION_PAYMENTS, useExisting: SubscriptionCardPayments },
    SubscriberAccessService,
    SubscriberCookies,
    SubscriberSessionGuard,
  ],
  exports: [SubscriptionsService, SUBSCRIPTION_PAYMENTS],
})
export class SubscriptionsModule {}
