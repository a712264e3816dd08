import { COACHING_SERVICES } from '@app/contracts';

export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

const COLUMNS = ['id', 'name', 'description', 'price', 'duration', 'type', 'category', 'sort_order', 'is_active'];

/**
 * The four coaching services of the contracts catalogue, in catalogue order. ON CONFLICT DO NOTHING: rows the coach
 * has since edited or deactivated are left as they are; only missing ones are added.
 */
export async function seedCatalog(db: SqlRunner): Promise<void> {
  const rows = COACHING_SERVICES.map((s, index) => [
    s.id,
    s.name,
    s.description,
    s.price,
    s.duration,
    s.type,
    s.category,
    index,
    s.isActive,
  ]);
  const placeholders = rows.map((row, r) => `(${row.map((_, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`);
  await db.query(
    `INSERT INTO service (${COLUMNS.join(', ')}) VALUES ${placeholders.join(', ')} ON CONFLICT (id) DO NOTHING`,
    rows.flat(),
  );
}
