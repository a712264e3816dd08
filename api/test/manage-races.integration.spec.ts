import { BOOKING_MESSAGES, MANAGE_BOOKING_MESSAGES, type TimeSlotDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { bookingForm } from './factories/booking.factory';
import { book, holders, slotsAhead } from './helpers/lifecycle';
import { availableSlots } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Races between tabs and visitors: whatever the interleaving, every slot has at most one live booking. */
describe('cancel and reschedule races (integration)', () => {
  let sut: TestApp;
  let ahead: TimeSlotDto[];
  let next = 0;
  const take = (n: number) => ahead.slice(next, (next += n));

  beforeAll(async () => {
    sut = await startTestApp({ REMINDER_POLL_INTERVAL_MS: '0' });
    ahead = await slotsAhead(sut, 'coaching', 30);
  });

  afterAll(async () => {
    await sut?.close();
  });

  const reschedule = (token: string, timeSlotId: string) =>
    sut.http.post(`/api/manage/${token}/reschedule`).send({ timeSlotId });
  const cancel = (token: string) => sut.http.post(`/api/manage/${token}/cancel`);
  const slotOf = async (bookingId: string): Promise<{ status: string; time_slot_id: string }> =>
    (await sut.app.get(DataSource).query(`SELECT status, time_slot_id FROM booking WHERE id = $1`, [bookingId]))[0];

  it('two bookings moving onto one slot at once: one wins, the other gets 409 and keeps its own slot', async () => {
    for (let round = 0; round < 4; round++) {
      const [a, b, target] = take(3);
      const first = await book(sut, bookingForm({ timeSlotId: a.id, email: `a${round}@example.com` }));
      const second = await book(sut, bookingForm({ timeSlotId: b.id, email: `b${round}@example.com` }));

      const answers = await Promise.all([
        reschedule(first.manageToken, target.id),
        reschedule(second.manageToken, target.id),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const loser = answers.find((r) => r.status === 409)!;
      expect(loser.body.message).toBe(BOOKING_MESSAGES.slotTaken);

      const winner = answers[0].status === 200 ? first : second;
      const other = winner === first ? second : first;
      const otherSlot = winner === first ? b : a;
      const winnerOld = winner === first ? a : b;
      expect(await holders(sut, [a.id, b.id, target.id])).toEqual({
        [target.id]: [winner.id],
        [otherSlot.id]: [other.id],
        [winnerOld.id]: [],
      });
    }
  });

  it('ten bookings racing for one slot: exactly one moves there', async () => {
    const [target, ...starts] = take(11);
    const bookings = await Promise.all(
      starts.map((s, i) => book(sut, bookingForm({ timeSlotId: s.id, email: `racer${i}@example.com` }))),
    );
    const answers = await Promise.all(bookings.map((bk) => reschedule(bk.manageToken, target.id)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    const held = await holders(sut, [target.id, ...starts.map((s) => s.id)]);
    // Every booking holds exactly one slot and no slot is held twice.
    expect(Object.values(held).flat().sort()).toEqual(bookings.map((bk) => bk.id).sort());
    expect(Object.values(held).every((ids) => ids.length <= 1)).toBe(true);
    expect(held[target.id]).toHaveLength(1);
  });

  it('cancel and reschedule of one booking at once: it ends cancelled, both slots free and bookable again', async () => {
    for (let round = 0; round < 4; round++) {
      const [from, to] = take(2);
      const booking = await book(sut, bookingForm({ timeSlotId: from.id, email: `twotabs${round}@example.com` }));

      const [moved, cancelled] = await Promise.all([
        reschedule(booking.manageToken, to.id),
        cancel(booking.manageToken),
      ]);
      expect(cancelled.status).toBe(200);
      // Either the move came first (and the cancel then released the new slot) or the cancel did (and the move found
      // nothing to move).
      if (moved.status !== 200) {
        expect(moved.status).toBe(409);
        expect(moved.body.message).toBe(MANAGE_BOOKING_MESSAGES.cancelledAlready);
      }
      expect((await slotOf(booking.id)).status).toBe('cancelled');
      expect(await holders(sut, [from.id, to.id])).toEqual({ [from.id]: [], [to.id]: [] });
      const free = (await availableSlots(sut)).map((s) => s.id);
      expect(free).toEqual(expect.arrayContaining([from.id, to.id]));
      await book(sut, bookingForm({ timeSlotId: from.id, email: `after${round}a@example.com` }));
      await book(sut, bookingForm({ timeSlotId: to.id, email: `after${round}b@example.com` }));
    }
  });

  it('two tabs moving one booking to two different slots: both moves apply in turn, one slot held at the end', async () => {
    const [from, x, y] = take(3);
    const booking = await book(sut, bookingForm({ timeSlotId: from.id, email: 'indecisive@example.com' }));
    const answers = await Promise.all([reschedule(booking.manageToken, x.id), reschedule(booking.manageToken, y.id)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);

    const final = (await slotOf(booking.id)).time_slot_id;
    expect([x.id, y.id]).toContain(final);
    const held = await holders(sut, [from.id, x.id, y.id]);
    expect(Object.values(held).flat()).toEqual([booking.id]);
    expect(held[final]).toEqual([booking.id]);
  });
});
