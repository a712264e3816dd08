/** The subscription that matters most for an e-mail: an active one, else the newest. */
export function pickSubscription<T extends { status: string; createdAt: string }>(list: readonly T[]): T | undefined {
  const newestFirst = [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return newestFirst.find((s) => s.status === 'active') ?? newestFirst[0];
}
