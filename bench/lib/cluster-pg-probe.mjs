// What the README's "path to 10 replicas" watches, sampled from PostgreSQL during the cluster section's run: the
// connections the replicas hold (pools and LISTEN connections), the NOTIFY queue's use (above zero: a listener is
// behind) and backends waiting on the lock every NOTIFYing commit takes (wait_event 'object').
import pg from 'pg';

const QUERY = `
  SELECT count(*)::int AS connections,
         count(*) FILTER (WHERE application_name LIKE '%listener%')::int AS listeners,
         count(*) FILTER (WHERE wait_event_type = 'Lock' AND wait_event = 'object')::int AS notify_lock_waits,
         count(*) FILTER (WHERE state = 'active')::int AS active,
         pg_notification_queue_usage()::float8 AS queue_usage
  FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid()`;

/** Samples every `everyMs` until stop(), which resolves with the maxima and how often a NOTIFY waited. */
export async function startPgProbe(databaseUrl, everyMs = 250) {
  const db = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-probe' });
  await db.connect();
  const samples = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        samples.push((await db.query(QUERY)).rows[0]);
      } catch {
        // a sample lost to a busy machine changes nothing
      }
      await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (performance.now() - started))));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await db.end();
      const max = (key) => Math.max(0, ...samples.map((s) => s[key]));
      return {
        samples: samples.length,
        maxConnections: max('connections'),
        maxListeners: max('listeners'),
        maxActive: max('active'),
        maxQueueUsage: max('queue_usage'),
        samplesWithNotifyLockWait: samples.filter((s) => s.notify_lock_waits > 0).length,
        maxNotifyLockWaiters: max('notify_lock_waits'),
      };
    },
  };
}
