import { stopCluster } from '../src/database/embedded-postgres';
import { dropDatabase, onAdmin, testDatabases } from './test-postgres.admin';
import { TEST_PG_DATA_DIR } from './test-postgres.constants';

/**
 * The last jest run out stops the embedded test server, whichever run started it; a run that started it but finishes
 * first leaves it to the others (detach), so neither pulls the database from under the other.
 */
export default async function globalTeardown(): Promise<void> {
  const run = globalThis.__API_TEST_POSTGRES__;
  if (!run) return;
  const othersActive = await onAdmin(run.server.url, async (client) => {
    await dropDatabase(client, run.runMarker);
    return (await testDatabases(client)).length > 0;
  });
  if (othersActive) run.server.detach();
  else if (run.server.startedHere) await run.server.stop();
  else await stopCluster(TEST_PG_DATA_DIR);
}
