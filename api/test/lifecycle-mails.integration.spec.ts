import { formatSessionWhen, formatSessionWhenLocal, MANAGE_BOOKING_MESSAGES } from '@app/contracts';
import { bookingForm, coachingPagePayload, psychicBookingForm } from './factories/booking.factory';
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
    });
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('confirms a coaching chat booking paid by Zelle in the coaching voice, with an invite at the slot instants', async () => {
    const [slot] = await slotsAhead(sut, 'coaching', 30);
    const booking = await book(
      sut,
      bookingForm({ timeSlotId: slot.id, email: 'ada.zelle@example.com', paymentMethod: 'zelle', timeZone: 'Europe/Berlin' }),
    );
    const start = new Date(slot.startTime);
    const mails = await outboxOf(sut);
    const mail = onlyMail(mails, 'booking-confirmation', 'ada.zelle@example.com');

    expect(mail.subject).toBe(`Your coaching session is booked: Strategic Decision Coaching on ${formatSessionWhen(start)}`);
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
    expect(invite.end.toISOString()).toBe(new Date(slot.endTime).toISOString());
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

    expect(mail.subject).toBe(`🌙 Your reading is confirmed: 3 Card Tarot Draw on ${formatSessionWhen(new Date(slot.startTime))}`);
    expect(mail.mail.from?.value[0]).toEqual({ name: 'Lunar Light', address: 'readings@example.com' });
    expect(mail.text).toContain('Dear Luna,');
    expect(mail.text).toContain('With light and gratitude,');
    expect(mail.text).toContain('Pay with Venmo: https://venmo.com/u/test-lunar');
    expect(mail.text).toContain(`Join on Zoom: ${booking.meetingDetails!.meetingUrl}`);
    expect(mail.text).toContain(`Meeting ID: ${booking.meetingDetails!.meetingId}`);
    // No zone from the browser: Eastern only.
    expect(mail.text).not.toContain('Your time');
    expect(mail.html).toContain('Cormorant Garamond');
    expect(mail.html).toContain('#16132f');
    expect(parseIcs(mail.ics!).event.LOCATION.value).toBe(booking.meetingDetails!.meetingUrl);
  });

  it('gives a card booking its own card payment link, and a booking without a method every way to pay', async () => {
    const [cardSlot, bareSlot] = await slotsAhead(sut, 'coaching', 30);
    const card = await book(sut, bookingForm({ timeSlotId: cardSlot.id, email: 'card@example.com', paymentMethod: 'credit-card' }));
    await book(sut, coachingPagePayload({ timeSlotId: bareSlot.id, customerEmail: 'bare@example.com' }));
    const mails = await outboxOf(sut);

    const cardMail = onlyMail(mails, 'booking-confirmation', 'card@example.com');
    expect(cardMail.text).toContain(
      `Pay $25 by card: ${SITE}/square-payment?serviceId=strategic-decision&price=25&serviceName=Strategic%20Decision%20Coaching&bookingId=${card.id}`,
    );
    expect(cardMail.text).toContain('released 15 minutes after it was made');

    const bare = onlyMail(mails, 'booking-confirmation', 'bare@example.com');
    expect(bare.text).toContain('Please pay $40 with any of these:');
    expect(bare.text).toContain('Cash App: https://cash.app/$lifecoach');
    expect(bare.text).toContain('PayPal: https://www.paypal.com/paypalme/lifecoach');
    expect(bare.text).toContain('Zelle: send $40 to coach@example.com');
  });

  it('sends an updated invite on reschedule and a CANCEL on cancellation, and tells the coach both times', async () => {
    const [first, second] = await slotsAhead(sut, 'lunar', 30);
    const booking = await book(sut, psychicBookingForm({ timeSlotId: first.id, email: 'moving@example.com', paymentMethod: 'zelle' }));
    await sut.http.post(`/api/manage/${booking.manageToken}/reschedule`).send({ timeSlotId: second.id }).expect(200);
    await sut.http.post(`/api/manage/${booking.manageToken}/cancel`).expect(200);
    const mails = await outboxOf(sut);

    const moved = onlyMail(mails, 'booking-rescheduled', 'moving@example.com');
    expect(moved.subject).toBe(`🌙 Your reading has a new time: 3 Card Tarot Draw on ${formatSessionWhen(new Date(second.startTime))}`);
    expect(moved.text).toContain(`Previously: ${formatSessionWhen(new Date(first.startTime))}`);
    expect(moved.text).toContain(`${SITE}/manage/${booking.manageToken}`);
    expect(moved.text).toContain('use the chat link from your confirmation e-mail');
    const update = parseIcs(moved.ics!);
    expect(update).toMatchObject({ method: 'REQUEST', start: new Date(second.startTime), end: new Date(second.endTime) });
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
});
