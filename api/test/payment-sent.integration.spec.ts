import type { BookingDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { bookingForm } from './factories/booking.factory';
import { adminAuthorization } from './helpers/admin-session';
import { freeSlot } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

describe('customer reports a Zelle payment sent (integration)', () => {
  let sut: TestApp;
  let authorization: string;

  beforeAll(async () => {
    sut = await startTestApp();
    authorization = await adminAuthorization(sut);
    setNow(sut, '2027-01-11T15:00:00Z');
  });

  afterAll(async () => {
    await sut?.close();
  });

  const book = async (index: number) =>
    (
      await sut.http
        .post('/api/bookings')
        .send(bookingForm({ timeSlotId: (await freeSlot(sut, 'coaching', index)).id, paymentMethod: 'zelle' }))
        .expect(201)
    ).body as BookingDto & { manageToken: string };
  const reportSent = (id: string) => sut.http.post(`/api/payments/bookings/${id}/payment-sent`);
  const coachView = async (id: string) => {
    const list = (await sut.http.get('/api/coach/bookings').set('Authorization', authorization).expect(200)).body as
      BookingDto[] | { bookings: BookingDto[] };
    const rows = Array.isArray(list) ? list : list.bookings;
    return rows.find((b) => b.id === id);
  };

  it('records the first report on the booking, shows it to the coach, and a second press keeps the first instant', async () => {
    const booking = await book(0);
    expect(booking.paymentReportedAt).toBeNull();
    expect((await coachView(booking.id))?.paymentReportedAt).toBeNull();

    const first = await reportSent(booking.id).expect(200);
    expect(first.body).toEqual({ bookingId: booking.id, paymentReportedAt: expect.any(String) });
    const second = await reportSent(booking.id).expect(200);
    expect(second.body.paymentReportedAt).toBe(first.body.paymentReportedAt);

    const seen = await coachView(booking.id);
    expect(seen).toMatchObject({ paymentReportedAt: first.body.paymentReportedAt, paymentStatus: 'awaiting' });
  });

  it('answers 400 for a malformed id, 404 for an unknown booking and 409 for a cancelled one', async () => {
    expect((await reportSent('not-a-uuid').expect(400)).body.message).toBe('Invalid booking id: expected a UUID');
    expect((await reportSent('00000000-0000-4000-8000-000000000000').expect(404)).body.message).toBe(
      'Booking not found',
    );
    const booking = await book(1);
    await sut.app.get(DataSource).query(`UPDATE booking SET status = 'cancelled' WHERE id = $1`, [booking.id]);
    expect((await reportSent(booking.id).expect(409)).body.message).toBe('This booking was cancelled');
  });
});
