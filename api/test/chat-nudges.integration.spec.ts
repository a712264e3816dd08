import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { DomainEvents } from '../src/modules/domain-events/domain-events';
import { MailerService } from '../src/modules/notifications/mailer/mailer.service';
import { ChatNudgeWorker } from '../src/modules/notifications/chat-nudges/chat-nudge.job';
import { bookingForm } from './factories/booking.factory';
import { ChatWsClient, chatUrlOf } from './helpers/chat-ws-client';
import { book } from './helpers/lifecycle';
import { readOutboxDir, type OutboxMail } from './helpers/outbox';
import { availableSlots } from './helpers/slots';
import { startSecondTestApp, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './helpers/test-app';

const MINUTE = 60_000;
const COACH_ADDRESS = 'coach@example.com';

/**
 * DESIGN §3 "Chat reaches people who are not looking", on two instances of the app sharing one database: a customer
 * burst unanswered for 5 minutes e-mails the coach once, a coach reply the customer was not connected to see for 5
 * minutes e-mails the customer once — whichever instance's worker gets there, never both.
 */
describe('chat nudge e-mails (integration)', () => {
  let a: TestApp;
  let b: TestApp;
  let dataSource: DataSource;
  let cookie: string;
  const clients: ChatWsClient[] = [];

  async function connect(app: TestApp, headers: Record<string, string> = {}): Promise<ChatWsClient> {
    const client = await ChatWsClient.connect(chatUrlOf(app.app.getHttpServer()), headers);
    clients.push(client);
    return client;
  }

  /** Both instances' clocks `ms` past the real now (the messages carry the database's real time). */
  const clocksAhead = (ms: number) => {
    for (const app of [a, b]) {
      jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + ms));
    }
  };
  const runBoth = () => Promise.all([a, b].map((app) => app.app.get(ChatNudgeWorker).runOnce()));
  const allMails = async (): Promise<OutboxMail[]> => {
    await a.app.get(DomainEvents).idle();
    await b.app.get(DomainEvents).idle();
    const dirs = [a, b].map((app) => app.app.get(MailerService).outbox!);
    return (await Promise.all(dirs.map((dir) => readOutboxDir(dir)))).flat();
  };
  type NudgeType = 'coach-chat-waiting' | 'chat-reply-waiting';
  /** How many are in the outbox (written once, by whichever instance claimed the nudge). */
  const outboxed = async (type: NudgeType): Promise<number> =>
    Number((await dataSource.query(`SELECT count(*) AS n FROM mail_outbox WHERE type = $1`, [type]))[0].n);
  /** The delivered e-mails of a type, once all `count` of them have been delivered (by either instance). */
  const nudges = async (type: NudgeType): Promise<OutboxMail[]> => {
    const count = await outboxed(type);
    let found: OutboxMail[] = [];
    await waitUntil(async () => (found = (await allMails()).filter((m) => m.type === type)).length >= count);
    return found;
  };

  const say = (client: ChatWsClient, sessionId: string, message: string, senderType = 'client') => {
    client.send({ type: 'send_message', sessionId, senderId: 'x', senderName: 'x', senderType, message });
    return client.next('new_message', (f) => f.message.message === message);
  };

  beforeAll(async () => {
    a = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0' });
    b = await startSecondTestApp(a, { REMINDER_POLL_INTERVAL_MS: '0' });
    dataSource = a.app.get(DataSource);
    const signIn = await a.http.post('/api/auth/sign-in').send({ password: TEST_ADMIN_PASSWORD }).expect(200);
    cookie = String(signIn.headers['set-cookie']).split(';')[0];
  });

  afterEach(() => {
    clients.splice(0).forEach((c) => c.close());
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('e-mails the coach once per unanswered burst and the customer once per unseen reply', async () => {
    const [slot] = await availableSlots(a);
    const booking = await book(
      a,
      bookingForm({ timeSlotId: slot.id, fullName: 'Nora Nudge', email: 'nora@example.com' }),
    );
    const { sessionId, token } = booking.chat!;
    const join = { sessionId, token, userId: 'client-1', userName: 'Nora', userType: 'client' };

    // The customer writes twice; at 4 minutes nobody is e-mailed, past 5 the coach is — once, by one instance.
    const nora = await connect(a);
    await nora.join(join);
    await say(nora, sessionId, 'Hello, I have a question about my session');
    await say(nora, sessionId, 'Can we focus on my job offers?');
    clocksAhead(4 * MINUTE);
    await runBoth();
    expect(await outboxed('coach-chat-waiting')).toBe(0);

    clocksAhead(6 * MINUTE);
    const [runA, runB] = await runBoth();
    expect(runA.sent + runB.sent).toBe(1);
    const [toCoach] = await nudges('coach-chat-waiting');
    expect(toCoach.to).toBe(COACH_ADDRESS);
    expect(toCoach.replyTo).toBe('nora@example.com');
    expect(toCoach.subject).toContain('Nora Nudge is waiting for a reply');
    expect(toCoach.text).toContain('Hello, I have a question about my session');
    expect(toCoach.text).toContain('Can we focus on my job offers?');
    expect(toCoach.text).toContain(`/coach?tab=chats&session=${sessionId}`);

    // More messages in the same burst (no reply yet) send nothing more.
    await say(nora, sessionId, 'Still there?');
    clocksAhead(12 * MINUTE);
    await runBoth();
    expect(await outboxed('coach-chat-waiting')).toBe(1);

    // The coach answers while Nora is connected: she has seen it, nobody is e-mailed.
    const coach = await connect(b, { cookie });
    await coach.join({ sessionId, userId: 'coach:coaching', userName: 'Coach Ari', userType: 'coach' });
    const seenReply = await say(coach, sessionId, 'Yes, we can focus on the offers', 'coach');
    await nora.next('new_message', (f) => f.message.id === seenReply.message.id);
    await waitUntil(async () => {
      const [row] = await dataSource.query(
        `SELECT client_seen_at >= (SELECT created_at FROM chat_message WHERE id = $2) AS seen FROM chat_session WHERE id = $1`,
        [sessionId, seenReply.message.id],
      );
      return row.seen === true;
    });
    clocksAhead(6 * MINUTE);
    await runBoth();
    expect(await outboxed('chat-reply-waiting')).toBe(0);

    // She leaves; the next reply waits 5 minutes unseen and e-mails her the chat link, once.
    nora.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await say(coach, sessionId, 'One more idea for you: list what each offer gives you', 'coach');
    clocksAhead(4 * MINUTE);
    await runBoth();
    expect(await outboxed('chat-reply-waiting')).toBe(0);
    clocksAhead(6 * MINUTE);
    const runs = await runBoth();
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    const [toCustomer] = await nudges('chat-reply-waiting');
    expect(toCustomer.to).toBe('nora@example.com');
    expect(toCustomer.subject).toContain('Coach Ari replied in your chat');
    expect(toCustomer.text).toContain('One more idea for you');
    expect(toCustomer.text).not.toContain('Yes, we can focus on the offers');
    expect(toCustomer.text).toContain(`/chat-session?session=${sessionId}&token=${encodeURIComponent(token)}`);

    await say(coach, sessionId, 'And another', 'coach');
    clocksAhead(12 * MINUTE);
    await runBoth();
    expect(await outboxed('chat-reply-waiting')).toBe(1);

    // She comes back and writes again: a new burst after the coach's replies, so the coach hears of it again.
    const noraAgain = await connect(a);
    await noraAgain.join(join);
    await say(noraAgain, sessionId, 'Thanks! One last question');
    clocksAhead(6 * MINUTE);
    await runBoth();
    const toCoachAgain = await nudges('coach-chat-waiting');
    expect(toCoachAgain).toHaveLength(2);
    expect(toCoachAgain.map((m) => m.text).find((t) => t.includes('One last question'))).not.toContain('Still there?');
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
