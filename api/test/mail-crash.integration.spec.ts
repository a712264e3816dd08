import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { contactForm } from './factories/people.factory';
import { type ApiProcess, startApiProcess } from './helpers/api-process';
import { readOutboxDir } from './helpers/outbox';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/**
 * The promise of issue 13, with real processes: an API process is killed (SIGKILL, no shutdown hooks) after the
 * change committed but before its e-mails were sent, and a fresh instance delivers them — each exactly once.
 */
describe('a crash between commit and send loses no e-mail (integration, child processes)', () => {
  let database: TestDatabase;
  let outboxDir: string;
  let db: Client;
  const started: ApiProcess[] = [];

  const start = async (env: Record<string, string>) => {
    const api = await startApiProcess({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SERVE_STATIC: 'false',
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: 'crash-test-password',
      RATE_LIMIT_MULTIPLIER: '1000',
      REMINDER_POLL_INTERVAL_MS: '0',
      OUTBOX_DIR: outboxDir,
      ...env,
    });
    started.push(api);
    return api;
  };

  const send = async (api: ApiProcess, email: string) => {
    const response = await fetch(`${api.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.baseUrl },
      body: JSON.stringify(contactForm({ email, subject: `Crash check for ${email}` })),
    });
    expect(response.status).toBe(201);
  };

  const waitFor = async <T>(what: string, probe: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await probe();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    outboxDir = await mkdtemp(join(tmpdir(), 'outbox-crash-'));
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    for (const api of started) await api.kill();
    await db?.end();
    await database?.drop();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it('delivers the e-mails of a killed instance, whether it died before handling the event or before sending', async () => {
    // 1. Handles events, sends nothing: killed with the two e-mails of A stored but unsent.
    const handlesOnly = await start({ MAIL_POLL_INTERVAL_MS: '0' });
    await send(handlesOnly, 'a@example.com');
    await waitFor('the e-mails of A in the outbox', async () => {
      const { rows } = await db.query(`SELECT status FROM mail_outbox`);
      return rows.length === 2 ? rows : undefined;
    });
    await handlesOnly.kill();

    // 2. Neither handles nor sends: killed with B's event committed and nothing else.
    const idle = await start({ EVENT_POLL_INTERVAL_MS: '0', MAIL_POLL_INTERVAL_MS: '0' });
    await send(idle, 'b@example.com');
    await idle.kill();
    const before = await db.query(`SELECT type, status FROM domain_event ORDER BY id`);
    expect(before.rows).toEqual([
      { type: 'contact.received', status: 'done' },
      { type: 'contact.received', status: 'pending' },
    ]);
    const unsent = await db.query(`SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status`);
    expect(unsent.rows).toEqual([{ status: 'pending', n: 2 }]);
    expect(await readOutboxDir(outboxDir)).toEqual([]);

    // 3. A fresh instance with everything on: B's event is handled and all four e-mails go out.
    await start({});
    await waitFor('all four e-mails sent', async () => {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent'`);
      return rows[0].n === 4 ? true : undefined;
    });
    const mails = await readOutboxDir(outboxDir);
    const summary = mails.map((m) => `${m.type} → ${m.to}${m.replyTo ? ` (reply ${m.replyTo})` : ''}`).sort();
    expect(summary).toEqual([
      'coach-contact-message → coach@example.com (reply a@example.com)',
      'coach-contact-message → coach@example.com (reply b@example.com)',
      'contact-acknowledgement → a@example.com (reply coach@example.com)',
      'contact-acknowledgement → b@example.com (reply coach@example.com)',
    ]);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(4);
    expect(mails.find((m) => m.to === 'a@example.com')!.subject).toBe(
      'We received your message: Crash check for a@example.com',
    );
  }, 180_000);
});
