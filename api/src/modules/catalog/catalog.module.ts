import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MeetingsModule } from '../meetings/meetings.module';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { PsychicServicesController } from './psychic-services.controller';
import { ServiceEntity } from './service.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ServiceEntity]), MeetingsModule],
  controllers: [CatalogController, PsychicServicesController],
  providers: [CatalogService],
  exports: [CatalogService],
})
export class CatalogModule {}
