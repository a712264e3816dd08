import { GENERIC_MESSAGES, type ContactMessageDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { contactForm } from './factories/people.factory';
import { adminAuthorization } from './helpers/admin-session';
import { onlyMail, outboxOf } from './helpers/outbox';
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
    const response = await sut.http
      .post('/api/contact')
      .send(contactForm({ name: '  Sam Rivera ' }))
      .expect(201);
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
    const response = await sut.http
      .post('/api/contact')
      .send(contactForm({ [field]: value }))
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message,
      errors: { [field]: message },
    });
    expect(await count()).toBe(before);
  });

  it('answers 400, not 500, for a body that is not an object', async () => {
    const response = await sut.http.post('/api/contact').send([contactForm()]).expect(400);
    expect(response.body.message).toBe(GENERIC_MESSAGES.invalidBody);
  });
});

describe('contact messages arrive: e-mails and the coach inbox (integration)', () => {
  let sut: TestApp;
  let admin: string;

  beforeAll(async () => {
    sut = await startTestApp({ PUBLIC_URL: 'https://book.example.com', REMINDER_POLL_INTERVAL_MS: '0' });
    admin = await adminAuthorization(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  it("e-mails the brand's inbox with Reply-To the sender, and acknowledges the sender with their message", async () => {
    const message = 'Can I cancel my reading next week?\nI have a conflict.';
    await sut.http
      .post('/api/contact')
      .send(contactForm({ brand: 'lunar', email: 'moon@example.com', subject: 'Cancelling a reading', message }))
      .expect(201);
    const mails = await outboxOf(sut);

    const inbox = onlyMail(mails, 'coach-contact-message', 'readings@example.com');
    expect(inbox.subject).toBe('New message: Cancelling a reading');
    expect(inbox.mail.from?.value[0]).toEqual({ name: 'Lunar Light', address: 'readings@example.com' });
    expect(inbox.replyTo).toBe('moon@example.com');
    expect(inbox.text).toContain('From: Sam Rivera');
    expect(inbox.text).toContain('> Can I cancel my reading next week?\n> I have a conflict.');
    expect(inbox.text).toContain('Open the coach console: https://book.example.com/coach');

    const ack = onlyMail(mails, 'contact-acknowledgement', 'moon@example.com');
    expect(ack.subject).toBe('🌙 We received your message: Cancelling a reading');
    expect(ack.replyTo).toBe('readings@example.com');
    expect(ack.text).toContain("Thank you for reaching out. We'll get back to you within 24 hours.");
    expect(ack.html).toContain('We&#39;ll get back to you within 24 hours.');
    expect(ack.text).toContain('Dear Sam,');
    expect(ack.text).toContain('> Can I cancel my reading next week?');
    expect(ack.html).toContain('#16132f');
  });

  it('sends a message without a brand to the coaching inbox', async () => {
    await sut.http
      .post('/api/contact')
      .send(contactForm({ email: 'plain@example.com' }))
      .expect(201);
    const mails = await outboxOf(sut);
    const inbox = mails.filter((m) => m.type === 'coach-contact-message' && m.replyTo === 'plain@example.com');
    expect(inbox.map((m) => m.to)).toEqual(['coach@example.com']);
    expect(onlyMail(mails, 'contact-acknowledgement', 'plain@example.com').text).toContain('Hi Sam,');
  });

  it('refuses an unknown brand with 400 and stores nothing', async () => {
    const response = await sut.http
      .post('/api/contact')
      .send(contactForm({ brand: 'acme' }))
      .expect(400);
    expect(response.body.errors).toEqual({ brand: 'Unknown brand' });
  });

  it('lists messages in the coach inbox, newest first, and marks one handled and unread again', async () => {
    const { body: sent } = await sut.http
      .post('/api/contact')
      .send(contactForm({ email: 'inbox@example.com', subject: 'Inbox check please' }))
      .expect(201);
    await sut.http.get('/api/coach/contact-messages').expect(401);

    const unread = (
      await sut.http.get('/api/coach/contact-messages?status=unread').set('Authorization', admin).expect(200)
    ).body as ContactMessageDto[];
    expect(unread[0]).toEqual({
      id: sent.id,
      brand: 'coaching',
      name: 'Sam Rivera',
      email: 'inbox@example.com',
      phone: null,
      subject: 'Inbox check please',
      message: 'Can I switch from Standard to Premium mid-month?',
      status: 'unread',
      receivedAt: sent.receivedAt,
      handledAt: null,
    });

    const handled = await sut.http
      .patch(`/api/coach/contact-messages/${sent.id}`)
      .set('Authorization', admin)
      .send({ status: 'handled' })
      .expect(200);
    expect(handled.body).toMatchObject({ id: sent.id, status: 'handled', handledAt: expect.any(String) });
    const lists = async (status: string) =>
      (
        (await sut.http.get(`/api/coach/contact-messages?status=${status}`).set('Authorization', admin).expect(200))
          .body as ContactMessageDto[]
      ).map((m) => m.id);
    expect(await lists('handled')).toEqual([sent.id]);
    expect(await lists('unread')).not.toContain(sent.id);

    const again = await sut.http
      .patch(`/api/coach/contact-messages/${sent.id}`)
      .set('Authorization', admin)
      .send({ status: 'unread' })
      .expect(200);
    expect(again.body).toMatchObject({ status: 'unread', handledAt: null });
  });

  it('answers 400 for a bad status or id and 404 for an unknown message', async () => {
    const bad = await sut.http
      .get('/api/coach/contact-messages?status=archived')
      .set('Authorization', admin)
      .expect(400);
    expect(bad.body.message).toBe('status must be one of unread, handled');
    const patch = (id: string, body: unknown) =>
      sut.http
        .patch(`/api/coach/contact-messages/${id}`)
        .set('Authorization', admin)
        .send(body as object);
    expect((await patch('00000000-0000-4000-8000-000000000000', { status: 'handled' }).expect(404)).body.message).toBe(
      'Message not found',
    );
    expect((await patch('not-a-uuid', { status: 'handled' }).expect(400)).body.message).toBe(
      'Invalid message id: expected a UUID',
    );
    const { body: sent } = await sut.http.post('/api/contact').send(contactForm()).expect(201);
    expect((await patch(sent.id, { status: 'done' }).expect(400)).body.errors).toEqual({
      status: 'Status must be unread or handled',
    });
  });
});
