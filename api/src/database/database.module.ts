import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { buildDataSourceOptions } from './data-source.options';
import { DatabaseServerService } from './database-server.service';
import { PgListener } from './pg-listener.service';
import { DatabaseSeederService } from './seed/database-seeder.service';

@Module({ providers: [DatabaseServerService], exports: [DatabaseServerService] })
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
      inject: [DatabaseServerService],
      useFactory: async (server: DatabaseServerService) => ({
        ...buildDataSourceOptions(await server.connectionUrl()),
        autoLoadEntities: true,
        // A database that starts after the API (compose) gets a few chances; a wrong URL still fails within seconds.
        retryAttempts: 3,
        retryDelay: 2000,
      }),
    }),
  ],
  providers: [DatabaseSeederService, PgListener],
  exports: [PgListener],
})
export class DatabaseModule {}
