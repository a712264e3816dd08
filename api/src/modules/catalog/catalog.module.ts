import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { PsychicServicesController } from './psychic-services.controller';
import { ServiceEntity } from './service.entity';

@Module({
  imports: [TypeOrmModule.forFeature([ServiceEntity])],
  controllers: [CatalogController, PsychicServicesController],
  providers: [CatalogService],
  exports: [CatalogService],
})
export class CatalogModule {}
