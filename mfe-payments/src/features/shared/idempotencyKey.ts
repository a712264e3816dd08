/**
 * A random key for one charge attempt. crypto.randomUUID only exists on secure origins, and a phone testing
 * the site over a LAN address is not one, so fall back to getRandomValues, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
