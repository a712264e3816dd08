/** Any RFC 4122 layout, case-free: what PostgreSQL's uuid type accepts from us. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a uuid cannot match a row; checking first keeps PostgreSQL's cast error (a 500) away. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
