import {
  REVIEW_LINK_MESSAGES,
  REVIEW_TOKEN_PARAM,
  formatReadingDate,
  type PsychicReviewDto,
  type ReviewModerationDto,
  type ReviewSummaryDto,
  type TimeSlotDto,
} from '@app/contracts';
import { SEED_PSYCHIC_REVIEWS } from '../src/database/seed/psychic-reviews.data';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { LinkTokensService } from '../src/modules/link-tokens/link-tokens.service';
import { ReminderWorker } from '../src/modules/notifications/reminders/reminder.job';
import { composeReviewToken } from '../src/modules/reviews/review-token';
import { bookingForm, psychicBookingForm } from './factories/booking.factory';
import { reviewForm } from './factories/people.factory';
import { adminAuthorization } from './helpers/admin-session';
import { book, slotsAhead } from './helpers/lifecycle';
import { outboxOf } from './helpers/outbox';
import { startTestApp, type TestApp } from './helpers/test-app';

const HOUR = 60 * 60 * 1000;

/** Issue 15 item 6: the stars customers gave, an average computed from approved reviews, verified only via a booking. */
describe('honest reviews (integration)', () => {
  let sut: TestApp;
  let admin: string;
  let db: DataSource;
  let lunarSlots: TimeSlotDto[];
  let coachingSlots: TimeSlotDto[];

  beforeAll(async () => {
    sut = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0', LOG_LEVEL: 'error' });
    admin = await adminAuthorization(sut);
    db = sut.app.get(DataSource);
    lunarSlots = await slotsAhead(sut, 'lunar', 30);
    coachingSlots = await slotsAhead(sut, 'coaching', 30);
  });

  afterAll(async () => {
    await sut?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  const summary = async () => (await sut.http.get('/api/psychic-reviews/summary').expect(200)).body as ReviewSummaryDto;
  const publicList = async () => (await sut.http.get('/api/psychic-reviews').expect(200)).body as PsychicReviewDto[];
  const coachList = async () =>
    (await sut.http.get('/api/coach/reviews').set('Authorization', admin).expect(200)).body as ReviewModerationDto[];
  const approve = (id: string) =>
    sut.http.post(`/api/coach/reviews/${id}/approve`).set('Authorization', admin).expect(200);
  const submit = (overrides: Record<string, unknown>) =>
    sut.http.post('/api/psychic-reviews').send(reviewForm(overrides));
  const setNow = (instant: number) => jest.spyOn(sut.app.get(Clock), 'now').mockImplementation(() => new Date(instant));
  const round1 = (n: number) => Math.round(n * 10) / 10;

  /** A confirmed (Zelle) Lunar Light booking of the n-th slot ahead, its events handled. */
  let nextLunar = 0;
  const lunarBooking = async (email: string) => {
    const slot = lunarSlots[nextLunar++];
    const booking = await book(sut, psychicBookingForm({ timeSlotId: slot.id, email, paymentMethod: 'zelle' }));
    await outboxOf(sut);
    return { booking, slot };
  };

  /** Runs the reminder worker an hour and a minute after the slot ends; returns the review link mailed to `email`. */
  const reviewLinkAfter = async (slot: TimeSlotDto, email: string) => {
    setNow(Date.parse(slot.endTime) + HOUR + 60_000);
    await sut.app.get(ReminderWorker).runOnce();
    const mail = (await outboxOf(sut)).find((m) => m.type === 'booking-review-request' && m.to === email);
    expect(mail).toBeDefined();
    const href = mail!.text.match(/https?:\/\/\S+\?review=[^\s\]>)]+/)?.[0];
    expect(href).toBeDefined();
    return { mail: mail!, url: new URL(href!) };
  };

  it('lists a 3-star review with 3 stars once approved and moves the average; pending and rejected ones do not count', async () => {
    const seeded = SEED_PSYCHIC_REVIEWS.map((r) => r.rating);
    const before = await summary();
    expect(before).toEqual({
      average: round1(seeded.reduce((a, b) => a + b, 0) / seeded.length),
      count: seeded.length,
    });

    const three = (await submit({ rating: 3, reviewText: 'Helpful, though a little rushed at the end.' }).expect(201))
      .body;
    await submit({ rating: 1, reviewText: 'Never approved, so it must never count.' }).expect(201);
    expect(await summary()).toEqual(before);

    await approve(three.id);
    const listed = (await publicList()).find((r) => r.id === three.id);
    expect(listed).toMatchObject({ rating: 3, verified: false });
    const after = await summary();
    expect(after).toEqual({
      average: round1((seeded.reduce((a, b) => a + b, 0) + 3) / (seeded.length + 1)),
      count: seeded.length + 1,
    });
    expect(after.average!).toBeLessThan(before.average!);

    await sut.http.post(`/api/coach/reviews/${three.id}/reject`).set('Authorization', admin).expect(200);
    expect(await summary()).toEqual(before);
  });

  it('mails a review link after a Lunar Light reading; a review through it is tied to the booking and verified', async () => {
    const email = 'verified.reader@example.com';
    const { booking, slot } = await lunarBooking(email);
    // A coaching session gets no review request: reviews are for readings.
    const coaching = await book(sut, bookingForm({ timeSlotId: coachingSlots[0].id, email: 'coached@example.com' }));
    await outboxOf(sut);
    const kinds = async (id: string) =>
      (await db.query(`SELECT kind FROM booking_reminder WHERE booking_id = $1 ORDER BY kind`, [id])).map(
        (r: { kind: string }) => r.kind,
      );
    expect(await kinds(booking.id)).toContain('review');
    expect(await kinds(coaching.id)).not.toContain('review');

    // Before the reading, even a valid token is refused.
    const early = composeReviewToken(sut.app.get(LinkTokensService), booking.id);
    const tooSoon = await submit({ reviewToken: early }).expect(400);
    expect(tooSoon.body).toEqual({
      statusCode: 400,
      code: 'REVIEW_LINK_INVALID',
      message: REVIEW_LINK_MESSAGES.notYet,
      errors: { reviewToken: REVIEW_LINK_MESSAGES.notYet },
    });

    const { mail, url } = await reviewLinkAfter(slot, email);
    expect(mail.subject).toContain('How was your');
    expect(mail.html).toContain('Leave a review');
    expect(url.pathname).toBe('/lunar-light');
    expect(url.hash).toBe('#lunar-review');
    const token = url.searchParams.get(REVIEW_TOKEN_PARAM)!;
    expect(token).toBe(early);

    const invitation = await sut.http.get('/api/psychic-reviews/invitation').query({ token }).expect(200);
    expect(invitation.body).toEqual({
      serviceId: 'three-card-tarot',
      serviceName: expect.any(String),
      sessionStartsAt: new Date(slot.startTime).toISOString(),
      customerName: 'Luna Seeker',
      customerEmail: email,
      alreadyReviewed: false,
    });
    expect(mail.text).toContain(formatReadingDate(slot.startTime));

    // The form's service select cannot move a linked review to another reading.
    const posted = await submit({
      reviewToken: token,
      serviceId: 'love-reading',
      rating: 4,
      customerEmail: email,
    }).expect(201);
    const [row] = await db.query(`SELECT booking_id, service_id, rating FROM review WHERE id = $1`, [posted.body.id]);
    expect(row).toEqual({ booking_id: booking.id, service_id: 'three-card-tarot', rating: 4 });

    expect((await coachList()).find((r) => r.id === posted.body.id)).toMatchObject({ verified: true, rating: 4 });
    await approve(posted.body.id);
    expect((await publicList()).find((r) => r.id === posted.body.id)).toMatchObject({ verified: true, rating: 4 });

    // One review per booking.
    const again = await submit({ reviewToken: token }).expect(409);
    expect(again.body).toEqual({
      statusCode: 409,
      code: 'REVIEW_ALREADY_GIVEN',
      message: REVIEW_LINK_MESSAGES.alreadyReviewed,
      errors: { reviewToken: REVIEW_LINK_MESSAGES.alreadyReviewed },
    });
    const reviewed = await sut.http.get('/api/psychic-reviews/invitation').query({ token }).expect(200);
    expect(reviewed.body.alreadyReviewed).toBe(true);
  });

  it('lets only one of two simultaneous submissions for a booking through', async () => {
    const { booking, slot } = await lunarBooking('racer@example.com');
    setNow(Date.parse(slot.endTime) + HOUR);
    const token = composeReviewToken(sut.app.get(LinkTokensService), booking.id);
    const answers = await Promise.all([submit({ reviewToken: token }), submit({ reviewToken: token })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM review WHERE booking_id = $1`, [booking.id]);
    expect(count).toBe(1);
  });

  it('answers 400 with a clear message for a forged, altered, foreign or cancelled booking token', async () => {
    const tokens = sut.app.get(LinkTokensService);
    const { booking, slot } = await lunarBooking('forger@example.com');
    const other = await lunarBooking('other@example.com');
    const coaching = await book(sut, bookingForm({ timeSlotId: coachingSlots[1].id, email: 'coach2@example.com' }));
    setNow(Date.parse(other.slot.endTime) + 2 * HOUR);
    const signature = tokens.review(booking.id);

    const forged = [
      'not-a-token',
      `${booking.id}.${'A'.repeat(signature.length)}`,
      // Another booking's signature on this booking's id, and the other way round.
      `${booking.id}.${tokens.review(other.booking.id)}`,
      `${other.booking.id}.${signature}`,
      `${booking.id}.${signature}x`,
      // Signed by us, but for a coaching booking: we never send those.
      composeReviewToken(tokens, coaching.id),
      `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${signature}`,
    ];
    for (const reviewToken of forged) {
      const response = await submit({ reviewToken }).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        code: 'REVIEW_LINK_INVALID',
        message: REVIEW_LINK_MESSAGES.invalid,
        errors: { reviewToken: REVIEW_LINK_MESSAGES.invalid },
      });
      const invitation = await sut.http
        .get('/api/psychic-reviews/invitation')
        .query({ token: reviewToken })
        .expect(400);
      expect(invitation.body.message).toBe(REVIEW_LINK_MESSAGES.invalid);
    }
    await sut.http.get('/api/psychic-reviews/invitation').expect(400);

    jest.restoreAllMocks();
    const manageToken = booking.manageToken;
    await sut.http.post(`/api/manage/${manageToken}/cancel`).expect(200);
    setNow(Date.parse(slot.endTime) + 2 * HOUR);
    const cancelled = await submit({ reviewToken: composeReviewToken(tokens, booking.id) }).expect(400);
    expect(cancelled.body.message).toBe(REVIEW_LINK_MESSAGES.cancelled);

    // Its review request is not sent either.
    await sut.app.get(ReminderWorker).runOnce();
    expect(
      (await outboxOf(sut)).filter((m) => m.type === 'booking-review-request' && m.to === 'forger@example.com'),
    ).toEqual([]);
    const [reminder] = await db.query(`SELECT status FROM booking_reminder WHERE booking_id = $1 AND kind = 'review'`, [
      booking.id,
    ]);
    expect(reminder.status).toBe('skipped');
  });

  it('accepts a review without a token as before, unverified', async () => {
    const posted = await submit({ customerName: 'Walk-in W.' }).expect(201);
    const [row] = await db.query(`SELECT booking_id FROM review WHERE id = $1`, [posted.body.id]);
    expect(row.booking_id).toBeNull();
    await approve(posted.body.id);
    expect((await publicList()).find((r) => r.id === posted.body.id)).toMatchObject({ verified: false });
  });

  it('shows no average at all while nothing is approved', async () => {
    await db.query(`UPDATE review SET is_approved = false, moderation_status = 'rejected'`);
    expect(await summary()).toEqual({ average: null, count: 0 });
    expect(await publicList()).toEqual([]);
  });
});
