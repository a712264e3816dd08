import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { buildDataSourceOptions } from './data-source.options';
import { DatabaseServer } from './database-server.service';
import { PgListener } from './pg-listener.service';
import { DatabaseSeeder } from './seed/database-seeder.service';

@Module({ providers: [DatabaseServer], exports: [DatabaseServer] })
class DatabaseServerModule {}

/**
 * TypeORM on PostgreSQL: migrations at connect, then the seeds. Feature modules add their entities with forFeature.
 * Global for PgListener: the read caches of several modules share its one LISTEN connection.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [DatabaseServerModule],
      inject: [DatabaseServer],
      useFactory: async (server: DatabaseServer) => ({
        ...buildDataSourceOptions(await server.connectionUrl()),
        autoLoadEntities: true,
        // A database that starts after the API (compose) gets a few chances; a wrong URL still fails within seconds.
        retryAttempts: 3,
        retryDelay: 2000,
      }),
    }),
  ],
  providers: [DatabaseSeeder, PgListener],
  exports: [PgListener],
})
export class DatabaseModule {}
