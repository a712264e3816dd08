import {
  type BrandHoursDto,
  CSRF_MESSAGES,
  type DayHoursDto,
  HOURS_MESSAGES,
  type HoursSavedDto,
  type TimeSlotDto,
} from '@app/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bookingForm } from './factories/booking.factory';
import { adminAuthorization, adminCookieSession } from './helpers/admin-session';
import { book, manageView } from './helpers/lifecycle';
import { availableSlots } from './helpers/slots';
import { startSecondTestApp, startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

/** Monday 2027-01-11, 00:30 ET: the window is Mon 11 … Sun 17, all in the future. */
const NOW = '2027-01-11T05:30:00Z';

/** §9's week, as seeded. */
const STANDARD: DayHoursDto[] = Array.from({ length: 7 }, (_, weekday) =>
  weekday === 0 || weekday === 6
    ? { weekday, open: '10:00', close: '22:00' }
    : { weekday, open: '09:00', close: '21:00' },
);

const weekdays = (open: string | null, close: string | null): DayHoursDto[] =>
  STANDARD.map((d) => (d.weekday === 0 || d.weekday === 6 ? d : { ...d, open, close }));

const on = (slots: TimeSlotDto[], date: string) => slots.filter((s) => s.date === date).map((s) => s.time);

describe('coach weekly hours (integration)', () => {
  let sut: TestApp;
  let authorization: string;
  let db: DataSource;

  const put = (brand: string, days: unknown) =>
    sut.http.put(`/api/coach/hours/${brand}`).set('Authorization', authorization).send({ days });
  const save = async (brand: string, days: DayHoursDto[]) => (await put(brand, days).expect(200)).body as HoursSavedDto;

  beforeAll(async () => {
    sut = await startTestApp();
    authorization = await adminAuthorization(sut);
    db = sut.app.get(DataSource);
  });

  afterAll(async () => {
    await sut?.close();
  });

  beforeEach(() => setNow(sut, NOW));
  afterEach(async () => {
    await save('coaching', STANDARD);
    jest.restoreAllMocks();
  });

  describe('access', () => {
    it('answers 401 without an admin session', async () => {
      for (const call of [sut.http.get('/api/coach/hours'), sut.http.put('/api/coach/hours/coaching').send({})]) {
        const response = await call.expect(401);
        expect(response.body).toEqual({ statusCode: 401, code: 'AUTH_REQUIRED', message: 'Authentication required' });
      }
    });

    it('answers 403 to a cookie session without its CSRF token, and saves with it', async () => {
      const admin = await adminCookieSession(sut);
      const { 'X-CSRF-Token': _token, ...withoutToken } = admin.writeHeaders;
      const refused = await sut.http
        .put('/api/coach/hours/coaching')
        .set(withoutToken)
        .send({ days: weekdays('10:00', '18:00') })
        .expect(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        code: 'CSRF_TOKEN_INVALID',
        message: CSRF_MESSAGES.invalidToken,
      });
      expect((await availableSlots(sut)).some((s) => s.time === '9:00 AM' && s.date === '2027-01-12')).toBe(true);

      await sut.http
        .put('/api/coach/hours/coaching')
        .set(admin.writeHeaders)
        .send({ days: weekdays('10:00', '18:00') })
        .expect(200);
      await sut.http.get('/api/coach/hours').set('Cookie', admin.cookie).expect(200);
    });
  });

  it("lists both brands' weeks, seeded with §9's hours", async () => {
    const response = await sut.http.get('/api/coach/hours').set('Authorization', authorization).expect(200);
    expect(response.body).toEqual([
      { brand: 'coaching', days: STANDARD },
      { brand: 'lunar', days: STANDARD },
    ] satisfies BrandHoursDto[]);
  });

  it.each([
    ['close before open', weekdays('12:00', '09:00'), 'days[1].close', HOURS_MESSAGES.closeAfterOpen('Monday')],
    ['a quarter past', weekdays('09:15', '21:00'), 'days[1].open', HOURS_MESSAGES.openStep('Monday')],
    ['opening only', weekdays('09:00', null), 'days[1].close', HOURS_MESSAGES.bothOrNeither('Monday')],
    ['past midnight', weekdays('09:00', '25:00'), 'days[1].close', HOURS_MESSAGES.closeInvalid('Monday')],
    ['six days', STANDARD.slice(1), 'days', HOURS_MESSAGES.week],
  ])('refuses %s with the schema message (400)', async (_, days, field, message) => {
    const response = await put('coaching', days).expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message,
      errors: expect.objectContaining({ [field]: message }),
    });
  });

  it('refuses an unknown brand (400)', async () => {
    const response = await put('tarot', STANDARD).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, message: 'Brand must be coaching or lunar' });
  });

  it('shrinking the hours withdraws future free slots at once; a booked one keeps its time', async () => {
    const before = await availableSlots(sut);
    const evening = before.find((s) => s.date === '2027-01-12' && s.time === '8:00 PM')!;
    const booking = await book(sut, bookingForm({ timeSlotId: evening.id, email: 'kept-hours@example.com' }));

    const saved = await save('coaching', weekdays('09:00', '12:00'));
    expect(saved.hours.days[2]).toEqual({ weekday: 2, open: '09:00', close: '12:00' });
    // 5 weekdays lose 18 half-hours each; the booked one is not free, so it is kept, not removed.
    expect(saved).toMatchObject({ slotsAdded: 0, slotsRemoved: 5 * 18 - 1, bookingsKept: 1 });

    const after = await availableSlots(sut);
    expect(on(after, '2027-01-12')).toEqual(['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM']);
    expect(on(after, '2027-01-16')).toHaveLength(24); // Saturday: unchanged
    expect(after.filter((s) => s.brand === 'coaching')).toHaveLength(5 * 6 + 2 * 24);
    expect((await availableSlots(sut, 'lunar')).filter((s) => s.date === '2027-01-12')).toHaveLength(24);

    const view = await manageView(sut, booking.manageToken);
    expect(view).toMatchObject({ status: 'confirmed', startTime: evening.startTime });

    // Cancelled by its customer, the time goes back to nobody: it is outside the hours.
    await sut.http.post(`/api/manage/${booking.manageToken}/cancel`).expect(200);
    expect((await availableSlots(sut)).map((s) => s.id)).not.toContain(evening.id);
    const [{ count }] = await db.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM time_slot WHERE brand = 'coaching' AND starts_at = $1`,
      [evening.startTime],
    );
    expect(count).toBe(1);
  });

  it('widening the hours offers new slots at once, on every replica, and reopens the same rows', async () => {
    const second = await startSecondTestApp(sut);
    try {
      setNow(second, NOW);
      const secondSlots = async () =>
        (await request(second.app.getHttpServer()).get('/api/time-slots').expect(200)).body as TimeSlotDto[];
      const cachedBefore = await secondSlots();
      expect(on(cachedBefore, '2027-01-13')[0]).toBe('9:00 AM');

      const saved = await save('coaching', weekdays('07:00', '23:00'));
      expect(saved).toMatchObject({ slotsAdded: 5 * 8, slotsRemoved: 0, bookingsKept: 0 });
      for (const slots of [await availableSlots(sut), await secondSlots()]) {
        expect(on(slots, '2027-01-13')[0]).toBe('7:00 AM');
        expect(on(slots, '2027-01-13').at(-1)).toBe('10:30 PM');
        expect(on(slots, '2027-01-13')).toHaveLength(32);
      }

      const nine = cachedBefore.find((s) => s.date === '2027-01-13' && s.time === '9:00 AM')!;
      await save('coaching', weekdays('10:00', '12:00'));
      await save('coaching', STANDARD);
      const reopened = (await availableSlots(sut)).find((s) => s.date === '2027-01-13' && s.time === '9:00 AM')!;
      expect(reopened.id).toBe(nine.id);
    } finally {
      await second.close();
    }
  });

  it('closes a whole day and opens a closed one', async () => {
    const days = STANDARD.map((d) =>
      d.weekday === 3 ? { weekday: 3, open: null, close: null } : d.weekday === 0 ? { ...d, close: '12:00' } : d,
    );
    await save('coaching', days);
    const slots = await availableSlots(sut);
    expect(on(slots, '2027-01-13')).toEqual([]); // Wednesday
    expect(on(slots, '2027-01-17')).toEqual(['10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM']); // Sunday
  });

  it('races a booking of a slot the hours drop: either the booking wins and keeps it, or it is refused', async () => {
    const slot = (await availableSlots(sut)).find((s) => s.date === '2027-01-14' && s.time === '7:30 PM')!;
    const [booked, saved] = await Promise.all([
      sut.http.post('/api/bookings').send(bookingForm({ timeSlotId: slot.id, email: 'race-hours@example.com' })),
      put('coaching', weekdays('09:00', '17:00')),
    ]);
    expect(saved.status).toBe(200);
    const changes = saved.body as HoursSavedDto;
    if (booked.status === 201) {
      expect(changes.bookingsKept).toBe(1);
      const rows = await db.query<Array<{ time_slot_id: string }>>(
        `SELECT time_slot_id FROM booking WHERE email = 'race-hours@example.com' AND status = 'confirmed'`,
      );
      expect(rows).toEqual([{ time_slot_id: slot.id }]);
    } else {
      expect(booked.status).toBe(409);
      expect(booked.body).toMatchObject({ code: 'SLOT_TAKEN' });
      expect(changes.bookingsKept).toBe(0);
    }
    expect((await availableSlots(sut)).map((s) => s.id)).not.toContain(slot.id);
  });
});
