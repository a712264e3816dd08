import { DataSource } from 'typeorm';
import { MergePsychicService1764070000000 } from '../src/database/migrations/1764070000000-merge-psychic-service';
import { MIGRATIONS } from '../src/database/migrations/index';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const MERGE_AT = MIGRATIONS.indexOf(MergePsychicService1764070000000);

/**
 * Migration 1764070000000 on a real database, from the schema just before it: a coaching row, two readings — one
 * whose slug a coaching row also uses — and the bookings, payments and reviews that name them.
 */
describe('migration MergePsychicService1764070000000 (integration)', () => {
  let database: TestDatabase;
  let db: DataSource;

  const open = async (count: number) => {
    await db?.destroy();
    db = new DataSource({ type: 'postgres', url: database.url, migrations: MIGRATIONS.slice(0, count) });
    await db.initialize();
  };
  const serviceIds = async (where: string) =>
    (
      await db.query<Array<{ id: string }>>(`SELECT service_id AS id FROM ${where} ORDER BY created_at, service_id`)
    ).map((r) => r.id);
  const triggers = async (table: string) =>
    (
      await db.query<Array<{ tgname: string }>>(
        `SELECT tgname FROM pg_trigger WHERE tgrelid = to_regclass($1) AND NOT tgisinternal ORDER BY tgname`,
        [table],
      )
    ).map((t) => t.tgname);

  beforeAll(async () => {
    database = await createTestDatabase();
    await open(MERGE_AT);
    await db.runMigrations({ transaction: 'each' });
    await db.query(`
      INSERT INTO service (id, name, description, price, duration, type, category, sort_order)
      VALUES ('quick-chat', '3 Questions Chat', 'Chat.', 1100, 5, 'chat', 'coaching', 0)`);
    await db.query(`
      INSERT INTO psychic_service (id, name, description, price, duration, sort_order, is_active)
      VALUES ('love-reading', 'Love Reading', 'Love.', 3500, 15, 0, true),
             ('quick-chat', 'Quick Reading Chat', 'A quick reading.', 900, 0, 1, false)`);
    const [slot] = await db.query<Array<{ id: string }>>(`
      INSERT INTO time_slot (brand, starts_at, ends_at, date, time)
      VALUES ('lunar', '2027-01-11T15:00:00Z', '2027-01-11T15:30:00Z', '2027-01-11', '10:00 AM') RETURNING id`);
    const bookings = await db.query<Array<{ id: string; brand: string }>>(
      `INSERT INTO booking (brand, source, full_name, email, service_id, service_name, time_slot_id, status,
                            amount_cents, manage_token_hash, created_at)
       VALUES ('coaching', 'booking-form', 'Ada', 'ada@example.com', 'quick-chat', '3 Questions Chat', $1, 'cancelled',
               1100, 'h1', '2026-01-01'),
              ('lunar', 'booking-form', 'Luna', 'luna@example.com', 'quick-chat', 'Quick Reading Chat', $1, 'cancelled',
               900, 'h2', '2026-01-02'),
              ('lunar', 'booking-form', 'Lu', 'lu@example.com', 'love-reading', 'Love Reading', $1, 'confirmed',
               3500, 'h3', '2026-01-03')
       RETURNING id, brand`,
      [slot.id],
    );
    for (const [index, booking] of bookings.entries()) {
      await db.query(
        `INSERT INTO payment (purpose, booking_id, service_id, amount_cents, provider, status, customer_email,
                              customer_name, idempotency_key, brand, created_at)
         SELECT 'booking', id, service_id, amount_cents, 'sandbox', 'approved', email, full_name, $2, brand, created_at
           FROM booking WHERE id = $1`,
        [booking.id, `key-${index}`],
      );
    }
    await db.query(
      `INSERT INTO review (service_id, customer_name, rating, review_text, booking_id, created_at)
       VALUES ('quick-chat', 'Luna', 5, 'Spot on.', $1, '2026-01-02'),
              ('quick-chat', 'Walk-in', 4, 'Lovely.', NULL, '2026-01-04'),
              ('quick-chat', 'Ada', 5, 'Clear answers.', $2, '2026-01-05')`,
      [bookings[1].id, bookings[0].id],
    );
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('folds the readings into service with their brand, renaming a clashing slug and what names it', async () => {
    await open(MERGE_AT + 1);
    await db.runMigrations({ transaction: 'each' });

    expect(await db.query(`SELECT to_regclass('psychic_service') AS t`)).toEqual([{ t: null }]);
    expect(
      await db.query(
        `SELECT id, brand, name, price, duration, type, category, sort_order, is_active FROM service ORDER BY brand, id`,
      ),
    ).toEqual([
      {
        id: 'quick-chat',
        brand: 'coaching',
        name: '3 Questions Chat',
        price: 1100,
        duration: 5,
        type: 'chat',
        category: 'coaching',
        sort_order: 0,
        is_active: true,
      },
      {
        id: 'love-reading',
        brand: 'lunar',
        name: 'Love Reading',
        price: 3500,
        duration: 15,
        type: null,
        category: null,
        sort_order: 0,
        is_active: true,
      },
      {
        id: 'lunar-quick-chat',
        brand: 'lunar',
        name: 'Quick Reading Chat',
        price: 900,
        duration: 0,
        type: null,
        category: null,
        sort_order: 1,
        is_active: false,
      },
    ]);
    // The coaching booking, its payment and the review of it keep quick-chat; the Lunar ones follow the reading.
    expect(await serviceIds('booking')).toEqual(['quick-chat', 'lunar-quick-chat', 'love-reading']);
    expect(await serviceIds('payment')).toEqual(['quick-chat', 'lunar-quick-chat', 'love-reading']);
    expect(await serviceIds('review')).toEqual(['lunar-quick-chat', 'lunar-quick-chat', 'quick-chat']);
    expect(await triggers('service')).toEqual([
      'service_delete_notify',
      'service_insert_notify',
      'service_truncate_notify',
      'service_update_notify',
    ]);
  });

  it('announces a change to a reading on the catalogue channel', async () => {
    const runner = db.createQueryRunner();
    try {
      const client = (await runner.connect()) as {
        on(event: 'notification', listener: (m: { channel: string; payload?: string }) => void): void;
      };
      const heard = new Promise<{ channel: string; payload?: string }>((resolve) => client.on('notification', resolve));
      await runner.query('LISTEN catalog_changed');
      await db.query(`UPDATE service SET price = 3600 WHERE id = 'love-reading'`);
      await expect(heard).resolves.toMatchObject({ channel: 'catalog_changed', payload: 'service' });
    } finally {
      await runner.release();
    }
  });

  it('restores psychic_service, its slugs, its triggers and every reference on the way down', async () => {
    await db.undoLastMigration({ transaction: 'each' });

    expect(await db.query(`SELECT id, name, price, sort_order, is_active FROM psychic_service ORDER BY id`)).toEqual([
      { id: 'love-reading', name: 'Love Reading', price: 3600, sort_order: 0, is_active: true },
      { id: 'quick-chat', name: 'Quick Reading Chat', price: 900, sort_order: 1, is_active: false },
    ]);
    expect(await db.query(`SELECT id, type, category FROM service`)).toEqual([
      { id: 'quick-chat', type: 'chat', category: 'coaching' },
    ]);
    expect(
      await db.query(
        `SELECT column_name, is_nullable FROM information_schema.columns
          WHERE table_name = 'service' AND column_name IN ('brand', 'type', 'category') ORDER BY column_name`,
      ),
    ).toEqual([
      { column_name: 'category', is_nullable: 'NO' },
      { column_name: 'type', is_nullable: 'NO' },
    ]);
    expect(await serviceIds('booking')).toEqual(['quick-chat', 'quick-chat', 'love-reading']);
    expect(await serviceIds('payment')).toEqual(['quick-chat', 'quick-chat', 'love-reading']);
    expect(await serviceIds('review')).toEqual(['quick-chat', 'quick-chat', 'quick-chat']);
    expect(await triggers('psychic_service')).toEqual([
      'psychic_service_delete_notify',
      'psychic_service_insert_notify',
      'psychic_service_truncate_notify',
      'psychic_service_update_notify',
    ]);
  });

  it('goes up again after coming down', async () => {
    await db.runMigrations({ transaction: 'each' });
    expect(await db.query(`SELECT id, brand FROM service ORDER BY id`)).toEqual([
      { id: 'love-reading', brand: 'lunar' },
      { id: 'lunar-quick-chat', brand: 'lunar' },
      { id: 'quick-chat', brand: 'coaching' },
    ]);
  });
});
