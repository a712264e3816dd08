import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { CoachCouponsController } from './coach-coupons.controller';
import { CoachCouponsService } from './coach-coupons.service';
import { CouponEventsListener } from './coupon-events.listener';
import { CouponsController } from './coupons.controller';
import { CouponsService } from './coupons.service';

/**
 * Coupons (issue 33 item 4): the codes, their uses, the quote and the console. Bookings, plans and payments take a
 * use through CouponsService.redeem inside their own transactions; uses are given back on the domain events that
 * end a booking or plan unpaid (CouponEventsListener).
 */
@Module({
  imports: [CatalogModule],
  controllers: [CouponsController, CoachCouponsController],
  providers: [CouponsService, CoachCouponsService, CouponEventsListener],
  exports: [CouponsService],
})
export class CouponsModule {}
