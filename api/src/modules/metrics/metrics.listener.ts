import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfigService } from '../../config/app-config.module';
import { AppMetrics } from './app-metrics';
import { ScrapeGauges } from './scrape-gauges.service';

/**
 * GET /metrics on METRICS_HOST:METRICS_PORT, a listener of its own: never on the public port, so visitors (and the
 * proxy in front of the site) cannot reach it unless an operator routes to it. Unset METRICS_PORT: nothing listens.
 * Opened once the application is up and closed last, so a draining instance is still scraped while it drains.
 */
@Injectable()
export class MetricsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(
    private readonly metrics: AppMetrics,
    private readonly gauges: ScrapeGauges,
    @Inject(ConfigService) private readonly config: AppConfigService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const where = this.config.get('metrics', { infer: true });
    if (!where) return;
    const server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res
          .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Not found: metrics are at GET /metrics\n');
        return;
      }
      void this.scrape().then(
        (text) => res.writeHead(200, { 'content-type': this.metrics.registry.contentType }).end(text),
        (error: Error) => {
          this.logger.error(`Scrape failed: ${error.message}`);
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Scrape failed\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          new Error(
            `Metrics cannot listen on ${where.host}:${where.port} (METRICS_PORT): ${error.code ?? error.message}`,
          ),
        ),
      );
      server.listen(where.port, where.host, () => resolve());
    });
    this.server = server;
    this.logger.log(`Prometheus metrics on http://${where.host}:${this.port()}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The port listened on, or null when nothing listens (METRICS_PORT unset). */
  port(): number | null {
    return (this.server?.address() as AddressInfo | null)?.port ?? null;
  }

  private async scrape(): Promise<string> {
    await this.gauges.refresh();
    return (await this.metrics.registry.metrics()) + this.metrics.http.exposition();
  }
}
