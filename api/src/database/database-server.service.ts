import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ModuleRef } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { REPO_ROOT } from '../config/app-config.schema';
import type { AppConfigService } from '../config/app-config.module';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from './embedded-postgres';

const EMBEDDED_DATABASE = 'app';

/** Decides where the database lives: DATABASE_URL when set, else an embedded PostgreSQL this process starts. */
@Injectable()
export class DatabaseServerService implements OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseServerService.name);
  private embedded?: Promise<EmbeddedPostgresHandle>;

  constructor(
    @Inject(ConfigService) private readonly config: AppConfigService,
    private readonly moduleRef: ModuleRef,
  ) {}

  async connectionUrl(): Promise<string> {
    const external = this.config.get('databaseUrl', { infer: true });
    if (external) return external;
    this.embedded ??= startEmbeddedPostgres({
      dataDir: this.config.get('pgDataDir', { infer: true }),
      port: this.config.get('embeddedPgPort', { infer: true }),
      database: EMBEDDED_DATABASE,
      repoRoot: REPO_ROOT,
      log: (message) => this.logger.log(message),
    });
    return (await this.embedded).url;
  }

  /**
   * Shutdown hooks of different modules have no guaranteed order, so the pool is closed here, before the server it
   * talks to stops (TypeORM's own hook then finds it closed). A reused server belongs to nobody and keeps running.
   */
  async onApplicationShutdown(): Promise<void> {
    const dataSource = this.dataSource();
    if (dataSource?.isInitialized) await dataSource.destroy();
    const embedded = await this.embedded?.catch(() => undefined);
    if (embedded?.startedHere) {
      await embedded.stop();
      this.logger.log('Embedded PostgreSQL stopped');
    }
  }

  /** Absent when the app is closed after a failed connection. */
  private dataSource(): DataSource | undefined {
    try {
      return this.moduleRef.get(DataSource, { strict: false });
    } catch {
      return undefined;
    }
  }
}
