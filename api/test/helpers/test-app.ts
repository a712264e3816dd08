import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp } from '../../src/app.factory';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Every brand's meeting rooms in a test app, as a configured site has them (issue 13: nothing is invented without
 * them). A test about a missing room passes that variable as '' (blank counts as unset).
 */
export const TEST_MEETING_ROOMS: Readonly<Record<string, string>> = {
  BRAND_COACHING_MEETING_ZOOM_URL: 'https://zoom.us/j/5550102200',
  BRAND_COACHING_MEETING_MEET_URL: 'https://meet.google.com/ari-coac-hing',
  BRAND_COACHING_MEETING_TEAMS_URL: 'https://teams.microsoft.com/l/meetup-join/coach-ari',
  BRAND_LUNAR_MEETING_ZOOM_URL: 'https://zoom.us/j/5550104400',
  BRAND_LUNAR_MEETING_MEET_URL: 'https://meet.google.com/lun-arli-ght',
  BRAND_LUNAR_MEETING_TEAMS_URL: 'https://teams.microsoft.com/l/meetup-join/luna',
};

/** The admin password every test app starts with (see helpers/admin-session.ts). */
export const TEST_ADMIN_PASSWORD = 'test-admin-password';

export interface TestApp {
  app: NestFastifyApplication;
  database: TestDatabase;
  http: ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * The real application on its own fresh database, listening on a random port. The environment is built from scratch
 * (not process.env), so a developer's shell variables cannot change test results.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return startOn(await createTestDatabase(), env, true);
}

/**
 * Another instance of the application on an existing test app's database, as a scaled deployment runs it
 * (shared rate limits, fan-out). Its close() leaves the database to its owner.
 */
export function startSecondTestApp(first: TestApp, env: Record<string, string> = {}): Promise<TestApp> {
  return startOn(first.database, env, false);
}

async function startOn(database: TestDatabase, env: Record<string, string>, ownsDatabase: boolean): Promise<TestApp> {
  // E-mails of this app land in their own folder (not the repo's var/outbox), removed again on close.
  const outboxDir = join(tmpdir(), `outbox-${database.name}${ownsDatabase ? '' : `-${process.hrtime.bigint()}`}`);
  let app: NestFastifyApplication | undefined;
  try {
    app = await createApp({
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SERVE_STATIC: 'false',
        DATABASE_URL: database.url,
        ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
        // Tests send many requests from one address; a test about a limit passes RATE_LIMIT_MULTIPLIER: '1'.
        RATE_LIMIT_MULTIPLIER: '1000',
        OUTBOX_DIR: outboxDir,
        ...TEST_MEETING_ROOMS,
        ...env,
      },
    });
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await app?.close();
    if (ownsDatabase) await database.drop();
    throw error;
  }
  const started = app;
  return {
    app: started,
    database,
    http: request(started.getHttpServer()),
    close: async () => {
      await started.close();
      if (ownsDatabase) await database.drop();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}
