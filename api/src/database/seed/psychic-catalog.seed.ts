import { PSYCHIC_SERVICES } from '@app/contracts';
import type { SqlRunner } from './catalog.seed';

const COLUMNS = ['id', 'name', 'description', 'price', 'duration', 'sort_order'];

/** The ten Lunar Light services of the contracts catalogue. Like the coaching seed, never overwrites edits. */
export async function seedPsychicCatalog(db: SqlRunner): Promise<void> {
  const rows = PSYCHIC_SERVICES.map((s, index) => [s.id, s.name, s.description, s.price, s.duration, index]);
  const placeholders = rows.map((row, r) => `(${row.map((_, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`);
  await db.query(
    `INSERT INTO psychic_service (${COLUMNS.join(', ')}) VALUES ${placeholders.join(', ')} ON CONFLICT (id) DO NOTHING`,
    rows.flat(),
  );
}
