import { Client } from 'pg';
import { bookingForm } from './factories/booking.factory';
import { squarePaymentBody } from './factories/payment.factory';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

/** Card numbers that appear nowhere else in the suite, so a hit can only come from this test's requests. */
const CARDS = {
  approved: '4111 1111 1111 1111',
  declined: '4000 0000 0000 9995',
  luhnInvalid: '4111 1111 1111 1112',
  badCvv: '5105 1051 0510 5100',
  malformedJson: '6011 1111 1111 1117',
  booking: '3782 822463 10005',
};
const forms = (n: string) => [n, n.replace(/\s/g, '')];

async function dumpEveryTable(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    let dump = '';
    for (const { table_name } of tables) {
      const { rows } = await client.query<{ row: string }>(
        `SELECT row_to_json(t)::text AS row FROM ${client.escapeIdentifier(table_name)} t`,
      );
      dump += `${table_name}\n${rows.map((r) => r.row).join('\n')}\n`;
    }
    return dump;
  } finally {
    await client.end();
  }
}

describe('card numbers and customer tokens never reach the database or the logs (integration, real API process)', () => {
  let database: TestDatabase;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    // trace: the most the logger would ever write, request logging included.
    api = await startApiProcess({
      NODE_ENV: 'development',
      LOG_LEVEL: 'trace',
      DATABASE_URL: database.url,
      SERVE_STATIC: 'false',
      ADMIN_PASSWORD: 'card-test-admin',
      RATE_LIMIT_MULTIPLIER: '100',
    });
  }, 120_000);

  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  const post = (path: string, body: unknown, raw = false) =>
    fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw ? (body as string) : JSON.stringify(body),
    });
  const withCard = (number: string, card: Record<string, string> = {}) =>
    squarePaymentBody({ card: { ...(squarePaymentBody().card as object), number, ...card } });

  it('pays, declines and refuses cards, then finds no card number in any table or log line', async () => {
    expect((await post('/api/square-payment', withCard(CARDS.approved))).status).toBe(201);
    expect((await post('/api/square-payment', withCard(CARDS.declined))).status).toBe(402);
    expect((await post('/api/square-payment', withCard(CARDS.luhnInvalid))).status).toBe(400);
    expect((await post('/api/square-payment', withCard(CARDS.badCvv, { cvv: 'x' }))).status).toBe(400);
    const malformed = `{"serviceId":"general","card":{"number":"${CARDS.malformedJson}"`;
    expect((await post('/api/square-payment', malformed, true)).status).toBe(400);

    const slots = (await (await fetch(`${api.baseUrl}/api/time-slots`)).json()) as { id: string }[];
    const booking = await post('/api/bookings', bookingForm({ timeSlotId: slots[0].id, paymentMethod: 'credit-card' }));
    expect(booking.status).toBe(201);
    const {
      id: bookingId,
      chat,
      manageToken,
    } = (await booking.json()) as {
      id: string;
      chat: { sessionId: string; token: string };
      manageToken: string;
    };
    // American Express: its CVV has 4 digits.
    const amex = withCard(CARDS.booking, { cvv: '1234' });
    expect((await post('/api/square-payment', { ...amex, bookingId })).status).toBe(201);
    const chatView = await fetch(
      `${api.baseUrl}/api/chat-sessions/${chat.sessionId}?token=${encodeURIComponent(chat.token)}`,
    );
    expect(chatView.status).toBe(200);
    // The manage link's token is a path segment of the API's URL (issue 28).
    const managed = encodeURIComponent(manageToken);
    expect((await fetch(`${api.baseUrl}/api/manage/${managed}`)).status).toBe(200);

    await api.stop();
    const logs = api.output();
    const dump = await dumpEveryTable(database.url);

    // The checks below can fail: the payments and their last 4 digits are there, and requests were logged.
    expect(dump).toContain('"card_last4":"1111"');
    expect(dump).toContain('"card_last4":"9995"');
    expect(dump).toContain('"card_last4":"0005"');
    expect(logs).toMatch(/"url":"\/api\/square-payment"/);

    // Credentials handed to the customer are kept as hashes and never logged either.
    expect(logs).toContain(`/api/chat-sessions/${chat.sessionId}?token=[redacted]`);
    expect(logs).toContain('"url":"/api/manage/[redacted]"');
    for (const secret of [chat.token, manageToken]) {
      expect(dump).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    for (const number of Object.values(CARDS)) {
      for (const form of forms(number)) {
        expect(dump).not.toContain(form);
        expect(logs).not.toContain(form);
      }
    }
  }, 120_000);
});
