import type { BookingDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { bookingForm, psychicBookingForm } from './factories/booking.factory';
import { adminAuthorization } from './helpers/admin-session';
import { freeSlot } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

describe('coach agenda, payments and chat sessions (integration)', () => {
  let sut: TestApp;
  let db: DataSource;
  let authorization: string;
  let coachingChat: BookingDto;
  let lunarCard: BookingDto;
  let coachingVideo: BookingDto;

  beforeAll(async () => {
    sut = await startTestApp();
    db = sut.app.get(DataSource);
    authorization = await adminAuthorization(sut);
    setNow(sut, '2027-01-11T15:00:00Z');
    const book = async (body: Record<string, unknown>) =>
      (await sut.http.post('/api/bookings').send(body).expect(201)).body as BookingDto;
    coachingVideo = await book(
      bookingForm({
        timeSlotId: (await freeSlot(sut, 'coaching', 2)).id,
        deliveryPreference: 'video-call',
        videoPlatform: 'google-meet',
        contactInfo: 'ada@example.com',
        paymentMethod: 'paypal',
      }),
    );
    coachingChat = await book(
      bookingForm({ timeSlotId: (await freeSlot(sut, 'coaching', 0)).id, paymentMethod: 'venmo' }),
    );
    lunarCard = await book(
      psychicBookingForm({ timeSlotId: (await freeSlot(sut, 'lunar', 0)).id, paymentMethod: 'card' }),
    );
  });

  afterAll(async () => {
    await sut?.close();
  });

  const paidEvents = async (bookingId: string) =>
    (
      await db.query<Array<{ payload: unknown }>>(
        `SELECT payload FROM domain_event WHERE type = 'booking.paid' AND payload->>'bookingId' = $1 ORDER BY id`,
        [bookingId],
      )
    ).map((row) => row.payload);

  it('needs an admin session for the agenda, mark-paid and the chat list', async () => {
    for (const call of [
      sut.http.get('/api/coach/bookings'),
      sut.http.post(`/api/coach/bookings/${coachingChat.id}/mark-paid`),
      sut.http.get('/api/coach/chat-sessions'),
    ]) {
      expect((await call.expect(401)).body).toEqual({
        statusCode: 401,
        code: 'AUTH_REQUIRED',
        message: 'Authentication required',
      });
    }
  });

  it('lists live bookings in slot order with their payment status, per brand or both', async () => {
    const both = await sut.http.get('/api/coach/bookings').set('Authorization', authorization).expect(200);
    expect(both.body.map((b: BookingDto) => b.id)).toEqual([coachingChat.id, lunarCard.id, coachingVideo.id]);
    expect(both.body[0]).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'awaiting',
      amount: 2500,
      brand: 'coaching',
    });
    expect(both.body[0].manageToken).toBeUndefined();
    expect(both.body[0].chat).toBeUndefined();
    expect(both.body[2].meetingDetails).toMatchObject({ platform: 'google-meet' });

    const lunar = await sut.http.get('/api/coach/bookings?brand=lunar').set('Authorization', authorization).expect(200);
    expect(lunar.body).toEqual([expect.objectContaining({ id: lunarCard.id, status: 'pending_payment' })]);

    const later = await sut.http
      .get('/api/coach/bookings?from=2027-01-12')
      .set('Authorization', authorization)
      .expect(200);
    expect(later.body).toEqual([]);
  });

  it('refuses a bad agenda filter', async () => {
    const response = await sut.http
      .get('/api/coach/bookings?from=tomorrow')
      .set('Authorization', authorization)
      .expect(400);
    expect(response.body.message).toBe('From must be a date (YYYY-MM-DD)');
  });

  it('marks an off-site payment received: paid, still confirmed, counted on the customer', async () => {
    const response = await sut.http
      .post(`/api/coach/bookings/${coachingChat.id}/mark-paid`)
      .set('Authorization', authorization)
      .expect(200);
    expect(response.body).toMatchObject({ id: coachingChat.id, status: 'confirmed', paymentStatus: 'paid' });
    const again = await sut.http
      .post(`/api/coach/bookings/${coachingChat.id}/mark-paid`)
      .set('Authorization', authorization)
      .expect(200);
    expect(again.body.paymentStatus).toBe('paid');
    const [customer] = await db.query(`SELECT total_spent FROM user_state WHERE email = 'ada@example.com'`);
    expect(customer.total_spent).toBe(2500);
    // One announcement for the one change: it was confirmed before (an off-site method), now paid by the coach.
    expect(await paidEvents(coachingChat.id)).toEqual([
      { bookingId: coachingChat.id, via: 'coach', wasConfirmed: true },
    ]);
  });

  it('confirms a pending card booking the coach marks paid', async () => {
    const response = await sut.http
      .post(`/api/coach/bookings/${lunarCard.id}/mark-paid`)
      .set('Authorization', authorization)
      .expect(200);
    expect(response.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await paidEvents(lunarCard.id)).toEqual([{ bookingId: lunarCard.id, via: 'coach', wasConfirmed: false }]);
  });

  it('answers 404 for an unknown booking', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const response = await sut.http
        .post(`/api/coach/bookings/${id}/mark-paid`)
        .set('Authorization', authorization)
        .expect(404);
      expect(response.body).toEqual({ statusCode: 404, code: 'BOOKING_NOT_FOUND', message: 'Booking not found' });
    }
  });

  it('shows a chat session to the customer holding its token, and to the coach', async () => {
    const { sessionId, token } = coachingChat.chat!;
    const view = await sut.http.get(`/api/chat-sessions/${sessionId}?token=${encodeURIComponent(token)}`).expect(200);
    expect(view.body).toEqual({
      sessionId,
      bookingId: coachingChat.id,
      brand: 'coaching',
      serviceName: 'Strategic Decision Coaching',
      clientName: 'Ada Lovelace',
      coachName: 'Coach Ari',
      status: 'active',
      endedReason: null,
      scheduledTime: coachingChat.startTime,
      platform: 'live-chat',
    });
    expect(view.headers['cache-control']).toBe('no-store');
    await sut.http.get(`/api/chat-sessions/${sessionId}`).set('Authorization', authorization).expect(200);
  });

  it('answers the same 404 for a wrong token and an unknown session', async () => {
    const { sessionId } = coachingChat.chat!;
    const expected = {
      statusCode: 404,
      code: 'CHAT_SESSION_NOT_FOUND',
      message: "The chat session you're looking for doesn't exist or has expired.",
    };
    expect((await sut.http.get(`/api/chat-sessions/${sessionId}?token=wrong`).expect(404)).body).toEqual(expected);
    expect((await sut.http.get(`/api/chat-sessions/${sessionId}`).expect(404)).body).toEqual(expected);
    expect(
      (await sut.http.get('/api/chat-sessions/00000000-0000-4000-8000-000000000000?token=x').expect(404)).body,
    ).toEqual(expected);
    expect((await sut.http.get('/api/chat-sessions/demo').expect(404)).body).toEqual(expected);
  });

  it('lists active chat sessions for the coach, latest activity first', async () => {
    const lunarChat = lunarCard.chat!;
    await db.query(`UPDATE chat_session SET last_message_at = '2027-01-11T15:30:00Z' WHERE id = $1`, [
      lunarChat.sessionId,
    ]);
    const response = await sut.http.get('/api/coach/chat-sessions').set('Authorization', authorization).expect(200);
    expect(response.body.map((s: { id: string }) => s.id)).toEqual([lunarChat.sessionId, coachingChat.chat!.sessionId]);
    expect(response.body[0]).toEqual({
      id: lunarChat.sessionId,
      bookingId: lunarCard.id,
      brand: 'lunar',
      clientName: 'Luna Seeker',
      serviceName: '3 Card Tarot Draw',
      status: 'active',
      endedReason: null,
      scheduledTime: lunarCard.startTime,
      startedAt: null,
      lastMessageAt: '2027-01-11T15:30:00.000Z',
      lastMessage: null,
      unreadCount: 0,
      createdAt: expect.any(String),
    });
  });
});
