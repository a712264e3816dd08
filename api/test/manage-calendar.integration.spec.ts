import { googleCalendarUrl, MANAGE_BOOKING_MESSAGES, type TimeSlotDto } from '@app/contracts';
import { bookingForm } from './factories/booking.factory';
import { parseIcs } from './helpers/ics';
import { book, slotsAhead } from './helpers/lifecycle';
import { onlyMail, outboxOf } from './helpers/outbox';
import { startTestApp, type TestApp } from './helpers/test-app';

const SITE = 'https://book.example.com';

/** Issue 33 item 5: the booking's .ics behind the manage link, and the "Add to calendar" lines of the e-mail. */
describe('GET /api/manage/:token/calendar.ics (integration)', () => {
  let sut: TestApp;
  let ahead: TimeSlotDto[];
  let next = 0;
  const slot = () => ahead[next++];
  const ics = (token: string) => sut.http.get(`/api/manage/${token}/calendar.ics`);

  beforeAll(async () => {
    sut = await startTestApp({ PUBLIC_URL: `${SITE}/`, REMINDER_POLL_INTERVAL_MS: '0' });
    ahead = await slotsAhead(sut, 'coaching', 30);
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('downloads the booking as a published event in UTC, not cached; a move raises its SEQUENCE', async () => {
    const [from, to] = [slot(), slot()];
    const booking = await book(sut, bookingForm({ timeSlotId: from.id, email: 'cal@example.com' }));

    const first = await ics(booking.manageToken).expect(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['content-disposition']).toBe('attachment; filename="session.ics"');
    expect(first.headers['cache-control']).toBe('no-store');
    const text = first.text;
    const event = parseIcs(text);
    expect(event.method).toBe('PUBLISH');
    expect(event.event.DTSTART.value).toMatch(/^\d{8}T\d{6}Z$/);
    expect(event.start.toISOString()).toBe(new Date(from.startTime).toISOString());
    // Strategic Decision Coaching: 10 minutes, as the e-mailed invite says (issue 28).
    expect(event.end.getTime() - event.start.getTime()).toBe(10 * 60_000);
    expect(event.event.UID.value).toBe(`booking-${booking.id}@book.example.com`);
    expect(event.event.SEQUENCE.value).toBe('0');
    expect(event.event.STATUS.value).toBe('CONFIRMED');
    expect(event.event.ATTENDEE).toBeUndefined();
    expect(text.replace(/\r\n[ \t]/g, '')).toContain(`${SITE}/manage/${booking.manageToken}`);

    // The e-mailed invite is the same event: same UID, same instants.
    const mail = onlyMail(await outboxOf(sut), 'booking-confirmation', 'cal@example.com');
    const invite = parseIcs(mail.ics!);
    expect(invite.event.UID.value).toBe(event.event.UID.value);
    expect([invite.start, invite.end]).toEqual([event.start, event.end]);

    await sut.http.post(`/api/manage/${booking.manageToken}/reschedule`).send({ timeSlotId: to.id }).expect(200);
    const moved = parseIcs((await ics(booking.manageToken).expect(200)).text);
    expect(moved.start.toISOString()).toBe(new Date(to.startTime).toISOString());
    expect(moved.event.SEQUENCE.value).toBe('1');
    expect(moved.event.UID.value).toBe(event.event.UID.value);
  });

  it('answers 404 in the API error shape for an unknown, truncated or overlong token', async () => {
    const booking = await book(sut, bookingForm({ timeSlotId: slot().id, email: 'cal404@example.com' }));
    for (const token of ['not-a-real-token', booking.manageToken.slice(0, -1), 'x'.repeat(90)]) {
      const missing = await ics(token).expect(404);
      expect(missing.headers['content-type']).toMatch(/^application\/json/);
      expect(missing.headers['content-disposition']).toBeUndefined();
      expect(missing.headers['cache-control']).toBe('no-store');
      expect(missing.body).toEqual({
        statusCode: 404,
        code: 'BOOKING_NOT_FOUND',
        message: MANAGE_BOOKING_MESSAGES.notFound,
      });
    }
  });

  it('answers 410 Gone for a cancelled booking: the link was real, the session is not', async () => {
    const booking = await book(sut, bookingForm({ timeSlotId: slot().id, email: 'cal410@example.com' }));
    await sut.http.post(`/api/manage/${booking.manageToken}/cancel`).expect(200);
    const gone = await ics(booking.manageToken).expect(410);
    expect(gone.headers['content-disposition']).toBeUndefined();
    expect(gone.body).toEqual({
      statusCode: 410,
      code: 'GONE',
      message: MANAGE_BOOKING_MESSAGES.cancelledAlready,
    });
  });

  it('puts Google, Outlook and Apple (.ics) links in both parts of the confirmation, beside the attachment', async () => {
    const s = slot();
    const booking = await book(sut, bookingForm({ timeSlotId: s.id, email: 'links@example.com' }));
    const mail = onlyMail(await outboxOf(sut), 'booking-confirmation', 'links@example.com');
    const invite = parseIcs(mail.ics!);
    const icsUrl = `${SITE}/api/manage/${booking.manageToken}/calendar.ics`;
    // The RFC 5545 text escapes undone: the links carry the invite's own words.
    const unescape = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');
    const google = googleCalendarUrl({
      title: 'Strategic Decision Coaching with Coach Ari',
      startsAt: invite.start,
      endsAt: invite.end,
      description: unescape(invite.event.DESCRIPTION.value),
      location: unescape(invite.event.LOCATION.value),
    });

    expect(mail.text).toContain('ADD TO YOUR CALENDAR');
    expect(mail.text).toContain('The attached invite (invite.ics) puts this session in your calendar.');
    expect(mail.text).toContain(`Google Calendar: ${google}\n`);
    expect(mail.text).toMatch(/Outlook: https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?subject=/);
    expect(mail.text).toContain(`Apple Calendar (.ics): ${icsUrl}`);
    const stamp = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(mail.text).toContain(`&startdt=${stamp(invite.start)}&enddt=${stamp(invite.end)}&`);
    expect(mail.text).toContain(`&dates=${stamp(invite.start).replace(/[-:]/g, '')}/`);

    const escape = (url: string) => url.replace(/&/g, '&amp;');
    expect(mail.html).toContain(`href="${escape(google)}"`);
    expect(mail.html).toMatch(/href="https:\/\/outlook\.live\.com\/[^"]+"[^>]*>Outlook<\/a>/);
    expect(mail.html).toContain(`href="${icsUrl}"`);
    expect(mail.html).toMatch(/>Apple Calendar \(\.ics\)<\/a>/);
    expect(mail.mail.attachments.some((a) => a.filename === 'invite.ics')).toBe(true);
  });
});
