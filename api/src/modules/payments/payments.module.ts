import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock, ClockModule } from '../../common/clock';
import type { AppConfigService } from '../../config/app-config.module';
import { BookingsModule } from '../bookings/bookings.module';
import { CatalogModule } from '../catalog/catalog.module';
import { CustomersModule } from '../customers/customers.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { SandboxGateway } from './gateways/sandbox.gateway';
import { SquareGateway } from './gateways/square.gateway';
import { PaymentRefundsService } from './payment-refunds.service';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway';
import { PaymentOrdersService } from './payment-orders.service';
import { PaymentOrdersController } from './payment-orders.controller';
import { PaymentReceiptsService } from './payment-receipts.service';
import { PaymentSentController } from './payment-sent.controller';
import { PaymentWebhooksService } from './payment-webhooks.service';
import { PaymentEntity } from './payment.entity';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { SquareWebhookController } from './square-webhook.controller';

/** PAYMENT_PROVIDER picks the gateway (config validation guarantees square has its settings). */
function gatewayFor(config: AppConfigService, clock: Clock): PaymentGateway {
  const square = config.get('square', { infer: true });
  return config.get('paymentProvider', { infer: true }) === 'square' && square
    ? new SquareGateway(square)
    : new SandboxGateway(() => clock.now());
}

/**
 * Card payments, each for an order the server created first (payment-orders.service.ts), with its quote and
 * receipt. Imports SubscriptionsModule for the SUBSCRIPTION_PAYMENTS port (how a subscription is priced and
 * activated, subscription-payments.port.ts); exports PaymentReceiptsService for the receipt e-mail.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentEntity]),
    ClockModule,
    BookingsModule,
    CatalogModule,
    CustomersModule,
    SubscriptionsModule,
  ],
  controllers: [PaymentsController, PaymentOrdersController, PaymentSentController, SquareWebhookController],
  providers: [
    { provide: PAYMENT_GATEWAY, inject: [ConfigService, Clock], useFactory: gatewayFor },
    PaymentOrdersService,
    PaymentReceiptsService,
    PaymentsService,
    PaymentWebhooksService,
    PaymentRefundsService,
  ],
  exports: [PaymentRefundsService, PaymentReceiptsService],
})
export class PaymentsModule {}
