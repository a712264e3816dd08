import { formatSessionWhen, type TimeSlotDto } from '@app/contracts';
import { bookingForm } from './factories/booking.factory';
import { book, holders, manageView, slotsAhead } from './helpers/lifecycle';
import { outboxOf } from './helpers/outbox';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 32 item 2: a manage link's requests replayed (a reload, a retried request, a second tab) and two moves of
 * one booking at once. Whatever the order, the booking ends on one slot, every slot it left is bookable exactly
 * once, and the customer hears about each move that committed — never about one that did not.
 */
describe('replayed and concurrent reschedules of one booking (integration)', () => {
  let sut: TestApp;
  let ahead: TimeSlotDto[];
  let next = 0;
  let people = 0;
  const take = (n: number) => ahead.slice(next, (next += n));
  const someone = () => `replay${++people}@example.com`;

  beforeAll(async () => {
    sut = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0' });
    ahead = await slotsAhead(sut, 'coaching', 30);
  });

  afterAll(async () => {
    await sut?.close();
  });

  const reschedule = (token: string, timeSlotId: string) =>
    sut.http.post(`/api/manage/${token}/reschedule`).send({ timeSlotId });
  const rescheduledMails = async (to: string) =>
    (await outboxOf(sut)).filter((m) => m.type === 'booking-rescheduled' && m.to === to);
  /** Twenty visitors at once on a slot: how many got it (a slot bookable "exactly once" gives 1). */
  const bookableTimes = async (slotId: string) => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        sut.http.post('/api/bookings').send(bookingForm({ timeSlotId: slotId, email: someone() })),
      ),
    );
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    return answers.filter((a) => a.status === 201).length;
  };

  it('replaying a reschedule after it applied changes nothing and sends nothing more', async () => {
    const [from, to] = take(2);
    const email = someone();
    const booking = await book(sut, bookingForm({ timeSlotId: from.id, email }));
    await reschedule(booking.manageToken, to.id).expect(200);

    // The same captured request again, and again in parallel: the booking is already there.
    const replays = await Promise.all([1, 2, 3].map(() => reschedule(booking.manageToken, to.id)));
    for (const r of replays) expect(r.body).toMatchObject({ statusCode: 400, code: 'SAME_SLOT' });

    // The link still opens the booking, at its new time.
    expect((await manageView(sut, booking.manageToken)).startTime).toBe(to.startTime);
    expect(await rescheduledMails(email)).toHaveLength(1);
    expect(await holders(sut, [from.id, to.id])).toEqual({ [from.id]: [], [to.id]: [booking.id] });
    expect(await bookableTimes(from.id)).toBe(1);
  });

  it('replaying a reschedule or a cancel after a cancel: 409 with a stable code, no e-mail', async () => {
    const [from, to] = take(2);
    const email = someone();
    const booking = await book(sut, bookingForm({ timeSlotId: from.id, email }));
    await sut.http.post(`/api/manage/${booking.manageToken}/cancel`).expect(200);

    const [move, cancel] = await Promise.all([
      reschedule(booking.manageToken, to.id),
      sut.http.post(`/api/manage/${booking.manageToken}/cancel`),
    ]);
    expect(move.body).toMatchObject({ statusCode: 409, code: 'BOOKING_CANCELLED' });
    expect(cancel.body).toMatchObject({ statusCode: 409, code: 'BOOKING_CANCELLED' });
    const mails = (await outboxOf(sut)).filter((m) => m.to === email).map((m) => m.type);
    expect(mails.filter((t) => t === 'booking-cancelled')).toHaveLength(1);
    expect(mails).not.toContain('booking-rescheduled');
    expect(await holders(sut, [from.id, to.id])).toEqual({ [from.id]: [], [to.id]: [] });
  });

  it('two moves of one booking to two slots at once: one slot held at the end, the others bookable exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const [from, x, y] = take(3);
      const email = someone();
      const booking = await book(sut, bookingForm({ timeSlotId: from.id, email }));
      const answers = await Promise.all([reschedule(booking.manageToken, x.id), reschedule(booking.manageToken, y.id)]);
      // Both lock the booking row, so they apply one after the other (see manage-races): no move is lost halfway.
      expect(answers.map((a) => a.status)).toEqual([200, 200]);

      const final = (await manageView(sut, booking.manageToken)).startTime;
      const [kept, left] = final === x.startTime ? [x, y] : [y, x];
      expect(await holders(sut, [from.id, x.id, y.id])).toEqual({
        [from.id]: [],
        [kept.id]: [booking.id],
        [left.id]: [],
      });
      // One e-mail per committed move, and they chain: only the first names the original time ("Previously"),
      // only the last names where the booking really is. A move that read the booking before the other committed
      // would claim to move it from the original slot again.
      const mails = await rescheduledMails(email);
      expect(mails).toHaveLength(2);
      const mentioning = (iso: string) => mails.filter((m) => m.text.includes(formatSessionWhen(new Date(iso))));
      expect(mentioning(from.startTime)).toHaveLength(1);
      expect(mentioning(kept.startTime)).toHaveLength(1);
      expect(mentioning(left.startTime)).toHaveLength(2);
      expect(await bookableTimes(from.id)).toBe(1);
      expect(await bookableTimes(left.id)).toBe(1);
      expect(await bookableTimes(kept.id)).toBe(0);
    }
  });
});
