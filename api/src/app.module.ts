import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { ClockModule } from './common/clock';
import { loggerOptions } from './common/logger.options';
import { AppThrottlerGuard, throttlerOptions } from './common/rate-limit';
import { appConfigModule } from './config/app-config.module';
import type { AppConfig } from './config/app-config.schema';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './modules/auth/auth.module';
import { BookingsModule } from './modules/bookings/bookings.module';
import { ChatModule } from './modules/chat/chat.module';
import { CustomersModule } from './modules/customers/customers.module';
import { MeetingsModule } from './modules/meetings/meetings.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { SchedulingModule } from './modules/scheduling/scheduling.module';
import { BrandsModule } from './modules/brands/brands.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { HealthModule } from './modules/health/health.module';
import { ContactModule } from './modules/contact/contact.module';
import { ReviewsModule } from './modules/reviews/reviews.module';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module';
import { TestersModule } from './modules/testers/testers.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { BookingChangesModule } from './modules/bookings/booking-changes.module';
import { ReleasesModule } from './modules/releases/releases.module';
import { WaitlistModule } from './modules/waitlist/waitlist.module';
import { CouponsModule } from './modules/coupons/coupons.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { LinkTokensModule } from './modules/link-tokens/link-tokens.module';

/** Feature modules live under modules/<feature>/ and are listed here. */
const FEATURE_MODULES = [
  HealthModule,
  CatalogModule,
  BrandsModule,
  SchedulingModule,
  MeetingsModule,
  ChatModule,
  CustomersModule,
  BookingsModule,
  PaymentsModule,
  AuthModule,
  ClockModule,
  LinkTokensModule,
  SubscriptionsModule,
  ReviewsModule,
  ContactModule,
  TestersModule,
  NotificationsModule,
  BookingChangesModule,
  ReleasesModule,
  WaitlistModule,
  CouponsModule,
  MetricsModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        appConfigModule(config),
        LoggerModule.forRoot(loggerOptions(config)),
        // Counters in PostgreSQL, shared by every instance (common/rate-limit.ts).
        ThrottlerModule.forRootAsync({
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => throttlerOptions(config.rateLimitMultiplier, dataSource),
        }),
        DatabaseModule,
        ...FEATURE_MODULES,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        // Only routes tagged @RateLimit(name) are limited (common/rate-limit.ts).
        { provide: APP_GUARD, useClass: AppThrottlerGuard },
      ],
    };
  }
}
