import {
  bookedSessionEvent,
  bookingCalendarIcsPath,
  calendarUtcStamp,
  catalogueServiceMinutes,
  googleCalendarUrl,
  outlookCalendarUrl,
  sessionCalendarEnd,
  type CalendarEvent,
} from './calendar-links';

const session: CalendarEvent = {
  title: 'Strategic Decision Coaching with Coach Ari',
  startsAt: new Date('2026-11-21T14:00:00Z'),
  endsAt: new Date('2026-11-21T14:10:00Z'),
  description:
    'Strategic Decision Coaching with Coach Ari (Life Coaching)\nManage your booking: https://book.example.com/manage/tok_1',
};

describe('googleCalendarUrl', () => {
  it('prefills title, UTC dates, details and no empty location', () => {
    expect(googleCalendarUrl(session)).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE' +
        '&text=Strategic%20Decision%20Coaching%20with%20Coach%20Ari' +
        '&dates=20261121T140000Z/20261121T141000Z' +
        '&details=Strategic%20Decision%20Coaching%20with%20Coach%20Ari%20(Life%20Coaching)%0A' +
        'Manage%20your%20booking:%20https://book.example.com/manage/tok_1',
    );
  });

  it('encodes &, #, + and non-ASCII in text and adds the location when there is one', () => {
    const url = googleCalendarUrl({
      ...session,
      title: 'Tarot & Reiki #1 + Q&A — Luna',
      location: 'https://zoom.us/j/555?pwd=a&b',
    });
    expect(url).toContain('&text=Tarot%20%26%20Reiki%20%231%20%2B%20Q%26A%20%E2%80%94%20Luna&');
    expect(url.endsWith('&location=https://zoom.us/j/555%3Fpwd%3Da%26b')).toBe(true);
    expect(decodeURIComponent(/[?&]text=([^&]*)/.exec(url)![1])).toBe('Tarot & Reiki #1 + Q&A — Luna');
    expect(decodeURIComponent(/[?&]location=([^&]*)/.exec(url)![1])).toBe('https://zoom.us/j/555?pwd=a&b');
  });
});

describe('outlookCalendarUrl', () => {
  it('prefills subject, ISO UTC start and end, and body on outlook.live.com', () => {
    expect(outlookCalendarUrl(session)).toBe(
      'https://outlook.live.com/calendar/0/action/compose' +
        '?subject=Strategic%20Decision%20Coaching%20with%20Coach%20Ari' +
        '&startdt=2026-11-21T14:00:00Z&enddt=2026-11-21T14:10:00Z' +
        '&body=Strategic%20Decision%20Coaching%20with%20Coach%20Ari%20(Life%20Coaching)%0A' +
        'Manage%20your%20booking:%20https://book.example.com/manage/tok_1',
    );
  });

  it('uses outlook.office.com for a work or school account', () => {
    expect(outlookCalendarUrl(session, 'work')).toMatch(
      /^https:\/\/outlook\.office\.com\/calendar\/0\/action\/compose\?/,
    );
  });
});

describe('across a DST change (America/New_York falls back on 2026-11-01 at 2:00 EDT)', () => {
  // 1:30 AM happens twice that night; the booking's instant is the first (EDT, UTC-4): 05:30Z, not 06:30Z.
  const startsAt = new Date('2026-11-01T05:30:00Z');
  const event = bookedSessionEvent({
    serviceId: 'personal-development',
    serviceName: 'Personal Development Session',
    coachName: 'Coach Ari',
    brandName: 'Life Coaching',
    startsAt,
    manageUrl: 'https://book.example.com/manage/abc',
  });

  it('keeps the exact instants in UTC in both links', () => {
    expect(googleCalendarUrl(event)).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE' +
        '&text=Personal%20Development%20Session%20with%20Coach%20Ari' +
        '&dates=20261101T053000Z/20261101T054500Z' +
        '&details=Personal%20Development%20Session%20with%20Coach%20Ari%20(Life%20Coaching)%0A' +
        'Manage%20your%20booking:%20https://book.example.com/manage/abc',
    );
    expect(outlookCalendarUrl(event)).toBe(
      'https://outlook.live.com/calendar/0/action/compose' +
        '?subject=Personal%20Development%20Session%20with%20Coach%20Ari' +
        '&startdt=2026-11-01T05:30:00Z&enddt=2026-11-01T05:45:00Z' +
        '&body=Personal%20Development%20Session%20with%20Coach%20Ari%20(Life%20Coaching)%0A' +
        'Manage%20your%20booking:%20https://book.example.com/manage/abc',
    );
  });

  it('stamps the spring-forward instant (2026-03-08 3:00 EDT = 07:00Z) without shifting it', () => {
    expect(calendarUtcStamp(new Date('2026-03-08T07:00:00Z'))).toBe('20260308T070000Z');
    expect(calendarUtcStamp(new Date('2026-03-08T06:59:59.999Z'))).toBe('20260308T065959Z');
  });
});

describe('the session end (as the invite computes DTEND)', () => {
  const start = new Date('2026-11-21T14:00:00Z');

  it('is the start plus the catalogue minutes of coaching and Lunar services', () => {
    expect(catalogueServiceMinutes('strategic-decision')).toBe(10);
    expect(catalogueServiceMinutes('three-card-tarot')).toBe(10);
    expect(sessionCalendarEnd(start, 15).toISOString()).toBe('2026-11-21T14:15:00.000Z');
  });

  it('keeps the 30-minute slot for a chat of no set length or an unlisted service', () => {
    expect(catalogueServiceMinutes('one-question')).toBe(0);
    expect(catalogueServiceMinutes('gone')).toBeNull();
    expect(sessionCalendarEnd(start, 0).toISOString()).toBe('2026-11-21T14:30:00.000Z');
    expect(sessionCalendarEnd(start, null).toISOString()).toBe('2026-11-21T14:30:00.000Z');
  });

  it('names the video room as location and join line when the booking has one', () => {
    const event = bookedSessionEvent({
      serviceId: 'video-coaching',
      serviceName: '5-Minute Video Coaching',
      coachName: 'Coach Ari',
      brandName: 'Life Coaching',
      startsAt: start,
      manageUrl: 'https://book.example.com/manage/abc',
      location: 'https://zoom.us/j/1',
    });
    expect(event).toEqual({
      title: '5-Minute Video Coaching with Coach Ari',
      startsAt: start,
      endsAt: new Date('2026-11-21T14:05:00Z'),
      description:
        '5-Minute Video Coaching with Coach Ari (Life Coaching)\nJoin: https://zoom.us/j/1\n' +
        'Manage your booking: https://book.example.com/manage/abc',
      location: 'https://zoom.us/j/1',
    });
  });
});

it('builds the .ics path of a manage token, encoded', () => {
  expect(bookingCalendarIcsPath('a/b c')).toBe('/api/manage/a%2Fb%20c/calendar.ics');
});
