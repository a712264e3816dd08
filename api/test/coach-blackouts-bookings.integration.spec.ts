import { type BlackoutAddedDto, type BlackoutDateDto, CSRF_MESSAGES, type CoachBookingDto } from '@app/contracts';
import { bookingForm, psychicBookingForm } from './factories/booking.factory';
import { adminAuthorization, adminCookieSession } from './helpers/admin-session';
import { book } from './helpers/lifecycle';
import { availableSlots } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

/** Monday 2027-01-11, 00:30 ET: the window is Mon 11 … Sun 17. */
const NOW = '2027-01-11T05:30:00Z';
const DAY = '2027-01-13';

describe('blackout dates over live bookings (integration)', () => {
  let sut: TestApp;
  let authorization: string;

  const admin = () => ({ Authorization: authorization });
  const blackouts = async () =>
    (await sut.http.get('/api/coach/blackout-dates').set(admin()).expect(200)).body as BlackoutDateDto[];
  const onDay = async (query = '') =>
    (await sut.http.get(`/api/coach/blackout-dates/${DAY}/bookings${query}`).set(admin()).expect(200))
      .body as CoachBookingDto[];
  const slotAt = async (brand: 'coaching' | 'lunar', date: string, time: string) =>
    (await availableSlots(sut, brand)).find((s) => s.date === date && s.time === time)!;

  let coachingConfirmed: CoachBookingDto;
  let lunarHeld: CoachBookingDto;

  beforeAll(async () => {
    sut = await startTestApp();
    authorization = await adminAuthorization(sut);
    setNow(sut, NOW);
    // On DAY: a confirmed off-site booking, a held card booking, and one its customer cancelled.
    const ten = await slotAt('coaching', DAY, '10:00 AM');
    const two = await slotAt('lunar', DAY, '2:00 PM');
    const four = await slotAt('coaching', DAY, '4:00 PM');
    coachingConfirmed = (await book(sut, bookingForm({ timeSlotId: ten.id, email: 'kept@example.com' }))) as never;
    lunarHeld = (await book(
      sut,
      psychicBookingForm({ timeSlotId: two.id, email: 'held@example.com', paymentMethod: 'credit-card' }),
    )) as never;
    const cancelled = await book(sut, bookingForm({ timeSlotId: four.id, email: 'gone@example.com' }));
    await sut.http.post(`/api/manage/${cancelled.manageToken}/cancel`).expect(200);
  });

  afterAll(async () => {
    await sut?.close();
  });

  beforeEach(() => setNow(sut, NOW));
  afterEach(() => jest.restoreAllMocks());

  describe('access', () => {
    it('answers 401 without an admin session', async () => {
      const response = await sut.http.get(`/api/coach/blackout-dates/${DAY}/bookings`).expect(401);
      expect(response.body).toEqual({ statusCode: 401, code: 'AUTH_REQUIRED', message: 'Authentication required' });
    });

    it('answers 403 to a cookie session adding a blackout without its CSRF token', async () => {
      const session = await adminCookieSession(sut);
      const { 'X-CSRF-Token': _token, ...withoutToken } = session.writeHeaders;
      const response = await sut.http
        .post('/api/coach/blackout-dates')
        .set(withoutToken)
        .send({ date: '2027-01-15' })
        .expect(403);
      expect(response.body).toEqual({
        statusCode: 403,
        code: 'CSRF_TOKEN_INVALID',
        message: CSRF_MESSAGES.invalidToken,
      });
      expect(await blackouts()).toEqual([]);
    });

    it.each([
      ['/api/coach/blackout-dates/2027-02-30/bookings', 'Please choose a valid date'],
      [`/api/coach/blackout-dates/${DAY}/bookings?brand=tarot`, 'Brand must be coaching or lunar'],
    ])('refuses %s (400)', async (url, message) => {
      const response = await sut.http.get(url).set(admin()).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    });
  });

  it('lists the live bookings of a day, confirmed and held, for one brand or both', async () => {
    expect((await onDay()).map((b) => [b.email, b.status])).toEqual([
      ['kept@example.com', 'confirmed'],
      ['held@example.com', 'pending_payment'],
    ]);
    expect((await onDay('?brand=lunar')).map((b) => b.id)).toEqual([lunarHeld.id]);
  });

  it('answers a one-brand blackout with that brand’s live bookings only', async () => {
    const response = await sut.http
      .post('/api/coach/blackout-dates')
      .set(admin())
      .send({ date: DAY, brand: 'lunar', reason: 'Retreat' })
      .expect(201);
    const body = response.body as BlackoutAddedDto;
    expect(body.blackout).toEqual({ date: DAY, brand: 'lunar', reason: 'Retreat', liveBookings: 1 });
    expect(body.affectedBookings).toEqual([
      expect.objectContaining({ id: lunarHeld.id, brand: 'lunar', status: 'pending_payment', fullName: 'Luna Seeker' }),
    ]);
    await sut.http.delete(`/api/coach/blackout-dates/${DAY}?brand=lunar`).set(admin()).expect(200);
  });

  it('answers a blackout with the bookings on it; each stays counted until cancelled or moved', async () => {
    const added = await sut.http
      .post('/api/coach/blackout-dates')
      .set(admin())
      .send({ date: DAY, reason: 'Ill' })
      .expect(201);
    const body = added.body as BlackoutAddedDto;
    expect(body.blackout).toEqual({ date: DAY, brand: null, reason: 'Ill', liveBookings: 2 });
    expect(body.affectedBookings.map((b) => [b.id, b.serviceName, b.startTime])).toEqual([
      [coachingConfirmed.id, coachingConfirmed.serviceName, coachingConfirmed.startTime],
      [lunarHeld.id, lunarHeld.serviceName, lunarHeld.startTime],
    ]);
    expect((await availableSlots(sut)).some((s) => s.date === DAY)).toBe(false);
    expect(await blackouts()).toEqual([{ date: DAY, brand: null, reason: 'Ill', liveBookings: 2 }]);

    // Move one through the coach's own action (it tells the customer), to a free slot of its brand.
    const target = await slotAt('lunar', '2027-01-14', '2:00 PM');
    await sut.http
      .post(`/api/coach/bookings/${lunarHeld.id}/reschedule`)
      .set(admin())
      .send({ timeSlotId: target.id })
      .expect(200);
    expect(await blackouts()).toEqual([{ date: DAY, brand: null, reason: 'Ill', liveBookings: 1 }]);
    expect((await onDay()).map((b) => b.id)).toEqual([coachingConfirmed.id]);

    // Cancel the other: nothing left on the day.
    await sut.http
      .post(`/api/coach/bookings/${coachingConfirmed.id}/cancel`)
      .set(admin())
      .send({ reason: 'The coach is ill' })
      .expect(200);
    expect(await blackouts()).toEqual([{ date: DAY, brand: null, reason: 'Ill', liveBookings: 0 }]);
    expect(await onDay()).toEqual([]);
  });

  it('no longer counts a booking once its session has begun', async () => {
    const slot = await slotAt('coaching', '2027-01-15', '9:00 AM');
    const booking = await book(sut, bookingForm({ timeSlotId: slot.id, email: 'friday@example.com' }));
    await sut.http.post('/api/coach/blackout-dates').set(admin()).send({ date: '2027-01-15' }).expect(201);
    const friday = async () => (await blackouts()).find((b) => b.date === '2027-01-15')!;
    expect((await friday()).liveBookings).toBe(1);
    setNow(sut, new Date(Date.parse(booking.startTime) + 60_000).toISOString());
    expect((await friday()).liveBookings).toBe(0);
  });
});
