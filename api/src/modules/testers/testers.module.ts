import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TestingUserEntity } from './testing-user.entity';
import { TestersController } from './testers.controller';
import { TestersService } from './testers.service';

@Module({
  imports: [TypeOrmModule.forFeature([TestingUserEntity])],
  controllers: [TestersController],
  providers: [TestersService],
})
export class TestersModule {}
