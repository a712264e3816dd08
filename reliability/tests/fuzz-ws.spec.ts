import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { rowCounts, withDb } from '../support/db';
import { api } from '../support/http';
import { ChatSocket } from '../support/ws';

const RUNS = Number(process.env.REL_FUZZ_RUNS ?? 40);
const DEMO = 'demo';

/** A private demo room (issue 15: the public 'demo' room is gone); its id and token make a valid join. */
async function demoRoom(): Promise<{ sessionId: string; token: string }> {
  const answer = await api<{ sessionId: string; token: string }>('/api/chat-sessions/demo', {
    method: 'POST',
    json: {},
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

/** A client joins the room on a fresh socket and is answered with its history: the room and the server work. */
async function joinAndLeave(room: { sessionId: string; token: string }, userId: string, userName: string) {
  const socket = await ChatSocket.open();
  socket.send(
    JSON.stringify({
      type: 'join_session',
      sessionId: room.sessionId,
      token: room.token,
      userId,
      userName,
      userType: 'client',
    }),
  );
  expect(await socket.next((f) => f.type === 'message_history')).not.toBeNull();
  socket.close();
}

const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 30 }),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);
/** A value that is never valid text for an id, a name or a message (numbers are left out: yup casts them to text). */
const badText = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.constant('   '),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
  fc.string({ minLength: 2001, maxLength: 3000 }),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** Frames of each type the gateway knows, each with at least one field it must refuse. */
const malformedJoin = fc
  .oneof(
    fc.record({
      sessionId: badText,
      userId: maybe(junk),
      userName: maybe(junk),
      userType: maybe(junk),
      token: maybe(junk),
    }),
    fc.record({
      sessionId: fc.constant(DEMO),
      userId: fc.constant('fuzz'),
      userName: fc.constant('Fuzz'),
      userType: fc.oneof(junk, fc.constant('admin')),
    }),
    fc.record({
      sessionId: fc.uuid(),
      userId: fc.constant('fuzz'),
      userName: fc.constant('Fuzz'),
      userType: fc.constant('client'),
      token: maybe(junk),
    }),
  )
  .map((p) => ({ type: 'join_session', ...p }));
const malformedSend = fc
  .record({
    sessionId: fc.oneof(fc.constant(DEMO), junk),
    senderId: maybe(junk),
    senderName: maybe(junk),
    senderType: maybe(junk),
    message: badText,
  })
  .map((p) => ({ type: 'send_message', ...p }));
/** mark_read: the ids must be strings of at most 100 characters (numbers are cast to text, so they count as ids). */
const badId = fc.oneof(
  fc.constant(null),
  fc.object({ maxDepth: 1 }),
  fc.array(fc.integer(), { minLength: 1, maxLength: 2 }),
  fc.string({ minLength: 101, maxLength: 200 }),
);
const malformedMarkRead = fc
  .oneof(
    fc.record({
      sessionId: fc.oneof(
        fc.constantFrom(null, '', '   '),
        fc.object({ maxDepth: 1 }),
        fc.string({ minLength: 101, maxLength: 200 }),
      ),
      messageIds: maybe(junk),
    }),
    fc.record({
      sessionId: fc.constant(DEMO),
      messageIds: fc.oneof(
        fc.object({ maxDepth: 1 }),
        fc.string({ minLength: 1 }),
        fc.constant(true),
        fc.array(badId, { minLength: 1, maxLength: 3 }),
        fc.constant(Array(501).fill('x')),
      ),
    }),
  )
  .map((p) => ({ type: 'mark_read', ...p }));

/** What goes on the wire: each malformed frame kind, an unknown type, no type, or bytes that are not JSON. */
const rawFrame = fc.oneof(
  malformedJoin.map((f) => JSON.stringify(f)),
  malformedSend.map((f) => JSON.stringify(f)),
  malformedMarkRead.map((f) => JSON.stringify(f)),
  fc
    .record({
      type: fc.oneof(
        junk,
        fc.constantFrom('__invalid_frame', 'new_message', 'message_history', 'error', 'constructor', '__proto__'),
      ),
    })
    .map((f) => JSON.stringify(f)),
  fc.anything().map((v) => JSON.stringify(v) ?? 'undefined'),
  fc.string({ maxLength: 100 }).map((s) => `{${s}`),
  fc.constant(JSON.stringify({ type: 'send_message', sessionId: DEMO, message: 'x'.repeat(20_000) })),
);

test('every malformed chat frame gets an error frame, never a crash, and writes no row', async () => {
  // A demo room and a valid join first: making the room writes rows, which is not what is measured.
  const room = await demoRoom();
  await joinAndLeave(room, 'fuzz-warm', 'Fuzz');
  const before = await withDb(rowCounts);

  await fc.assert(
    fc.asyncProperty(fc.boolean(), rawFrame, async (joinFirst, frame) => {
      // A fresh socket per frame keeps the per-socket rate limit out of the way; half are joined to the demo room
      // first, so send_message and mark_read are judged on their content, not only on "join first".
      const socket = await ChatSocket.open();
      try {
        if (joinFirst) {
          socket.send(
            JSON.stringify({
              type: 'join_session',
              sessionId: room.sessionId,
              token: room.token,
              userId: 'fuzz',
              userName: 'Fuzz',
              userType: 'client',
            }),
          );
          if (!(await socket.next((f) => f.type === 'message_history'))) throw new Error('demo join failed');
        }
        const from = socket.frames.length;
        socket.send(frame);
        const answer = await socket.next((f) => f.type !== 'messages_read', from);
        if (answer?.type !== 'error' || typeof answer.message !== 'string' || !answer.message) {
          throw new Error(`frame ${frame.slice(0, 200)} → ${JSON.stringify(answer)} (close ${socket.closeCode})`);
        }
      } finally {
        socket.close();
      }
    }),
    { numRuns: RUNS * 3 },
  );

  expect((await api('/api/health')).status, 'the server is still up').toBe(200);
  expect(await withDb(rowCounts)).toEqual(before);
});

test('a frame above the socket limit closes that socket with 1009 and nothing else', async () => {
  const socket = await ChatSocket.open();
  socket.send(Buffer.alloc(70 * 1024, 'a'));
  await expect.poll(() => socket.closeCode).toBe(1009);
  const room = await demoRoom();
  await joinAndLeave(room, 'after', 'After');
});
