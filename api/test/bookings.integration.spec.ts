import type { BookingDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { bookingForm, coachingPagePayload, psychicBookingForm } from './factories/booking.factory';
import { availableSlots, freeSlot } from './helpers/slots';
import { startTestApp, TEST_MEETING_ROOMS, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const NOW = '2027-01-11T15:00:00Z'; // Monday 10:00 AM ET

describe('POST /api/bookings (integration)', () => {
  let sut: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    sut = await startTestApp();
    db = sut.app.get(DataSource);
  });

  afterAll(async () => {
    await sut?.close();
  });

  beforeEach(() => setNow(sut, NOW));
  afterEach(() => jest.restoreAllMocks());

  const book = (body: Record<string, unknown>) => sut.http.post('/api/bookings').send(body);

  it('books the life-coaching form: confirmed, payment awaiting, priced from the catalogue', async () => {
    const slot = await freeSlot(sut);
    const response = await book(bookingForm({ timeSlotId: slot.id, price: 1, amount: 1 })).expect(201);
    const booking = response.body as BookingDto;
    expect(booking).toMatchObject({
      id: expect.any(String),
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      serviceId: 'strategic-decision',
      timeSlotId: slot.id,
      brand: 'coaching',
      deliveryPreference: 'chat',
      chatPlatform: 'live-chat',
      videoPlatform: null,
      paymentMethod: 'zelle',
      status: 'confirmed',
      paymentStatus: 'awaiting',
      amount: 2500,
      startTime: slot.startTime,
      holdExpiresAt: null,
      manageToken: expect.any(String),
      chat: { sessionId: expect.any(String), token: expect.any(String) },
    });
    expect(booking.meetingDetails).toBeUndefined();
    // Its e-mails follow from the outbox row written in the booking's own transaction.
    expect(await db.query(`SELECT payload FROM domain_event WHERE type = 'booking.created'`)).toContainEqual({
      payload: { bookingId: booking.id },
    });
    expect((await availableSlots(sut)).some((s) => s.id === slot.id)).toBe(false);
  });

  it('books the psychic form on a Lunar Light slot, priced from the psychic catalogue', async () => {
    const slot = await freeSlot(sut, 'lunar');
    const response = await book(psychicBookingForm({ timeSlotId: slot.id, paymentMethod: 'cashapp' })).expect(201);
    expect(response.body).toMatchObject({ brand: 'lunar', serviceId: 'three-card-tarot', amount: 2500 });
    const [row] = await db.query('SELECT service_name FROM booking WHERE id = $1', [response.body.id]);
    expect(row.service_name).toBe('3 Card Tarot Draw');
  });

  it("books the coaching page's bare payload as a confirmed chat session", async () => {
    const slot = await freeSlot(sut, 'coaching', 1);
    const response = await book(coachingPagePayload({ timeSlotId: slot.id })).expect(201);
    expect(response.body).toMatchObject({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      phone: null,
      specialRequests: 'Building better habits.',
      deliveryPreference: 'chat',
      paymentMethod: null,
      status: 'confirmed',
      paymentStatus: 'awaiting',
      amount: 4000,
    });
  });

  it('returns meeting details for a video call, and no chat session', async () => {
    const slot = await freeSlot(sut, 'coaching', 2);
    const response = await book(
      bookingForm({
        timeSlotId: slot.id,
        serviceId: 'video-coaching',
        deliveryPreference: 'video-call',
        videoPlatform: 'zoom',
        contactInfo: 'ada@example.com',
      }),
    ).expect(201);
    // The brand's configured room, and nothing made up: no meeting id or passcode a standing room does not have.
    expect(response.body.meetingDetails).toEqual({
      platform: 'zoom',
      meetingUrl: TEST_MEETING_ROOMS.BRAND_COACHING_MEETING_ZOOM_URL,
      meetingId: '',
      password: '',
      instructions: expect.stringContaining(
        `Eastern Time. Join at ${TEST_MEETING_ROOMS.BRAND_COACHING_MEETING_ZOOM_URL} a few minutes early.`,
      ),
    });
    expect(response.body.chat).toBeUndefined();
    const [{ count }] = await db.query('SELECT count(*)::int AS count FROM chat_session WHERE booking_id = $1', [
      response.body.id,
    ]);
    expect(count).toBe(0);
  });

  it("gives the coaching page's video call a room on the chosen platform", async () => {
    const slot = await freeSlot(sut, 'coaching', 3);
    const response = await book(
      coachingPagePayload({ timeSlotId: slot.id, sessionType: 'live-video-call', videoPlatform: 'microsoft-teams' }),
    ).expect(201);
    expect(response.body.meetingDetails).toMatchObject({
      platform: 'microsoft-teams',
      meetingUrl: TEST_MEETING_ROOMS.BRAND_COACHING_MEETING_TEAMS_URL,
    });
  });

  it('holds a card booking for 15 minutes and says until when', async () => {
    const slot = await freeSlot(sut, 'coaching', 4);
    const response = await book(bookingForm({ timeSlotId: slot.id, paymentMethod: 'credit-card' })).expect(201);
    expect(response.body).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'awaiting',
      holdExpiresAt: '2027-01-11T15:15:00.000Z',
    });
  });

  it('answers 409 "This time slot is no longer available" to the second booking of a slot', async () => {
    const slot = await freeSlot(sut);
    await book(bookingForm({ timeSlotId: slot.id })).expect(201);
    const second = await book(bookingForm({ timeSlotId: slot.id, email: 'bob@example.com' })).expect(409);
    expect(second.body).toEqual({
      statusCode: 409,
      code: 'SLOT_TAKEN',
      message: 'This time slot is no longer available',
    });
  });

  it('refuses a slot that has passed', async () => {
    const slot = await freeSlot(sut);
    setNow(sut, slot.startTime);
    const response = await book(bookingForm({ timeSlotId: slot.id })).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'SLOT_PAST',
      message: 'This time slot has passed. Please select a future time.',
      errors: { timeSlotId: 'This time slot has passed. Please select a future time.' },
    });
  });

  it('refuses an unknown service, an unknown slot and a slot of the other brand', async () => {
    const coachingSlot = await freeSlot(sut);
    const unknownService = await book(bookingForm({ timeSlotId: coachingSlot.id, serviceId: 'astrology' })).expect(400);
    expect(unknownService.body).toEqual({
      statusCode: 400,
      code: 'SERVICE_UNKNOWN',
      message: 'Please select a service',
      errors: { serviceId: 'Please select a service' },
    });
    for (const timeSlotId of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const unknownSlot = await book(bookingForm({ timeSlotId })).expect(400);
      expect(unknownSlot.body).toMatchObject({ message: 'Please select a time slot' });
    }
    const lunarSlot = await freeSlot(sut, 'lunar');
    const wrongBrand = await book(bookingForm({ timeSlotId: lunarSlot.id })).expect(400);
    expect(wrongBrand.body.message).toBe('This time slot is not offered for the selected service');
  });

  it.each([
    [{ fullName: 'A' }, 'fullName', 'Full name must be at least 2 characters'],
    [{ email: 'ada@' }, 'email', 'Please enter a valid email address'],
    [{ serviceId: '' }, 'serviceId', 'Please select a service'],
    [{ timeSlotId: '' }, 'timeSlotId', 'Please select a time slot'],
    [
      { deliveryPreference: 'carrier-pigeon' },
      'deliveryPreference',
      "Please select how you'd like to receive your session",
    ],
    [
      { deliveryPreference: 'video-call', videoPlatform: 'zoom', contactInfo: ' ' },
      'contactInfo',
      'Platform and contact information are required',
    ],
    [
      { deliveryPreference: 'video-call', videoPlatform: '', contactInfo: 'me@x.com' },
      'contactInfo',
      'Platform and contact information are required',
    ],
    [{ paymentMethod: '' }, 'paymentMethod', 'Please select a payment method'],
  ])('refuses the booking form with %j: %s', async (override, field, message) => {
    const response = await book(
      bookingForm({ timeSlotId: '00000000-0000-4000-8000-000000000000', ...override }),
    ).expect(400);
    expect(response.body.message).toBe(message);
    expect(response.body.errors[field]).toBe(message);
  });

  it.each([
    [{ customerName: '' }, 'customerName', 'Full name must be at least 2 characters'],
    [{ customerEmail: 'grace' }, 'customerEmail', 'Please enter a valid email address'],
    [{ sessionType: 'live-video-call' }, 'videoPlatform', 'Please select a video platform'],
  ])('refuses the coaching page payload with %j: %s', async (override, field, message) => {
    const response = await book(
      coachingPagePayload({ timeSlotId: '00000000-0000-4000-8000-000000000000', ...override }),
    ).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, message, errors: { [field]: message } });
  });

  it('refuses a body that is not an object', async () => {
    const response = await sut.http
      .post('/api/bookings')
      .set('content-type', 'application/json')
      .send('[1]')
      .expect(400);
    expect(response.body.message).toBe('Request body must be a JSON object');
  });

  it('records the customer: totals, first/last interaction, preferred service, an interaction per booking', async () => {
    const email = 'repeat@example.com';
    const slots = await availableSlots(sut);
    await book(bookingForm({ email, timeSlotId: slots[5].id, serviceId: 'quick-chat' })).expect(201);
    setNow(sut, '2027-01-11T15:05:00Z');
    await book(bookingForm({ email: 'Repeat@Example.com', timeSlotId: slots[6].id, serviceId: 'quick-chat' })).expect(
      201,
    );
    setNow(sut, '2027-01-11T15:10:00Z');
    await book(bookingForm({ email, timeSlotId: slots[7].id, serviceId: 'personal-development' })).expect(201);

    const [state] = await db.query('SELECT * FROM user_state WHERE email = $1', [email]);
    expect(state).toMatchObject({
      name: 'Ada Lovelace',
      current_state: 'booked',
      previous_state: 'pre_registration',
      total_bookings: 3,
      total_spent: 0,
      lifetime_value: 1100 + 1100 + 4000,
      preferred_service: 'quick-chat',
      communication_preference: 'chat',
    });
    expect(new Date(state.first_interaction_at).toISOString()).toBe('2027-01-11T15:00:00.000Z');
    expect(new Date(state.last_interaction_at).toISOString()).toBe('2027-01-11T15:10:00.000Z');
    const interactions = await db.query(
      'SELECT interaction_type, value FROM user_interaction WHERE user_state_id = $1 ORDER BY created_at',
      [state.id],
    );
    expect(interactions).toEqual([
      { interaction_type: 'booking_created', value: 1100 },
      { interaction_type: 'booking_created', value: 1100 },
      { interaction_type: 'booking_created', value: 4000 },
    ]);
  });

  it('writes nothing when any part of the booking fails (one transaction)', async () => {
    const slot = await freeSlot(sut, 'coaching', 10);
    const count = async () => {
      const [row] = await db.query(
        `SELECT (SELECT count(*) FROM booking)::int AS bookings, (SELECT count(*) FROM chat_session)::int AS chats,
                (SELECT count(*) FROM user_state)::int AS customers`,
      );
      return row;
    };
    const before = await count();
    // A real database failure in the last step (the lifecycle interaction), not a mock.
    await db.query('ALTER TABLE user_interaction ADD CONSTRAINT test_refuse_all CHECK (false) NOT VALID');
    try {
      await book(bookingForm({ timeSlotId: slot.id, email: 'half@example.com' })).expect(500);
    } finally {
      await db.query('ALTER TABLE user_interaction DROP CONSTRAINT test_refuse_all');
    }
    expect(await count()).toEqual(before);
    expect((await availableSlots(sut)).some((s) => s.id === slot.id)).toBe(true);
  });
});

describe('video-call bookings without a configured room (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    // Coaching has Google Meet only; Lunar Light has no room at all.
    sut = await startTestApp({
      BRAND_COACHING_MEETING_ZOOM_URL: '',
      BRAND_COACHING_MEETING_TEAMS_URL: '',
      BRAND_LUNAR_MEETING_ZOOM_URL: '',
      BRAND_LUNAR_MEETING_MEET_URL: '',
      BRAND_LUNAR_MEETING_TEAMS_URL: '',
    });
  });

  afterAll(async () => {
    await sut?.close();
  });

  beforeEach(() => setNow(sut, NOW));
  afterEach(() => jest.restoreAllMocks());

  const videoBooking = async (brand: 'coaching' | 'lunar', overrides: Record<string, unknown>) => {
    const slot = await freeSlot(sut, brand);
    const form = brand === 'coaching' ? bookingForm : psychicBookingForm;
    const video = { deliveryPreference: 'video-call', contactInfo: 'ada@example.com' };
    const body = form({ timeSlotId: slot.id, ...video, ...overrides });
    return sut.http.post('/api/bookings').send(body);
  };

  it('refuses a platform the brand has no room for, naming the ones it has, and books nothing', async () => {
    const response = await videoBooking('coaching', { videoPlatform: 'zoom' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VIDEO_PLATFORM_UNAVAILABLE',
      message: 'Video calls by Zoom are not available. Available: Google Meet.',
      errors: { videoPlatform: 'Video calls by Zoom are not available. Available: Google Meet.' },
    });
    const [{ count }] = await sut.app.get(DataSource).query('SELECT count(*)::int AS count FROM booking');
    expect(count).toBe(0);
  });

  it('books the platform that has a room', async () => {
    const response = await videoBooking('coaching', { videoPlatform: 'google-meet' });
    expect(response.status).toBe(201);
    expect(response.body.meetingDetails.meetingUrl).toBe(TEST_MEETING_ROOMS.BRAND_COACHING_MEETING_MEET_URL);
  });

  it('asks for chat when a brand has no room at all', async () => {
    const response = await videoBooking('lunar', { videoPlatform: 'google-meet' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Video calls are not available right now; please choose chat.');
  });

  it('lists the rooms each brand offers in GET /api/brands', async () => {
    const { body } = await sut.http.get('/api/brands').expect(200);
    const meet = TEST_MEETING_ROOMS.BRAND_COACHING_MEETING_MEET_URL;
    expect(body.coaching.meetingRooms).toEqual({ 'google-meet': meet });
    expect(body.lunar.meetingRooms).toEqual({});
  });
});
