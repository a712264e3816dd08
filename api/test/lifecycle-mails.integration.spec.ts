import {
  formatSessionWhen,
  formatSessionWhenLocal,
  HELD_BOOKING_TEXT,
  MANAGE_BOOKING_MESSAGES,
  paymentReference,
} from '@app/contracts';
import { Clock } from '../src/common/clock';
import { BookingHoldsService } from '../src/modules/bookings/booking-holds.service';
import { EventDispatcher } from '../src/modules/notifications/outbox/event-dispatcher.worker';
import { bookingForm, coachingPagePayload, psychicBookingForm } from './factories/booking.factory';
import { squarePaymentBody } from './factories/payment.factory';
import { parseIcs } from './helpers/ics';
import { book, slotsAhead } from './helpers/lifecycle';
import { onlyMail, outboxOf } from './helpers/outbox';
import { startTestApp, type TestApp } from './helpers/test-app';

const SITE = 'https://book.example.com';

describe('booking e-mails in the outbox (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({
      PUBLIC_URL: `${SITE}/`,
      REMINDER_POLL_INTERVAL_MS: '0',
      BRAND_LUNAR_VENMO_URL: 'https://venmo.com/u/test-lunar',
      BRAND_LUNAR_MEETING_ZOOM_URL: 'https://zoom.us/j/5550001111',
    });
  });

  afterAll(async () => {
    await sut?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  it('confirms a coaching chat booking paid by Zelle in the coaching voice, with an invite at the slot instants', async () => {
    const [slot] = await slotsAhead(sut, 'coaching', 30);
    const booking = await book(
      sut,
      bookingForm({
        timeSlotId: slot.id,
        email: 'ada.zelle@example.com',
        paymentMethod: 'zelle',
        timeZone: 'Europe/Berlin',
      }),
    );
    const start = new Date(slot.startTime);
    const mails = await outboxOf(sut);
    const mail = onlyMail(mails, 'booking-confirmation', 'ada.zelle@example.com');

    expect(mail.subject).toBe(
      `Your coaching session is booked: Strategic Decision Coaching on ${formatSessionWhen(start)}`,
    );
    expect(mail.mail.from?.value[0]).toEqual({ name: 'Life Coaching', address: 'coach@example.com' });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hi Ada,');
      expect(part).toContain('To your growth,');
      expect(part).toContain(formatSessionWhen(start));
      expect(part).toContain(formatSessionWhenLocal(start, 'Europe/Berlin')!);
      expect(part).toContain('coach@example.com (Ari Coaching LLC)');
      expect(part).toContain('Memo: Strategic Decision Coaching, Ada Lovelace');
      expect(part).toContain(MANAGE_BOOKING_MESSAGES.policy);
    }
    expect(mail.text).toContain(`Manage your booking: ${SITE}/manage/${booking.manageToken}`);
    expect(mail.text).toContain(
      `Open your chat session: ${SITE}/chat-session?session=${booking.chat!.sessionId}&token=${booking.chat!.token}`,
    );
    expect(mail.html).toContain(`href="${SITE}/manage/${booking.manageToken}"`);
    expect(mail.html).toContain('#0f766e');

    const invite = parseIcs(mail.ics!);
    expect(invite.method).toBe('REQUEST');
    expect(invite.start.toISOString()).toBe(new Date(slot.startTime).toISOString());
    // The session's own length (Strategic Decision Coaching: 10 minutes), not the 30-minute slot's (issue 28).
    expect(invite.end.getTime() - invite.start.getTime()).toBe(10 * 60_000);
    expect(invite.end.getTime()).toBeLessThan(new Date(slot.endTime).getTime());
    expect(invite.event.UID.value).toBe(`booking-${booking.id}@book.example.com`);
    expect(invite.event.SEQUENCE.value).toBe('0');
    expect(invite.event.ORGANIZER.value.toLowerCase()).toBe('mailto:coach@example.com');
    expect(invite.event.ATTENDEE.value.toLowerCase()).toBe('mailto:ada.zelle@example.com');
    // The same invite as a text/calendar alternative, which is what makes mail clients offer "add to calendar".
    const alternative = mail.mail.attachments.find((a) => a.contentType === 'text/calendar');
    expect(parseIcs(alternative!.content.toString('utf8')).start).toEqual(invite.start);

    const coach = onlyMail(mails, 'coach-new-booking', 'coach@example.com');
    expect(coach.subject).toBe(
      `[Life Coaching] New booking: Ada Lovelace, Strategic Decision Coaching, ${formatSessionWhen(start)}`,
    );
    expect(coach.replyTo).toBe('ada.zelle@example.com');
    expect(coach.text).toContain('Payment: Zelle, awaiting payment ($25)');
    expect(coach.text).toContain('> Deciding between two job offers.');
    expect(coach.text).not.toContain(booking.chat!.token);
  });

  it('confirms a Lunar Light video reading in its own voice and look, with the Venmo link of the brand settings', async () => {
    const [slot] = await slotsAhead(sut, 'lunar', 30);
    const booking = await book(
      sut,
      psychicBookingForm({
        timeSlotId: slot.id,
        email: 'luna.video@example.com',
        deliveryPreference: 'video-call',
        videoPlatform: 'zoom',
        contactInfo: 'luna.video@example.com',
        paymentMethod: 'venmo',
      }),
    );
    const mail = onlyMail(await outboxOf(sut), 'booking-confirmation', 'luna.video@example.com');

    expect(mail.subject).toBe(
      `🌙 Your reading is confirmed: 3 Card Tarot Draw on ${formatSessionWhen(new Date(slot.startTime))}`,
    );
    expect(mail.mail.from?.value[0]).toEqual({ name: 'Lunar Light', address: 'readings@example.com' });
    expect(mail.text).toContain('Dear Luna,');
    expect(mail.text).toContain('With light and gratitude,');
    expect(mail.text).toContain('Pay with Venmo: https://venmo.com/u/test-lunar');
    expect(mail.text).toContain('Join on Zoom: https://zoom.us/j/5550001111');
    expect(booking.meetingDetails!.meetingUrl).toBe('https://zoom.us/j/5550001111');
    // No zone from the browser: Eastern only.
    expect(mail.text).not.toContain('Your time');
    expect(mail.html).toContain('Cormorant Garamond');
    expect(mail.html).toContain('#16132f');
    expect(parseIcs(mail.ics!).event.LOCATION.value).toBe(booking.meetingDetails!.meetingUrl);
  });

  it('tells a card booking it is held until paid (no invite, never "confirmed"), then confirms it with the invite and a receipt once paid', async () => {
    const [cardSlot, bareSlot] = await slotsAhead(sut, 'coaching', 30);
    const card = await book(
      sut,
      bookingForm({ timeSlotId: cardSlot.id, email: 'card@example.com', paymentMethod: 'credit-card' }),
    );
    await book(sut, coachingPagePayload({ timeSlotId: bareSlot.id, customerEmail: 'bare@example.com' }));
    const when = formatSessionWhen(new Date(cardSlot.startTime));
    let mails = await outboxOf(sut);

    const held = onlyMail(mails, 'booking-held', 'card@example.com');
    expect(held.subject).toBe(`${HELD_BOOKING_TEXT}: Strategic Decision Coaching on ${when}`);
    expect(held.text).toContain('Your coaching session is held — complete payment within 15 minutes');
    expect(held.text).toContain(`Status: ${HELD_BOOKING_TEXT}`);
    expect(held.text).toContain(`Held until: ${formatSessionWhen(new Date(card.holdExpiresAt!))}`);
    expect(held.text).toContain(
      `Pay $25 by card: ${SITE}/square-payment?serviceId=strategic-decision&price=25&serviceName=Strategic%20Decision%20Coaching&bookingId=${card.id}`,
    );
    for (const part of [held.subject, held.text, held.html])
      expect(part.toLowerCase()).not.toMatch(/confirmed|is booked/);
    expect(held.ics).toBeUndefined();
    expect(held.mail.attachments).toEqual([]);
    expect(mails.filter((m) => m.type === 'booking-confirmation' && m.to === 'card@example.com')).toEqual([]);
    const [coachHeld] = mails.filter((m) => m.type === 'coach-new-booking' && m.replyTo === 'card@example.com');
    expect(coachHeld.subject).toContain('New booking, awaiting card payment: Ada Lovelace');
    expect(coachHeld.text).toContain('Payment: Debit/Credit Card, awaiting card payment ($25), held until');

    const bare = onlyMail(mails, 'booking-confirmation', 'bare@example.com');
    expect(bare.text).toContain('Please pay $40 with any of these:');
    expect(bare.text).toContain('Cash App: https://cash.app/$lifecoach');
    expect(bare.text).toContain('PayPal: https://www.paypal.com/paypalme/lifecoach');
    expect(bare.text).toContain('Zelle: send $40 to coach@example.com');

    const paid = await sut.http
      .post('/api/square-payment')
      .send(
        squarePaymentBody({
          bookingId: card.id,
          serviceId: 'strategic-decision',
          customer: { email: 'card@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '' },
        }),
      )
      .expect(201);
    mails = await outboxOf(sut);

    const confirmation = onlyMail(mails, 'booking-confirmation', 'card@example.com');
    expect(confirmation.subject).toBe(`Your coaching session is booked: Strategic Decision Coaching on ${when}`);
    expect(confirmation.text).toContain('Paid in full ($25). Thank you!');
    expect(confirmation.text).not.toContain('Pay $25 by card');
    // The manage link, rebuilt from the booking id after the payment: the very token the booking answered with.
    expect(confirmation.text).toContain(`Manage your booking: ${SITE}/manage/${card.manageToken}`);
    expect(parseIcs(confirmation.ics!).start).toEqual(new Date(cardSlot.startTime));

    const receipt = onlyMail(mails, 'payment-receipt', 'card@example.com');
    const reference = paymentReference(paid.body.paymentId);
    expect(receipt.subject).toBe(
      `Receipt ${reference}: Payment received — your Strategic Decision Coaching session is confirmed`,
    );
    expect(receipt.text).toContain('Amount: $25');
    expect(receipt.text).toMatch(/Paid with: .*ending in 4242/);
    expect(receipt.text).toContain(`Reference: ${reference}`);
    expect(receipt.text).toContain(`For: Strategic Decision Coaching session on ${when}`);
    expect(onlyMail(mails, 'coach-booking-paid', 'coach@example.com').text).toContain(
      'Ada Lovelace paid $25 by card; the booking is confirmed',
    );
  });

  it('tells the visitor when an unpaid card hold lapsed and the time was released, with a link to book again', async () => {
    const [slot] = await slotsAhead(sut, 'lunar', 30);
    const card = await book(
      sut,
      psychicBookingForm({ timeSlotId: slot.id, email: 'lapsed@example.com', paymentMethod: 'credit-card' }),
    );
    // The held e-mail went out first (a hold already released when its event is handled gets no "held" e-mail).
    expect(onlyMail(await outboxOf(sut), 'booking-held', 'lapsed@example.com').subject).toContain(HELD_BOOKING_TEXT);
    const later = new Date(Date.parse(card.holdExpiresAt!) + 60_000);
    jest.spyOn(sut.app.get(Clock), 'now').mockImplementation(() => new Date(later));
    expect(await sut.app.get(BookingHoldsService).sweep()).toBeGreaterThanOrEqual(1);
    const mails = await outboxOf(sut);

    const released = onlyMail(mails, 'booking-released', 'lapsed@example.com');
    expect(released.subject).toBe(
      `🌙 Your held reading time was released: 3 Card Tarot Draw on ${formatSessionWhen(new Date(slot.startTime))}`,
    );
    expect(released.text).toContain('Dear Luna,');
    expect(released.text).toContain('No charge was made.');
    expect(released.text).toContain(`Book your reading again: ${SITE}/lunar-booking`);
    expect(released.ics).toBeUndefined();
    expect(
      mails
        .filter((m) => m.to === 'lapsed@example.com')
        .map((m) => m.type)
        .sort(),
    ).toEqual(['booking-held', 'booking-released']);
  });

  it('sends an updated invite on reschedule and a CANCEL on cancellation, and tells the coach both times', async () => {
    const [first, second] = await slotsAhead(sut, 'lunar', 30);
    const booking = await book(
      sut,
      psychicBookingForm({ timeSlotId: first.id, email: 'moving@example.com', paymentMethod: 'zelle' }),
    );
    await sut.http.post(`/api/manage/${booking.manageToken}/reschedule`).send({ timeSlotId: second.id }).expect(200);
    await sut.http.post(`/api/manage/${booking.manageToken}/cancel`).expect(200);
    const mails = await outboxOf(sut);

    const moved = onlyMail(mails, 'booking-rescheduled', 'moving@example.com');
    expect(moved.subject).toBe(
      `🌙 Your reading has a new time: 3 Card Tarot Draw on ${formatSessionWhen(new Date(second.startTime))}`,
    );
    expect(moved.text).toContain(`Previously: ${formatSessionWhen(new Date(first.startTime))}`);
    expect(moved.text).toContain(`${SITE}/manage/${booking.manageToken}`);
    // Rebuilt from the session id: later e-mails carry the chat link too.
    expect(moved.text).toContain(
      `Open your chat session: ${SITE}/chat-session?session=${booking.chat!.sessionId}&token=${booking.chat!.token}`,
    );
    const update = parseIcs(moved.ics!);
    expect(update).toMatchObject({
      method: 'REQUEST',
      start: new Date(second.startTime),
      // 3 Card Tarot Draw lasts 10 minutes.
      end: new Date(new Date(second.startTime).getTime() + 10 * 60_000),
    });
    expect(update.event.UID.value).toBe(`booking-${booking.id}@book.example.com`);
    expect(update.event.SEQUENCE.value).toBe('1');

    const cancelled = onlyMail(mails, 'booking-cancelled', 'moving@example.com');
    expect(cancelled.subject).toContain('🌙 Your reading is cancelled: 3 Card Tarot Draw');
    expect(cancelled.text).toContain('No payment was recorded for this booking.');
    expect(cancelled.text).not.toContain('/manage/');
    const cancel = parseIcs(cancelled.ics!);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.event.STATUS.value).toBe('CANCELLED');
    expect(cancel.event.SEQUENCE.value).toBe('2');
    expect(cancel.start).toEqual(new Date(second.startTime));

    expect(onlyMail(mails, 'coach-booking-rescheduled', 'readings@example.com').text).toContain(
      `from ${formatSessionWhen(new Date(first.startTime))}`,
    );
    expect(onlyMail(mails, 'coach-booking-cancelled', 'readings@example.com').text).toContain(
      'No payment had been received, so there is nothing to refund.',
    );
  });

  it('describes each change as it was when its e-mails are composed after later changes', async () => {
    const [first, second, third] = await slotsAhead(sut, 'lunar', 30);
    const booking = await book(
      sut,
      psychicBookingForm({ timeSlotId: first.id, email: 'late@example.com', paymentMethod: 'zelle' }),
    );
    await outboxOf(sut);
    // The dispatcher falls behind (busy, or another instance crashed holding the events): every change commits first.
    const dispatcher = sut.app.get<unknown, { pass: () => Promise<number> }>(EventDispatcher);
    const paused = jest.spyOn(dispatcher, 'pass').mockResolvedValue(0);
    await sut.http.post(`/api/manage/${booking.manageToken}/reschedule`).send({ timeSlotId: second.id }).expect(200);
    await sut.http.post(`/api/manage/${booking.manageToken}/reschedule`).send({ timeSlotId: third.id }).expect(200);
    await sut.http.post(`/api/manage/${booking.manageToken}/cancel`).expect(200);
    paused.mockRestore();
    const mails = (await outboxOf(sut)).filter((m) => m.to === 'late@example.com');

    const invites = mails.filter((m) => m.type === 'booking-rescheduled').map((m) => parseIcs(m.ics!));
    expect(invites.map((i) => [i.start, Number(i.event.SEQUENCE.value)])).toEqual(
      expect.arrayContaining([
        [new Date(second.startTime), 1],
        [new Date(third.startTime), 2],
      ]),
    );
    expect(invites).toHaveLength(2);
    const cancel = parseIcs(onlyMail(mails, 'booking-cancelled', 'late@example.com').ics!);
    expect(cancel).toMatchObject({ method: 'CANCEL', start: new Date(third.startTime) });
    expect(cancel.event.SEQUENCE.value).toBe('3');
  });
});
