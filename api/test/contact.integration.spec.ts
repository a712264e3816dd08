import { GENERIC_MESSAGES } from '@app/contracts';
import { DataSource } from 'typeorm';
import { contactForm } from './factories/people.factory';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('POST /api/contact (integration)', () => {
  let sut: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    sut = await startTestApp();
    db = sut.app.get(DataSource);
  });

  afterAll(async () => {
    await sut?.close();
  });

  const count = async () => (await db.query('SELECT count(*)::int AS n FROM contact_message'))[0].n as number;

  it('stores the message and answers 201 with a reference and the time received', async () => {
    const response = await sut.http.post('/api/contact').send(contactForm({ name: '  Sam Rivera ' })).expect(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), receivedAt: expect.any(String) });
    const [row] = await db.query(
      'SELECT name, email, phone, subject, message, created_at FROM contact_message WHERE id = $1',
      [response.body.id],
    );
    expect(row).toMatchObject({
      name: 'Sam Rivera',
      email: 'sam@example.com',
      phone: null,
      subject: 'Question about plans',
      message: 'Can I switch from Standard to Premium mid-month?',
    });
    expect((row.created_at as Date).toISOString()).toBe(response.body.receivedAt);
  });

  it.each([
    ['name', 'A', 'Name must be at least 2 characters'],
    ['email', 'sam@', 'Please enter a valid email address'],
    ['subject', 'Hi', 'Subject must be at least 5 characters'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
  ])('answers 400 without storing anything when %s is %j: %s', async (field, value, message) => {
    const before = await count();
    const response = await sut.http.post('/api/contact').send(contactForm({ [field]: value })).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message, errors: { [field]: message } });
    expect(await count()).toBe(before);
  });

  it('answers 400, not 500, for a body that is not an object', async () => {
    const response = await sut.http.post('/api/contact').send([contactForm()]).expect(400);
    expect(response.body.message).toBe(GENERIC_MESSAGES.invalidBody);
  });
});
