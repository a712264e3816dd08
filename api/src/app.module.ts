import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { ApiExceptionFilter } from './common/api-exception.filter';
import { loggerOptions } from './common/logger.options';
import { appConfigModule } from './config/app-config.module';
import type { AppConfig } from './config/app-config.schema';
import { DatabaseModule } from './database/database.module';
import { BrandsModule } from './modules/brands/brands.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { HealthModule } from './modules/health/health.module';

/** Feature modules live under modules/<feature>/ and are listed here. */
const FEATURE_MODULES = [HealthModule, CatalogModule, BrandsModule];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [appConfigModule(config), LoggerModule.forRoot(loggerOptions(config)), DatabaseModule, ...FEATURE_MODULES],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
