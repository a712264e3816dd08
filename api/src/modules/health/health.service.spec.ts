import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { HealthService } from './health.service';

function withDatabase(query: () => Promise<unknown>): HealthService {
  return new HealthService({ query } as unknown as DataSource);
}

describe(HealthService.name, () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => warn.mockRestore());

  it('is ok while the database answers', async () => {
    const sut = withDatabase(async () => [{ '?column?': 1 }]);
    await expect(sut.check()).resolves.toMatchObject({ status: 'ok', database: 'up' });
  });

  it('reports the database down when the query fails', async () => {
    const sut = withDatabase(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    await expect(sut.check()).resolves.toMatchObject({ status: 'error', database: 'down' });
    expect(warn).toHaveBeenCalledWith('Database health check failed: connect ECONNREFUSED');
  });

  it('gives up on a database that does not answer', async () => {
    jest.useFakeTimers();
    try {
      const sut = withDatabase(() => new Promise(() => undefined));
      const result = sut.check();
      await jest.advanceTimersByTimeAsync(2000);
      await expect(result).resolves.toMatchObject({ status: 'error', database: 'down' });
      expect(warn).toHaveBeenCalledWith('Database health check failed: no answer within 2000 ms');
    } finally {
      jest.useRealTimers();
    }
  });
});
