import { AUTH_MESSAGES, TESTER_MESSAGES, type TestingUserDto } from '@app/contracts';
import type { DataSource } from 'typeorm';
import { testerForm } from './factories/people.factory';
import { startAdminTestApp } from './helpers/admin-session';
import type { TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('testing users (integration)', () => {
  let sut: TestApp;
  let admin: string;
  let db: DataSource;

  beforeAll(async () => ({ sut, admin, db } = await startAdminTestApp()));
  afterAll(() => sut?.close());
  afterEach(() => jest.restoreAllMocks());

  const add = async (overrides: Record<string, unknown>) =>
    (await sut.http.post('/api/testing-users').set('Authorization', admin).send(testerForm(overrides)).expect(201))
      .body as TestingUserDto;
  const bulk = (emails: string[]) =>
    sut.http.post('/api/testing-users/bulk').set('Authorization', admin).send({ emails });
  const setStatus = (id: string, status: unknown) =>
    sut.http.patch(`/api/testing-users/${id}/status`).set('Authorization', admin).send({ status });

  it('answers 401 on every route without an admin session', async () => {
    for (const call of [
      sut.http.get('/api/testing-users'),
      sut.http.post('/api/testing-users').send(testerForm()),
      sut.http.post('/api/testing-users/bulk').send({ emails: ['x@example.com'] }),
      sut.http.patch(`/api/testing-users/${UNKNOWN_ID}/status`).send({ status: 'approved' }),
      sut.http.delete(`/api/testing-users/${UNKNOWN_ID}`),
    ]) {
      const response = await call.expect(401);
      expect(response.body).toEqual({ statusCode: 401, code: 'AUTH_REQUIRED', message: AUTH_MESSAGES.authRequired });
    }
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM testing_user');
    expect(n).toBe(0);
  });

  it('adds a tester with the given fields and records who invited them', async () => {
    const created = await add({ email: 'first@example.com', name: 'First Tester', notes: 'From the meetup' });
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'first@example.com',
      name: 'First Tester',
      phone: null,
      status: 'pending',
      accessLevel: 'basic',
      invitedBy: 'admin',
      approvedBy: null,
      approvedAt: null,
      lastLoginAt: null,
      totalSessions: 0,
      notes: 'From the meetup',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const list = await sut.http.get('/api/testing-users').set('Authorization', admin).expect(200);
    expect(list.body).toContainEqual(created);
  });

  it('stamps approvedAt when a tester is added already approved', async () => {
    setNow(sut, '2026-03-10T15:00:00.000Z');
    const created = await add({ email: 'pre-approved@example.com', status: 'approved', accessLevel: 'premium' });
    expect(created).toMatchObject({
      status: 'approved',
      accessLevel: 'premium',
      approvedBy: 'admin',
      approvedAt: '2026-03-10T15:00:00.000Z',
    });
  });

  it('answers 409 for an address that is already registered, whatever its letter case', async () => {
    await add({ email: 'dup@example.com' });
    const response = await sut.http
      .post('/api/testing-users')
      .set('Authorization', admin)
      .send(testerForm({ email: 'DUP@Example.com' }))
      .expect(409);
    expect(response.body).toEqual({
      statusCode: 409,
      code: 'TESTER_EXISTS',
      message: 'A tester with this email already exists',
    });
  });

  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', '', 'Please enter an email address'],
    ['name', 'A', 'Name must be at least 2 characters'],
    ['accessLevel', '', 'Please select an access level'],
    ['accessLevel', 'root', 'Please select an access level'],
    ['status', 'banned', 'Please select a status'],
  ])('answers 400 when %s is %j: %s', async (field, value, message) => {
    const response = await sut.http
      .post('/api/testing-users')
      .set('Authorization', admin)
      .send(testerForm({ email: 'valid@example.com', [field]: value }))
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message,
      errors: { [field]: message },
    });
  });

  it('bulk-adds new addresses and counts malformed, repeated and existing ones as failed', async () => {
    await add({ email: 'existing@example.com' });
    const response = await sut.http
      .post('/api/testing-users/bulk')
      .set('Authorization', admin)
      .send({
        emails: [
          'bulk1@example.com',
          'BULK1@example.com', // repeated in the list
          'no-at-sign',
          'EXISTING@example.com', // already registered
          ' bulk2@example.com ',
          'x@y', // no dot in the domain
        ],
      })
      .expect(200);
    expect(response.body).toEqual({ success: 2, failed: 4 });

    const rows = await db.query(
      `SELECT email, status, access_level, invited_by FROM testing_user WHERE email LIKE 'bulk%' ORDER BY email`,
    );
    expect(rows).toEqual([
      { email: 'bulk1@example.com', status: 'pending', access_level: 'basic', invited_by: 'admin' },
      { email: 'bulk2@example.com', status: 'pending', access_level: 'basic', invited_by: 'admin' },
    ]);
  });

  it('counts every entry of a list with nothing new as failed, and needs at least one entry', async () => {
    const nothingNew = await sut.http
      .post('/api/testing-users/bulk')
      .set('Authorization', admin)
      .send({ emails: ['bad', 'existing@example.com'] })
      .expect(200);
    expect(nothingNew.body).toEqual({ success: 0, failed: 2 });

    const empty = await bulk([]).expect(400);
    expect(empty.body.message).toBe('No valid emails found');
  });

  it('adds each address once when bulk lists overlap and arrive together', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `overlap${i}@example.com`);
    const responses = await Promise.all(Array.from({ length: 5 }, () => bulk(emails)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(responses.reduce((sum, r) => sum + (r.body.success as number), 0)).toBe(20);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM testing_user WHERE email LIKE 'overlap%'`);
    expect(n).toBe(20);
  });

  it('sets any status; becoming approved or active stamps approvedAt, back to pending clears it', async () => {
    const tester = await add({ email: 'lifecycle@example.com' });

    setNow(sut, '2026-03-10T15:00:00.000Z');
    const approved = await setStatus(tester.id, 'approved').expect(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      approvedBy: 'admin',
      approvedAt: '2026-03-10T15:00:00.000Z',
    });

    setNow(sut, '2026-03-11T15:00:00.000Z');
    const active = await setStatus(tester.id, 'active').expect(200);
    expect(active.body).toMatchObject({ status: 'active', approvedAt: '2026-03-10T15:00:00.000Z' });

    const suspended = await setStatus(tester.id, 'suspended').expect(200);
    expect(suspended.body).toMatchObject({ status: 'suspended', approvedAt: '2026-03-10T15:00:00.000Z' });

    const reactivated = await setStatus(tester.id, 'active').expect(200);
    expect(reactivated.body).toMatchObject({ status: 'active', approvedAt: '2026-03-11T15:00:00.000Z' });

    const pending = await setStatus(tester.id, 'pending').expect(200);
    expect(pending.body).toMatchObject({ status: 'pending', approvedBy: null, approvedAt: null });
  });

  it('validates status changes and answers 404 or 400 for unknown or malformed ids', async () => {
    const tester = await add({ email: 'status-check@example.com' });
    const invalid = await setStatus(tester.id, 'banned').expect(400);
    expect(invalid.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Please select a status',
      errors: { status: 'Please select a status' },
    });
    const missing = await setStatus(UNKNOWN_ID, 'approved').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, code: 'TESTER_NOT_FOUND', message: TESTER_MESSAGES.notFound });
    await setStatus('42', 'approved').expect(400);
  });

  it('deletes a tester with 204, then answers 404; a malformed id is 400, never 500', async () => {
    const tester = await add({ email: 'leaving@example.com' });
    await sut.http.delete(`/api/testing-users/${tester.id}`).set('Authorization', admin).expect(204);
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM testing_user WHERE id = $1', [tester.id]);
    expect(n).toBe(0);
    await sut.http.delete(`/api/testing-users/${tester.id}`).set('Authorization', admin).expect(404);
    const malformed = await sut.http.delete('/api/testing-users/not-a-uuid').set('Authorization', admin).expect(400);
    expect(malformed.body.statusCode).toBe(400);
  });
});
