// Chat: 500 WebSocket clients in 50 booking sessions (10 per session). Every client sends a message each round;
// round trip = send → arrival of that message at each socket of the session (the sender's echo included).
// Run on one instance, then with the clients of each session split across two API processes on one database
// (fan-out through Postgres LISTEN/NOTIFY). BENCH_CHAT_ROUNDS sets the rounds (3); each round's figures are in the result.
import WebSocket from 'ws';
import { BENCH, databaseUrl, startApi } from '../lib/server.mjs';
import { bookingPayload, firstServiceId, freeSlots, postBooking } from '../lib/booking.mjs';
import { percentile, pool, round } from '../lib/stats.mjs';

const SESSIONS = Number(process.env.BENCH_CHAT_SESSIONS ?? 50);
const PER_SESSION = 10;
const ROUNDS = Number(process.env.BENCH_CHAT_ROUNDS ?? 3);
const ROUND_TIMEOUT_MS = 30_000;

/** 50 chat bookings, each on its own slot: their sessions and client tokens. */
async function createSessions(base) {
  const coachingService = await firstServiceId(base);
  const lunarService = (await (await fetch(`${base}/api/psychic-services`)).json())[0]?.id;
  const slots = [
    ...(await freeSlots(base)).map((s) => [coachingService, s]),
    ...(await freeSlots(base, 'lunar')).map((s) => [lunarService, s]),
  ];
  if (slots.length < SESSIONS) throw new Error(`only ${slots.length} free slots for ${SESSIONS} chat sessions`);
  const bookings = await pool(slots.slice(0, SESSIONS), 5, ([serviceId, slot]) =>
    postBooking(base, bookingPayload(serviceId, slot.id)),
  );
  return bookings.map((b) => {
    if (b.status !== 201 || !b.body?.chat)
      throw new Error(`chat booking failed: ${b.status} ${JSON.stringify(b.body)}`);
    return b.body.chat;
  });
}

function connect(wsUrl, session, userId, onMessage) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    const timer = setTimeout(() => reject(new Error('join timed out')), 30_000);
    ws.on('error', reject);
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'message_history') {
        clearTimeout(timer);
        resolve(ws);
      } else if (frame.type === 'new_message') onMessage(frame.message.message, performance.now());
      else if (frame.type === 'error') reject(new Error(frame.message));
    });
    ws.on('open', () =>
      ws.send(
        JSON.stringify({
          type: 'join_session',
          sessionId: session.sessionId,
          token: session.token,
          userId,
          userName: 'Bench',
          userType: 'client',
        }),
      ),
    );
  });
}

async function runScenario(sessions, urlFor) {
  const sentAt = new Map();
  const latencies = { same: [], cross: [] };
  /** Every delivery's round trip by round: the first one also pays for the server's JIT warm-up. */
  const perRound = [];
  let expected = 0;
  let received = 0;
  let roundDone = () => undefined;
  const clients = [];
  await pool(
    sessions.flatMap((session, s) => Array.from({ length: PER_SESSION }, (_, i) => ({ session, s, i }))),
    50,
    async ({ session, s, i }) => {
      const instance = urlFor(i);
      const ws = await connect(instance, session, `bench-${s}-${i}`, (text, at) => {
        const sent = sentAt.get(text);
        if (!sent) return;
        (sent.instance === instance ? latencies.same : latencies.cross).push(at - sent.at);
        (perRound[sent.r] ??= []).push(at - sent.at);
        if (++received === expected) roundDone();
      });
      clients.push({ ws, session, s, i, instance });
    },
  );
  let lost = 0;
  for (let r = 0; r < ROUNDS; r++) {
    expected += clients.length * PER_SESSION;
    const finished = new Promise((resolve) => (roundDone = resolve));
    for (const c of clients) {
      // Spread over a second: a socket may send 2 frames a second sustained (chat-gateway.constants.ts).
      setTimeout(() => {
        const text = `bench r${r} s${c.s} c${c.i} ${Math.random().toString(36).slice(2)}`;
        sentAt.set(text, { at: performance.now(), instance: c.instance, r });
        c.ws.send(
          JSON.stringify({
            type: 'send_message',
            sessionId: c.session.sessionId,
            senderId: `bench-${c.s}-${c.i}`,
            senderName: 'Bench',
            senderType: 'client',
            message: text,
          }),
        );
      }, Math.random() * 1000);
    }
    const timedOut = await Promise.race([
      finished.then(() => false),
      new Promise((res) => setTimeout(() => res(true), ROUND_TIMEOUT_MS)),
    ]);
    if (timedOut) {
      lost = expected - received;
      break;
    }
  }
  for (const c of clients) c.ws.close();
  const stat = (values) => ({
    deliveries: values.length,
    p50Ms: round(percentile(values, 50)),
    p99Ms: round(percentile(values, 99)),
  });
  return {
    clients: clients.length,
    messages: sentAt.size,
    lostDeliveries: lost,
    all: stat([...latencies.same, ...latencies.cross]),
    sameInstance: stat(latencies.same),
    crossInstance: stat(latencies.cross),
    rounds: perRound.map(stat),
  };
}

export async function runChat({ base }) {
  const sessions = await createSessions(base);
  const wsA = `${base.replace(/^http/, 'ws')}/ws`;
  const one = await runScenario(sessions, () => wsA);
  console.log(`chat, one instance: ${JSON.stringify(one)}`);
  const second = await startApi({ port: BENCH.secondPort, databaseUrl: databaseUrl() });
  try {
    const wsB = `${second.base.replace(/^http/, 'ws')}/ws`;
    const two = await runScenario(sessions, (i) => (i % 2 === 0 ? wsA : wsB));
    console.log(`chat, two instances: ${JSON.stringify(two)}`);
    return { sessions: SESSIONS, clientsPerSession: PER_SESSION, rounds: ROUNDS, oneInstance: one, twoInstances: two };
  } finally {
    await second.stop();
  }
}

/** Issue 20's budgets for the round trip's p99 (500 clients). */
export const CHAT_P99_BUDGET_MS = { oneInstance: 15, acrossInstances: 30 };

export function chatRows(r) {
  const row = (name, s) => ({ name, value: `p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms (${s.deliveries} deliveries)` });
  const within = (s, budget) => s.p99Ms !== null && s.p99Ms < budget;
  return [
    {
      ...row(
        `chat round trip, ${r.oneInstance.clients} clients / ${r.sessions} sessions, one instance`,
        r.oneInstance.all,
      ),
      budget: `p99 < ${CHAT_P99_BUDGET_MS.oneInstance} ms, no loss`,
      ok: r.oneInstance.lostDeliveries === 0 && within(r.oneInstance.all, CHAT_P99_BUDGET_MS.oneInstance),
    },
    {
      ...row('chat round trip, two instances, all deliveries', r.twoInstances.all),
      budget: `p99 < ${CHAT_P99_BUDGET_MS.acrossInstances} ms, no loss`,
      ok: r.twoInstances.lostDeliveries === 0 && within(r.twoInstances.all, CHAT_P99_BUDGET_MS.acrossInstances),
    },
    {
      ...row('  of which across instances (LISTEN/NOTIFY)', r.twoInstances.crossInstance),
      budget: `p99 < ${CHAT_P99_BUDGET_MS.acrossInstances} ms`,
      ok: within(r.twoInstances.crossInstance, CHAT_P99_BUDGET_MS.acrossInstances),
    },
  ];
}
