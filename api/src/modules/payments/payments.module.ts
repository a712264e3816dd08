import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock, ClockModule } from '../../common/clock';
import type { AppConfigService } from '../../config/app-config.module';
import { BookingsModule } from '../bookings/bookings.module';
import { CatalogModule } from '../catalog/catalog.module';
import { CustomersModule } from '../customers/customers.module';
import { SandboxGateway } from './gateways/sandbox.gateway';
import { SquareGateway } from './gateways/square.gateway';
import { PaymentEvents } from './payment-events';
import { PaymentRefunds } from './payment-refunds.service';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway';
import { PaymentOrders } from './payment-orders.service';
import { PaymentOrdersController } from './payment-orders.controller';
import { PaymentReceipts } from './payment-receipts.service';
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
 * receipt. Exports PaymentEvents so the subscriptions module can register how a subscription is priced and
 * activated (see payment-events.ts), and PaymentReceipts for the receipt e-mail.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PaymentEntity]), ClockModule, BookingsModule, CatalogModule, CustomersModule],
  controllers: [PaymentsController, PaymentOrdersController, SquareWebhookController],
  providers: [
    { provide: PAYMENT_GATEWAY, inject: [ConfigService, Clock], useFactory: gatewayFor },
    PaymentEvents,
    PaymentOrders,
    PaymentReceipts,
    PaymentsService,
    PaymentWebhooksService,
    PaymentRefunds,
  ],
  exports: [PaymentEvents, PaymentRefunds, PaymentReceipts],
})
export class PaymentsModule {}
