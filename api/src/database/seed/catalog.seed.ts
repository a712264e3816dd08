import { COACHING_SERVICES, PSYCHIC_SERVICES, type BrandId } from '@app/contracts';

export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

const COLUMNS = [
  'id',
  'brand',
  'name',
  'description',
  'price',
  'duration',
  'type',
  'category',
  'sort_order',
  'is_active',
];

type Row = [string, BrandId, string, string, number, number, string | null, string | null, number, boolean];

/**
 * Both brands' catalogues of the contracts, each in its catalogue order: the four coaching services and the ten
 * Lunar Light readings. ON CONFLICT DO NOTHING: rows the coach has since edited or deactivated are left as they are;
 * only missing ones are added.
 */
export async function seedCatalog(db: SqlRunner): Promise<void> {
  const rows: Row[] = [
    ...COACHING_SERVICES.map((s, index): Row => [
      s.id,
      'coaching',
      s.name,
      s.description,
      s.price,
      s.duration,
      s.type,
      s.category,
      index,
      s.isActive,
    ]),
    ...PSYCHIC_SERVICES.map((s, index): Row => [
      s.id,
      'lunar',
      s.name,
      s.description,
      s.price,
      s.duration,
      null,
      null,
      index,
      true,
    ]),
  ];
  const placeholders = rows.map((row, r) => `(${row.map((_, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`);
  await db.query(
    `INSERT INTO service (${COLUMNS.join(', ')}) VALUES ${placeholders.join(', ')} ON CONFLICT (id) DO NOTHING`,
    rows.flat(),
  );
}
