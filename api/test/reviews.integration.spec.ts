import { AUTH_MESSAGES, REVIEW_MESSAGES, type PsychicReviewDto } from '@app/contracts';
import { SEED_PSYCHIC_REVIEWS } from '../src/database/seed/psychic-reviews.data';
import type { DataSource } from 'typeorm';
import { seedPsychicReviews } from '../src/database/seed/reviews.seed';
import { reviewForm } from './factories/people.factory';
import { startAdminTestApp } from './helpers/admin-session';
import type { TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('psychic reviews (integration)', () => {
  let sut: TestApp;
  let admin: string;
  let db: DataSource;

  beforeAll(async () => ({ sut, admin, db } = await startAdminTestApp()));
  afterAll(() => sut?.close());
  afterEach(() => jest.restoreAllMocks());

  const moderationIds = async (status: string) =>
    (
      (await sut.http.get('/api/coach/reviews').query({ status }).set('Authorization', admin).expect(200)).body as {
        id: string;
      }[]
    ).map((r) => r.id);
  const publicIds = async () =>
    ((await sut.http.get('/api/psychic-reviews').expect(200)).body as PsychicReviewDto[]).map((r) => r.id);

  it('lists the seeded approved reviews, newest first, without e-mail addresses', async () => {
    const response = await sut.http.get('/api/psychic-reviews').expect(200);
    expect(response.body.map((r: PsychicReviewDto) => r.customerName)).toEqual(
      SEED_PSYCHIC_REVIEWS.map((r) => r.customerName),
    );
    expect(response.body[0]).toEqual({
      id: expect.any(String),
      customerName: SEED_PSYCHIC_REVIEWS[0].customerName,
      reviewText: SEED_PSYCHIC_REVIEWS[0].reviewText,
      serviceId: SEED_PSYCHIC_REVIEWS[0].serviceId,
      rating: 5,
      createdAt: expect.any(String),
      // Seeded reviews came through no booking's review link.
      verified: false,
    });
  });

  it('stores a submitted review unapproved, thanks the visitor and keeps it off the public list', async () => {
    const response = await sut.http
      .post('/api/psychic-reviews')
      .send({ ...reviewForm(), isApproved: true })
      .expect(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      moderationStatus: 'pending',
      message: REVIEW_MESSAGES.submitted,
    });
    expect(response.body.message).toContain('Reviews are moderated before publication.');

    const [row] = await db.query('SELECT is_approved, moderation_status, customer_email FROM review WHERE id = $1', [
      response.body.id,
    ]);
    expect(row).toEqual({ is_approved: false, moderation_status: 'pending', customer_email: 'nina@example.com' });
    expect(await publicIds()).not.toContain(response.body.id);
  });

  it.each([
    ['serviceId', '', 'Please select a service', 'VALIDATION_FAILED'],
    ['serviceId', 'crystal-ball', 'Please select a service', 'SERVICE_UNKNOWN'],
    ['customerName', 'N', 'Name must be at least 2 characters', 'VALIDATION_FAILED'],
    ['customerEmail', 'nina', 'Please enter a valid email address', 'VALIDATION_FAILED'],
    ['rating', 0, 'Please select a rating from 1 to 5', 'VALIDATION_FAILED'],
    ['rating', 6, 'Please select a rating from 1 to 5', 'VALIDATION_FAILED'],
    ['reviewText', 'Too short', 'Review must be at least 10 characters', 'VALIDATION_FAILED'],
  ])('answers 400 when %s is %j: %s', async (field, value, message, code) => {
    const response = await sut.http
      .post('/api/psychic-reviews')
      .send(reviewForm({ [field]: value }))
      .expect(400);
    expect(response.body).toEqual({ statusCode: 400, code, message, errors: { [field]: message } });
  });

  it('lets the coach approve a review onto the public list and reject it off again', async () => {
    const submitted = await sut.http
      .post('/api/psychic-reviews')
      .send(reviewForm({ customerName: 'Mara V.', customerEmail: 'mara@example.com' }))
      .expect(201);
    const id = submitted.body.id as string;

    const pending = await sut.http.get('/api/coach/reviews?status=pending').set('Authorization', admin).expect(200);
    expect(pending.body).toContainEqual({
      id,
      ...reviewForm({ customerName: 'Mara V.', customerEmail: 'mara@example.com' }),
      serviceLabel: 'Love Reading',
      createdAt: expect.any(String),
      verified: false,
      isApproved: false,
      moderationStatus: 'pending',
      moderatedAt: null,
    });

    setNow(sut, '2026-03-10T15:00:00.000Z');
    const approved = await sut.http.post(`/api/coach/reviews/${id}/approve`).set('Authorization', admin).expect(200);
    expect(approved.body).toMatchObject({
      id,
      isApproved: true,
      moderationStatus: 'approved',
      moderatedAt: '2026-03-10T15:00:00.000Z',
    });
    // Newest first: the new review leads the public list.
    expect((await publicIds())[0]).toBe(id);

    const rejected = await sut.http.post(`/api/coach/reviews/${id}/reject`).set('Authorization', admin).expect(200);
    expect(rejected.body).toMatchObject({ id, isApproved: false, moderationStatus: 'rejected' });
    expect(await publicIds()).not.toContain(id);

    expect(await moderationIds('rejected')).toContain(id);
    expect(await moderationIds('pending')).not.toContain(id);
  });

  it('keeps moderation admin-only', async () => {
    const [{ id }] = await db.query(`SELECT id FROM review LIMIT 1`);
    for (const call of [
      sut.http.get('/api/coach/reviews'),
      sut.http.get('/api/coach/reviews?status=pending'),
      sut.http.post(`/api/coach/reviews/${id}/approve`),
      sut.http.post(`/api/coach/reviews/${id}/reject`),
    ]) {
      const response = await call.expect(401);
      expect(response.body).toEqual({ statusCode: 401, code: 'AUTH_REQUIRED', message: AUTH_MESSAGES.authRequired });
    }
  });

  it('answers 400 for a bad filter or id and 404 for an unknown review', async () => {
    const filter = await sut.http.get('/api/coach/reviews?status=hidden').set('Authorization', admin).expect(400);
    expect(filter.body.message).toBe('status must be one of pending, approved, rejected');
    await sut.http.post('/api/coach/reviews/nope/approve').set('Authorization', admin).expect(400);
    const missing = await sut.http
      .post(`/api/coach/reviews/${UNKNOWN_ID}/reject`)
      .set('Authorization', admin)
      .expect(404);
    expect(missing.body).toEqual({ statusCode: 404, code: 'REVIEW_NOT_FOUND', message: REVIEW_MESSAGES.notFound });
  });

  it('seeds idempotently and never brings back a seeded review the coach rejected', async () => {
    const [seeded] = await db.query(`SELECT id FROM review WHERE seed_key = 'psychic-review-1'`);
    await sut.http.post(`/api/coach/reviews/${seeded.id}/reject`).set('Authorization', admin).expect(200);

    await seedPsychicReviews(db);
    await seedPsychicReviews(db);

    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM review WHERE seed_key IS NOT NULL');
    expect(count).toBe(SEED_PSYCHIC_REVIEWS.length);
    expect(await publicIds()).not.toContain(seeded.id);
  });

  it('keeps is_approved and the moderation status in step in the database itself', async () => {
    await expect(
      db.query(
        `INSERT INTO review (service_id, customer_name, rating, review_text, is_approved, moderation_status)
         VALUES ('love-reading', 'X', 5, 'Sneaky approval', true, 'pending')`,
      ),
    ).rejects.toThrow(/review_approval_check/);
  });
});
