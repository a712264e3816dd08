import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SEEDS } from './index';

/** Runs after TypeORM has applied the migrations (the DataSource exists only then) and before the server listens. */
@Injectable()
export class DatabaseSeederService implements OnModuleInit {
  private readonly logger = new Logger(DatabaseSeederService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const seed of SEEDS) await seed(manager);
    });
    this.logger.log(`Seeded reference data (${SEEDS.map((seed) => seed.name).join(', ')})`);
  }
}
