import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations/index';
import { TypeOrmLoggerAdapter } from './typeorm-logger.adapter';

/**
 * The one place that says how we talk to PostgreSQL. The schema is owned by migrations, applied at boot;
 * `synchronize` stays off everywhere, tests included, so tests run against the schema production gets.
 */
export function buildDataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    applicationName: 'coaching-api',
    synchronize: false,
    migrationsRun: true,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    // Generated uuid columns default to gen_random_uuid(), built into PostgreSQL 13+: nothing to install.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logger: new TypeOrmLoggerAdapter(),
    maxQueryExecutionTime: 1000,
    extra: { max: 10, connectionTimeoutMillis: 5000 },
  };
}
