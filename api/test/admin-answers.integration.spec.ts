import { BULK_EMAIL_NOT_TEXT } from '@app/contracts';
import { DataSource } from 'typeorm';
import { contactForm } from './factories/people.factory';
import { adminAuthorization } from './helpers/admin-session';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Issue 28: what admin answers leave behind, and what odd requests get back. */
describe('admin answers and odd requests (integration)', () => {
  let sut: TestApp;
  let admin: string;

  beforeAll(async () => {
    sut = await startTestApp();
    admin = await adminAuthorization(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('marks every admin answer Cache-Control: no-store, reads and writes alike', async () => {
    const { body: document } = await sut.http.get('/api/docs-json').expect(200);
    const adminReads = Object.entries(
      document.paths as Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>,
    )
      .filter(([path, operations]) => !path.includes('{') && operations.get?.security?.some((s) => 'bearer' in s))
      .map(([path]) => path);
    expect(adminReads).toEqual(
      expect.arrayContaining(['/api/testing-users', '/api/coach/bookings', '/api/coach/contact-messages']),
    );
    for (const path of adminReads) {
      const response = await sut.http.get(path).set('Authorization', admin);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect({ path, cacheControl: response.headers['cache-control'] }).toEqual({ path, cacheControl: 'no-store' });
    }
    const added = await sut.http
      .post('/api/testing-users')
      .set('Authorization', admin)
      .send({ email: 'cache@example.com', accessLevel: 'basic', status: 'pending' })
      .expect(201);
    expect(added.headers['cache-control']).toBe('no-store');
  });

  it('refuses ?email[]= rather than answering the unfiltered list', async () => {
    const response = await sut.http
      .get('/api/subscriptions?email[]=someone@example.com')
      .set('Authorization', admin)
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Query parameters take one plain value: email[] is not one',
      errors: { 'email[]': 'Query parameters take one plain value: email[] is not one' },
    });
    await sut.http.get('/api/subscriptions?email%5B0%5D=a@example.com').set('Authorization', admin).expect(400);
  });

  it('refuses a NUL in a search or a body by name, rather than failing in the database (fuzzed: ?q=%00 was a 500)', async () => {
    const search = await sut.http.get('/api/coach/bookings?q=%00').set('Authorization', admin).expect(400);
    expect(search.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'q cannot contain a NUL character',
      errors: { q: 'q cannot contain a NUL character' },
    });
    await sut.http.get('/api/coach/subscriptions?q=a%00b').set('Authorization', admin).expect(400);
    const db = sut.app.get(DataSource);
    const before = (await db.query('SELECT count(*)::int AS n FROM contact_message'))[0].n as number;
    const contact = await sut.http
      .post('/api/contact')
      .send(contactForm({ message: 'Hi\u0000there' }))
      .expect(400);
    expect(contact.body.message).toBe('message cannot contain a NUL character');
    expect((await db.query('SELECT count(*)::int AS n FROM contact_message'))[0].n).toBe(before);
  });

  it("answers a malformed URL in the API's own shape, not the framework's", async () => {
    const response = await sut.http.get('/api/psychic-reviews/%zz').expect(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'Bad Request' });
    expect(JSON.stringify(response.body)).not.toContain('FST_');
  });

  it("counts blank bulk entries as failed, and never answers in yup's own words", async () => {
    const counted = await sut.http
      .post('/api/testing-users/bulk')
      .set('Authorization', admin)
      .send({ emails: ['bulk-ok@example.com', ''] })
      .expect(200);
    expect(counted.body).toEqual({ success: 1, failed: 1 });
    const refused = await sut.http
      .post('/api/testing-users/bulk')
      .set('Authorization', admin)
      .send({ emails: ['bulk-two@example.com', null] })
      .expect(400);
    expect(refused.body.message).toBe(BULK_EMAIL_NOT_TEXT);
    expect(JSON.stringify(refused.body)).not.toMatch(/required field|must be a `/);
  });

  it("documents the sign-in's 400", async () => {
    const { body: document } = await sut.http.get('/api/docs-json').expect(200);
    expect(document.paths['/api/auth/sign-in'].post.responses).toHaveProperty('400');
  });

  it.each([
    ['name', 'Sam Rivera\r\nBcc: victim@example.com', 'Name must be on one line'],
    ['subject', 'Question\nE-mail: forged@example.com', 'Subject must be on one line'],
    ['phone', '555\r\n0100', 'Phone must be on one line'],
  ])('refuses a line break in the contact %s, which would forge lines of the e-mail', async (field, value, message) => {
    const db = sut.app.get(DataSource);
    const before = (await db.query('SELECT count(*)::int AS n FROM contact_message'))[0].n as number;
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
    expect((await db.query('SELECT count(*)::int AS n FROM contact_message'))[0].n).toBe(before);
  });
});
