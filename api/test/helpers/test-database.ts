import { randomBytes } from 'node:crypto';
import { dropDatabase, onAdmin } from '../test-postgres.admin';
import { ADMIN_URL_ENV, TEST_DATABASE_PREFIX } from '../test-postgres.constants';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file, so files run in parallel without seeing each other's rows. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env[ADMIN_URL_ENV];
  if (!adminUrl) {
    throw new Error(`${ADMIN_URL_ENV} is not set: run the API tests with \`npx jest -c api/jest.config.js\``);
  }
  const name = `${TEST_DATABASE_PREFIX}${randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onAdmin(adminUrl, (client) => dropDatabase(client, name)) };
}
