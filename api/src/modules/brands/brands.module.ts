import { Module } from '@nestjs/common';
import { BrandsController } from './brands.controller';
import { BrandsService } from './brands.service';

@Module({ controllers: [BrandsController], providers: [BrandsService], exports: [BrandsService] })
export class BrandsModule {}
