import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { RATE_LIMITS } from '../../common/rate-limit';
import type { AppConfigService } from '../../config/app-config.module';
import { ReleasesCoreModule } from '../releases/releases.module';
import { AppMetrics } from './app-metrics';
import { MetricsListener } from './metrics.listener';
import { ScrapeGauges } from './scrape-gauges.service';

/**
 * Prometheus metrics for operators (issue 35): AppMetrics is global, so the chat gateway and the rate-limit guard
 * count into it; the HTTP hook is registered by createApp (observeHttpRequests); MetricsListener serves the text on
 * METRICS_PORT only.
 */
@Global()
@Module({
  imports: [ReleasesCoreModule],
  providers: [
    {
      provide: AppMetrics,
      inject: [ConfigService],
      useFactory: (config: AppConfigService) =>
        new AppMetrics(config.get('metrics', { infer: true }) !== undefined, Object.keys(RATE_LIMITS)),
    },
    ScrapeGauges,
    MetricsListener,
  ],
  exports: [AppMetrics],
})
export class MetricsModule {}
