// The cluster section's lost-write check, read from PostgreSQL once the load has stopped: what a client was told
// was written must be there once, and a chat message a sender saw acknowledged must have reached every other client
// of its session (live, or in the history a reconnecting client gets).
import pg from 'pg';

/**
 * attempts: the booking visitors' records; chat: startChat's result. Returns the counts the table shows, and the
 * first few offenders of each kind for the log.
 */
export async function verifyWrites({ databaseUrl, attempts, chat, sessionIds }) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return { bookings: await verifyBookings(db, attempts), chat: await verifyChat(db, chat, sessionIds) };
  } finally {
    await db.end();
  }
}

async function verifyBookings(db, attempts) {
  const bookingAttempts = attempts.filter((a) => a.what === 'booking');
  const created = bookingAttempts.filter((a) => a.status === 201);
  const emails = bookingAttempts.map((a) => a.email);
  // Every booking row a visitor of this run caused, found by the e-mail unique to each attempt.
  const { rows } = await db.query('SELECT id, email, time_slot_id, status FROM booking WHERE email = ANY($1::text[])', [
    emails,
  ]);
  const byEmail = new Map();
  for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
  const missing = created.filter((a) => !(byEmail.get(a.email) ?? []).some((r) => r.id === a.id));
  const duplicated = [...byEmail.values()].filter((list) => list.length > 1);
  const wrongSlot = created.filter((a) => (byEmail.get(a.email) ?? []).some((r) => r.time_slot_id !== a.slotId));
  // Stored although the visitor was told otherwise (a 409 after a retried POST, a cut connection): not lost, but
  // a booking its visitor does not know of.
  const unacknowledged = bookingAttempts.filter((a) => a.status !== 201 && byEmail.has(a.email));
  const doubleLive = await db.query(
    `SELECT time_slot_id, count(*)::int AS n FROM booking WHERE status IN ('confirmed', 'pending_payment')
     GROUP BY time_slot_id HAVING count(*) > 1`,
  );
  return {
    created: created.length,
    stored: rows.length,
    missing: missing.length,
    duplicated: duplicated.length,
    wrongSlot: wrongSlot.length,
    slotsWithTwoLiveBookings: doubleLive.rows.length,
    storedButNotAcknowledged: unacknowledged.map((a) => `${a.status} ${a.email}`),
    examples: [
      ...missing.slice(0, 3).map((a) => `missing ${a.id} (${a.email})`),
      ...duplicated.slice(0, 3).map((list) => `${list.length} rows for ${list[0].email}`),
      ...doubleLive.rows.slice(0, 3).map((r) => `slot ${r.time_slot_id}: ${r.n} live bookings`),
    ],
  };
}

async function verifyChat(db, chat, sessionIds) {
  const { rows } = await db.query(
    `SELECT message, count(*)::int AS n FROM chat_message
     WHERE session_id = ANY($1::uuid[]) AND message LIKE 'cb%' GROUP BY message`,
    [sessionIds],
  );
  const stored = new Map(rows.map((r) => [r.message, r.n]));
  let acked = 0;
  let unacked = 0;
  let unackedStored = 0;
  const notStored = [];
  const storedTwice = [];
  const undelivered = [];
  for (const [text, m] of chat.messages) {
    const n = stored.get(text) ?? 0;
    if (n > 1) storedTwice.push(text);
    if (m.ackedAt === null) {
      unacked++;
      if (n === 0) continue; // never acknowledged nor stored: the sender's socket closed before the server read it
      unackedStored++;
    } else {
      acked++;
      if (n === 0) {
        notStored.push(text); // lost once, not again for each client that could not receive it
        continue;
      }
    }
    // Stored: every other client of its session has it, live or from a history.
    for (const client of chat.clients) {
      if (client.s !== m.s || client === m.sender) continue;
      if (!client.seen.has(text)) undelivered.push(`${text} → ${client.name}`);
    }
  }
  return {
    sent: chat.messages.size,
    acked,
    unacked,
    unackedStored,
    notStored: notStored.length,
    storedTwice: storedTwice.length,
    undelivered: undelivered.length,
    examples: [...notStored.slice(0, 3), ...storedTwice.slice(0, 3), ...undelivered.slice(0, 5)],
  };
}
