import { paymentReference } from '@app/contracts';
import { bookingForm, psychicBookingForm } from './factories/booking.factory';
import { squarePaymentBody } from './factories/payment.factory';
import { parseIcs } from './helpers/ics';
import { book, slotsAhead } from './helpers/lifecycle';
import { onlyMail, outboxOf } from './helpers/outbox';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 29 item 8, as a paying customer reads it: a service whose name already says what it is ("Personal
 * Development Session", "Love Reading") is never followed by a second "session" in the pay window's description,
 * the receipt or the e-mails; the card brand is written as people write it ("Visa"); and the calendar invite lasts
 * as long as the service, not the 30-minute slot.
 */
describe('composed sentences in the pay window, receipts and e-mails (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it.each([
    ['coaching', 'personal-development', 'Personal Development Session', 15, 'pds@example.com'],
    ['lunar', 'love-reading', 'Love Reading', 15, 'love@example.com'],
  ] as const)(
    '%s %s (%s): no doubled noun anywhere, "Visa", a %i-minute invite',
    async (brand, serviceId, name, minutes, email) => {
      const [slot] = await slotsAhead(sut, brand, 30);
      const form = brand === 'lunar' ? psychicBookingForm : bookingForm;
      const held = await book(sut, form({ serviceId, timeSlotId: slot.id, email, paymentMethod: 'credit-card' }));

      const quote = await sut.http.get('/api/payments/quote').query({ bookingId: held.id }).expect(200);
      expect(quote.body.description).toMatch(new RegExp(`^${name} on `));

      const paid = await sut.http
        .post('/api/square-payment')
        .send(
          squarePaymentBody({
            bookingId: held.id,
            serviceId,
            customer: { email, firstName: 'Ada', lastName: 'Lovelace', phone: '' },
          }),
        )
        .expect(201);
      const mails = (await outboxOf(sut)).filter((m) => m.to === email);
      for (const mail of mails) {
        for (const part of [mail.subject, mail.text]) {
          expect(part).not.toMatch(/Session session|Reading session/i);
          expect(part).not.toMatch(/\bvisa\b/);
        }
      }
      const receipt = onlyMail(mails, 'payment-receipt', email);
      expect(receipt.subject).toContain(
        `Receipt ${paymentReference(paid.body.paymentId)}: Payment received — your ${name} is confirmed`,
      );
      expect(receipt.text).toContain('Paid with: Visa ending in 4242');
      expect(receipt.text).toMatch(new RegExp(`For: ${name} on `));

      const invite = parseIcs(onlyMail(mails, 'booking-confirmation', email).ics!);
      expect(invite.start).toEqual(new Date(slot.startTime));
      expect(invite.end.getTime() - invite.start.getTime()).toBe(minutes * 60_000);
    },
  );

  it('keeps "session" after a name that does not already say it', async () => {
    const [slot] = await slotsAhead(sut, 'coaching', 30);
    const held = await book(
      sut,
      bookingForm({
        serviceId: 'strategic-decision',
        timeSlotId: slot.id,
        email: 'sdc@example.com',
        paymentMethod: 'credit-card',
      }),
    );
    const quote = await sut.http.get('/api/payments/quote').query({ bookingId: held.id }).expect(200);
    expect(quote.body.description).toMatch(/^Strategic Decision Coaching session on /);
  });
});
