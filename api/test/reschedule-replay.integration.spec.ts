import { formatSessionWhen, MANAGE_BOOKING_MESSAGES, type TimeSlotDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../src/modules/domain-events/domain-events';
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
  /** The move as the manage page sends it: the target and the slot the page showed (`fromTimeSlotId`). */
  const moveFrom = (token: string, fromTimeSlotId: string, timeSlotId: string) =>
    sut.http.post(`/api/manage/${token}/reschedule`).send({ timeSlotId, fromTimeSlotId });
  /** Rows of the customer's mail outbox of one type, counted in the database once every event is handled. */
  const outboxRows = async (to: string, type: string): Promise<number> => {
    await sut.app.get(DomainEvents).idle();
    const [{ n }] = await sut.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND type = $2`, [to, type]);
    return n;
  };
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

  it('reusing the manage link after a reschedule: the captured move, replayed to any slot, is refused as stale', async () => {
    const [from, to, elsewhere] = take(3);
    const email = someone();
    const booking = await book(sut, bookingForm({ timeSlotId: from.id, email }));
    await moveFrom(booking.manageToken, from.id, to.id).expect(200);

    // The page opened before the move still says `from`: every replay of it, to any slot, is refused as stale.
    for (const target of [to, elsewhere, from]) {
      const replay = await moveFrom(booking.manageToken, from.id, target.id);
      expect(replay.body).toMatchObject({
        statusCode: 409,
        code: 'BOOKING_CHANGED',
        message: MANAGE_BOOKING_MESSAGES.changedSince,
      });
    }
    expect(await holders(sut, [from.id, to.id, elsewhere.id])).toEqual({
      [from.id]: [],
      [to.id]: [booking.id],
      [elsewhere.id]: [],
    });
    expect(await outboxRows(email, 'booking-rescheduled')).toBe(1);
    expect(await bookableTimes(from.id)).toBe(1);
    expect(await bookableTimes(elsewhere.id)).toBe(1);
  });

  it('two tabs of one manage link move it to two slots at once: one wins, the other target stays free, one e-mail', async () => {
    for (let round = 0; round < 5; round++) {
      const [from, x, y] = take(3);
      const email = someone();
      const booking = await book(sut, bookingForm({ timeSlotId: from.id, email }));
      const answers = await Promise.all([
        moveFrom(booking.manageToken, from.id, x.id),
        moveFrom(booking.manageToken, from.id, y.id),
      ]);
      // Both read the booking under its row lock: the second sees the first's move and is refused as stale.
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.status === 409)!;
      expect(loser.body).toMatchObject({ code: 'BOOKING_CHANGED', message: MANAGE_BOOKING_MESSAGES.changedSince });
      const [won, lost] = answers[0].status === 200 ? [x, y] : [y, x];

      expect(await holders(sut, [from.id, x.id, y.id])).toEqual({
        [from.id]: [],
        [won.id]: [booking.id],
        [lost.id]: [],
      });
      expect((await manageView(sut, booking.manageToken)).startTime).toBe(won.startTime);
      expect(await outboxRows(email, 'booking-rescheduled')).toBe(1);
      const [mail] = await rescheduledMails(email);
      expect(mail.text).toContain(formatSessionWhen(new Date(won.startTime)));
      expect(mail.text).not.toContain(formatSessionWhen(new Date(lost.startTime)));
      expect(await bookableTimes(from.id)).toBe(1);
      expect(await bookableTimes(lost.id)).toBe(1);
      expect(await bookableTimes(won.id)).toBe(0);
    }
  });
});
