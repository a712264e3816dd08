import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomersService } from './customers.service';
import { UserInteractionEntity } from './user-interaction.entity';
import { UserStateEntity } from './user-state.entity';

/** Bookings, payments and subscriptions call CustomersService.record inside their own transactions. */
@Module({
  imports: [TypeOrmModule.forFeature([UserStateEntity, UserInteractionEntity])],
  providers: [CustomersService],
  exports: [CustomersService],
})
export class CustomersModule {}
