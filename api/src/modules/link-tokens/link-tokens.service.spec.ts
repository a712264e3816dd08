import type { DataSource } from 'typeorm';
import type { AppConfigService } from '../../config/app-config.module';
import { LinkTokensService } from './link-tokens.service';

const BOOKING = '3f1c2a9e-0000-4000-8000-000000000001';

function tokens(tokenSecret: string | undefined, stored = 'stored-secret-from-app_secret'): LinkTokensService {
  // The first start inserts its random secret unless one is there; here one always is: `stored`.
  const dataSource = {
    query: async (sql: string) => (sql.startsWith('SELECT') ? [{ value: stored }] : []),
  } as unknown as DataSource;
  const config = { get: () => tokenSecret } as unknown as AppConfigService;
  return new LinkTokensService(dataSource, config);
}

describe(LinkTokensService.name, () => {
  it('derives the same 32-character token for the same id and secret, and different ones per purpose and id', async () => {
    const a = tokens('t'.repeat(40));
    const b = tokens('t'.repeat(40));
    await a.onModuleInit();
    await b.onModuleInit();
    expect(a.manage(BOOKING)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a.manage(BOOKING)).toBe(b.manage(BOOKING));
    expect(a.chat(BOOKING)).not.toBe(a.manage(BOOKING));
    expect(a.signIn(BOOKING)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a.signIn(BOOKING)).not.toBe(a.manage(BOOKING));
    expect(a.manage(BOOKING.replace(/1$/, '2'))).not.toBe(a.manage(BOOKING));
  });

  it('signs with TOKEN_SECRET when set, else with the secret kept in the database', async () => {
    const configured = tokens('t'.repeat(40));
    const stored = tokens(undefined);
    const otherStored = tokens(undefined, 'another-database-secret');
    await Promise.all([configured.onModuleInit(), stored.onModuleInit(), otherStored.onModuleInit()]);
    expect(stored.manage(BOOKING)).not.toBe(configured.manage(BOOKING));
    expect(stored.manage(BOOKING)).not.toBe(otherStored.manage(BOOKING));
  });
});
