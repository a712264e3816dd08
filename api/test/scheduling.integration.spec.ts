import type { TimeSlotDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { SlotGeneratorService } from '../src/modules/scheduling/slot-generator.service';
import { bookingForm } from './factories/booking.factory';
import { adminAuthorization } from './helpers/admin-session';
import { availableSlots } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const byDate = (slots: TimeSlotDto[]) => {
  const map = new Map<string, TimeSlotDto[]>();
  for (const s of slots) map.set(s.date, [...(map.get(s.date) ?? []), s]);
  return map;
};

describe('time slots (integration)', () => {
  let sut: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    sut = await startTestApp();
    db = sut.app.get(DataSource);
  });

  afterAll(async () => {
    await sut?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  it('offers coaching slots by default, uncached, today through today + 6 days (ET)', async () => {
    setNow(sut, '2027-01-11T05:30:00Z'); // Monday 00:30 ET
    const response = await sut.http.get('/api/time-slots').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const slots = response.body as TimeSlotDto[];
    expect([...byDate(slots).keys()]).toEqual([
      '2027-01-11',
      '2027-01-12',
      '2027-01-13',
      '2027-01-14',
      '2027-01-15',
      '2027-01-16',
      '2027-01-17',
    ]);
    expect(slots[0]).toEqual({
      id: expect.any(String),
      date: '2027-01-11',
      time: '9:00 AM',
      isAvailable: true,
      startTime: '2027-01-11T14:00:00.000Z',
      endTime: '2027-01-11T14:30:00.000Z',
      serviceType: 'coaching',
      brand: 'coaching',
    });
    // 5 weekdays × 24 + 2 weekend days × 24 half-hour slots.
    expect(slots).toHaveLength(7 * 24);
  });

  it('offers the Lunar Light slots separately', async () => {
    setNow(sut, '2027-01-11T05:30:00Z');
    const lunar = await availableSlots(sut, 'lunar');
    const coaching = await availableSlots(sut, 'coaching');
    expect(lunar.every((s) => s.brand === 'lunar' && s.serviceType === 'psychic')).toBe(true);
    expect(lunar.map((s) => s.startTime)).toEqual(coaching.map((s) => s.startTime));
    expect(new Set(lunar.map((s) => s.id)).size).toBe(lunar.length);
    expect(lunar.some((s) => coaching.some((c) => c.id === s.id))).toBe(false);
  });

  it('refuses an unknown brand', async () => {
    const response = await sut.http.get('/api/time-slots?brand=tarot').expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Brand must be coaching or lunar',
      errors: { brand: 'Brand must be coaching or lunar' },
    });
  });

  it('never offers a slot that has started', async () => {
    setNow(sut, '2027-01-11T17:10:00Z'); // 12:10 PM ET
    const today = byDate(await availableSlots(sut)).get('2027-01-11') ?? [];
    expect(today[0]).toMatchObject({ time: '12:30 PM', startTime: '2027-01-11T17:30:00.000Z' });
    setNow(sut, '2027-01-11T17:30:00Z'); // exactly the start: already past
    expect((byDate(await availableSlots(sut)).get('2027-01-11') ?? [])[0].time).toBe('1:00 PM');
  });

  it('starts a November weekday at 9:00 AM ET = 14:00Z', async () => {
    setNow(sut, '2027-11-15T05:00:00Z'); // Monday 00:00 EST
    const [first] = await availableSlots(sut);
    expect(first).toMatchObject({ date: '2027-11-15', time: '9:00 AM', startTime: '2027-11-15T14:00:00.000Z' });
  });

  it('starts a March weekday after the change at 9:00 AM ET = 13:00Z', async () => {
    setNow(sut, '2027-03-16T04:00:00Z'); // Tuesday 00:00 EDT
    const [first] = await availableSlots(sut);
    expect(first).toMatchObject({ date: '2027-03-16', time: '9:00 AM', startTime: '2027-03-16T13:00:00.000Z' });
  });

  it('keeps 10 AM–10 PM local across the fall-back weekend (Sat EDT, Sun EST)', async () => {
    setNow(sut, '2027-11-05T12:00:00Z'); // Friday before 2027-11-07
    const days = byDate(await availableSlots(sut));
    const saturday = days.get('2027-11-06')!;
    const sunday = days.get('2027-11-07')!;
    expect(saturday[0]).toMatchObject({ time: '10:00 AM', startTime: '2027-11-06T14:00:00.000Z' });
    expect(sunday[0]).toMatchObject({ time: '10:00 AM', startTime: '2027-11-07T15:00:00.000Z' });
    expect(sunday.at(-1)).toMatchObject({ time: '9:30 PM', startTime: '2027-11-08T02:30:00.000Z' });
    expect(sunday).toHaveLength(24);
    expect(days.get('2027-11-08')![0]).toMatchObject({ time: '9:00 AM', startTime: '2027-11-08T14:00:00.000Z' });
  });

  it('keeps 10 AM–10 PM local across the spring-forward weekend (Sat EST, Sun EDT)', async () => {
    setNow(sut, '2027-03-12T12:00:00Z'); // Friday before 2027-03-14
    const days = byDate(await availableSlots(sut));
    expect(days.get('2027-03-13')![0]).toMatchObject({ time: '10:00 AM', startTime: '2027-03-13T15:00:00.000Z' });
    expect(days.get('2027-03-14')![0]).toMatchObject({ time: '10:00 AM', startTime: '2027-03-14T14:00:00.000Z' });
    expect(days.get('2027-03-14')).toHaveLength(24);
  });

  it('generates idempotently: running again adds nothing', async () => {
    setNow(sut, '2027-01-11T05:30:00Z');
    const generator = sut.app.get(SlotGeneratorService);
    await generator.ensureWindow(true);
    const [{ before }] = await db.query('SELECT count(*)::int AS before FROM time_slot');
    await generator.generate('2027-01-11');
    await Promise.all([generator.ensureWindow(true), generator.ensureWindow(true)]);
    const [{ after }] = await db.query('SELECT count(*)::int AS after FROM time_slot');
    expect(after).toBe(before);
    await expect(
      db.query(
        `INSERT INTO time_slot (brand, starts_at, ends_at, date, time)
         VALUES ('coaching', '2027-01-11T14:00:00Z', '2027-01-11T14:30:00Z', '2027-01-11', '9:00 AM')`,
      ),
    ).rejects.toThrow(/time_slot_brand_starts_at_key/);
  });
});

describe('blackout dates (integration)', () => {
  let sut: TestApp;
  let authorization: string;

  beforeAll(async () => {
    sut = await startTestApp();
    authorization = await adminAuthorization(sut);
  });

  afterAll(async () => {
    await sut?.close();
  });

  beforeEach(() => setNow(sut, '2027-01-11T05:30:00Z'));
  afterEach(() => jest.restoreAllMocks());

  it('needs an admin session for every blackout endpoint', async () => {
    for (const call of [
      sut.http.get('/api/coach/blackout-dates'),
      sut.http.post('/api/coach/blackout-dates').send({ date: '2027-01-12' }),
      sut.http.delete('/api/coach/blackout-dates/2027-01-12'),
    ]) {
      const response = await call.expect(401);
      expect(response.body).toEqual({ statusCode: 401, code: 'AUTH_REQUIRED', message: 'Authentication required' });
    }
  });

  it('closes a day for both brands, then reopens it', async () => {
    const added = await sut.http
      .post('/api/coach/blackout-dates')
      .set('Authorization', authorization)
      .send({ date: '2027-01-12', reason: 'Holiday' })
      .expect(201);
    expect(added.body).toEqual({
      blackout: { date: '2027-01-12', brand: null, reason: 'Holiday', liveBookings: 0 },
      affectedBookings: [],
    });
    for (const brand of ['coaching', 'lunar'] as const) {
      const dates = new Set((await availableSlots(sut, brand)).map((s) => s.date));
      expect(dates.has('2027-01-12')).toBe(false);
      expect(dates.has('2027-01-13')).toBe(true);
    }
    const listed = await sut.http.get('/api/coach/blackout-dates').set('Authorization', authorization).expect(200);
    expect(listed.body).toEqual([added.body.blackout]);

    const removed = await sut.http
      .delete('/api/coach/blackout-dates/2027-01-12')
      .set('Authorization', authorization)
      .expect(200);
    expect(removed.body).toEqual([]);
    expect((await availableSlots(sut)).some((s) => s.date === '2027-01-12')).toBe(true);
  });

  it('closes a day for one brand only, and updates the reason when added twice', async () => {
    const add = (reason: string) =>
      sut.http
        .post('/api/coach/blackout-dates')
        .set('Authorization', authorization)
        .send({ date: '2027-01-14', brand: 'lunar', reason })
        .expect(201);
    await add('Retreat');
    const again = await add('Retreat (moved)');
    expect(again.body.blackout).toEqual({
      date: '2027-01-14',
      brand: 'lunar',
      reason: 'Retreat (moved)',
      liveBookings: 0,
    });
    expect((await availableSlots(sut, 'lunar')).some((s) => s.date === '2027-01-14')).toBe(false);
    expect((await availableSlots(sut, 'coaching')).some((s) => s.date === '2027-01-14')).toBe(true);
    await sut.http.delete('/api/coach/blackout-dates/2027-01-14?brand=lunar').set('Authorization', authorization);
  });

  it.each([
    [{}, 'Please choose a date'],
    [{ date: '2027-02-30' }, 'Please choose a valid date'],
    [{ date: '2027-01-10' }, 'Please choose today or a later date'],
    [{ date: '2027-01-12', brand: 'tarot' }, 'Please choose a brand'],
  ])('refuses %j with "%s"', async (body, message) => {
    const response = await sut.http
      .post('/api/coach/blackout-dates')
      .set('Authorization', authorization)
      .send(body)
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, message });
  });

  it('refuses to book a slot whose day was blacked out after it was offered', async () => {
    const slot = (await availableSlots(sut)).find((s) => s.date === '2027-01-15')!;
    await sut.http
      .post('/api/coach/blackout-dates')
      .set('Authorization', authorization)
      .send({ date: '2027-01-15', brand: 'coaching' })
      .expect(201);
    const response = await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id }))
      .expect(409);
    expect(response.body).toEqual({
      statusCode: 409,
      code: 'SLOT_TAKEN',
      message: 'This time slot is no longer available',
    });
  });
});
