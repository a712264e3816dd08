import { DataSource } from 'typeorm';
import { BookingHoldsService } from '../src/modules/bookings/booking-holds.service';
import { bookingForm, psychicBookingForm } from './factories/booking.factory';
import { availableSlots, freeSlot } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const NOW = '2027-01-11T15:00:00Z'; // Monday 10:00 AM ET

describe('card holds (integration)', () => {
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

  const released = async (bookingId: string): Promise<number> =>
    (
      await db.query(`SELECT 1 FROM domain_event WHERE type = 'booking.released' AND payload = $1::jsonb`, [
        JSON.stringify({ bookingId }),
      ])
    ).length;

  it('holds a card booking as pending_payment for 15 minutes, then releases the slot', async () => {
    setNow(sut, NOW);
    const slot = await freeSlot(sut);
    const held = await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id, paymentMethod: 'credit-card' }))
      .expect(201);
    expect(held.body).toMatchObject({
      status: 'pending_payment',
      paymentStatus: 'awaiting',
      paymentMethod: 'credit-card',
    });
    const [row] = await db.query('SELECT hold_expires_at FROM booking WHERE id = $1', [held.body.id]);
    expect(new Date(row.hold_expires_at).toISOString()).toBe('2027-01-11T15:15:00.000Z');

    setNow(sut, '2027-01-11T15:14:59Z');
    expect((await availableSlots(sut)).some((s) => s.id === slot.id)).toBe(false);
    await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id, email: 'b@example.com' }))
      .expect(409);

    setNow(sut, '2027-01-11T15:15:00Z');
    expect((await availableSlots(sut)).some((s) => s.id === slot.id)).toBe(true);
    const rebooked = await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id, email: 'b@example.com', paymentMethod: 'square' }))
      .expect(201);
    expect(rebooked.body).toMatchObject({ status: 'pending_payment', paymentMethod: 'credit-card' });
    const [first] = await db.query('SELECT status FROM booking WHERE id = $1', [held.body.id]);
    expect(first.status).toBe('expired');
  });

  it('sweeps run-out holds to expired', async () => {
    setNow(sut, NOW);
    const slot = await freeSlot(sut, 'lunar');
    const held = await sut.http
      .post('/api/bookings')
      .send(psychicBookingForm({ timeSlotId: slot.id, paymentMethod: 'card' }))
      .expect(201);
    setNow(sut, '2027-01-11T15:20:00Z');
    expect(await sut.app.get(BookingHoldsService).sweep()).toBeGreaterThanOrEqual(1);
    const [row] = await db.query('SELECT status FROM booking WHERE id = $1', [held.body.id]);
    expect(row.status).toBe('expired');
    // The visitor is told, from the outbox row written with the release; a second sweep announces nothing again.
    expect(await released(held.body.id)).toBe(1);
    await sut.app.get(BookingHoldsService).sweep();
    expect(await released(held.body.id)).toBe(1);
  });

  it('announces a hold released lazily when its slot is booked again', async () => {
    setNow(sut, NOW);
    const slot = await freeSlot(sut, 'coaching', 3);
    const held = await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id, paymentMethod: 'credit-card', email: 'lazy@example.com' }))
      .expect(201);
    setNow(sut, '2027-01-11T15:16:00Z');
    await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id, email: 'next@example.com' }))
      .expect(201);
    expect(await released(held.body.id)).toBe(1);
  });

  it('announces nothing for a hold still running', async () => {
    setNow(sut, NOW);
    const slot = await freeSlot(sut, 'coaching', 4);
    const held = await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id, paymentMethod: 'credit-card', email: 'keeps@example.com' }))
      .expect(201);
    setNow(sut, '2027-01-11T15:14:00Z');
    await sut.app.get(BookingHoldsService).sweep();
    expect(await released(held.body.id)).toBe(0);
  });
});
