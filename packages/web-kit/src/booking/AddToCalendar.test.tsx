import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { AddToCalendar, type AddToCalendarBooking } from './AddToCalendar';

const booking: AddToCalendarBooking = {
  brand: 'coaching',
  serviceId: 'strategic-decision',
  serviceName: 'Strategic Decision Coaching',
  // Sunday 1 November 2026, 1:30 AM EDT: the hour New York lives twice; the instant is what counts.
  startTime: '2026-11-01T05:30:00.000Z',
  manageToken: 'tok/en 1',
};

beforeEach(() => {
  // The brand settings' refresh from /api/brands: not under test here, the built-in defaults apply.
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline'));
});
afterEach(() => jest.restoreAllMocks());

const link = (name: RegExp) => screen.getByRole('link', { name });

describe('AddToCalendar', () => {
  it('links Google Calendar and Outlook with the UTC instants and the manage link, in a new tab', () => {
    renderWithProviders(<AddToCalendar booking={booking} origin="https://book.example.com" />);
    // The manage URL (…/manage/tok%2Fen%201) is itself encoded inside the notes.
    const manage = 'Manage%20your%20booking:%20https://book.example.com/manage/tok%252Fen%25201';

    const google = link(/^Add to Google Calendar \(opens in a new tab\)$/);
    expect(google).toHaveAttribute(
      'href',
      'https://calendar.google.com/calendar/render?action=TEMPLATE' +
        '&text=Strategic%20Decision%20Coaching%20with%20Coach%20Ari' +
        '&dates=20261101T053000Z/20261101T054000Z' +
        `&details=Strategic%20Decision%20Coaching%20with%20Coach%20Ari%20(Life%20Coaching)%0A${manage}`,
    );
    const outlook = link(/^Add to Outlook Calendar \(opens in a new tab\)$/);
    expect(outlook).toHaveAttribute(
      'href',
      'https://outlook.live.com/calendar/0/action/compose' +
        '?subject=Strategic%20Decision%20Coaching%20with%20Coach%20Ari' +
        '&startdt=2026-11-01T05:30:00Z&enddt=2026-11-01T05:40:00Z' +
        `&body=Strategic%20Decision%20Coaching%20with%20Coach%20Ari%20(Life%20Coaching)%0A${manage}`,
    );
    for (const external of [google, outlook]) {
      expect(external).toHaveAttribute('target', '_blank');
      expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it("downloads the booking's .ics from the manage link, on this site", () => {
    renderWithProviders(<AddToCalendar booking={booking} origin="https://book.example.com" />);
    const apple = link(/^Add to Apple Calendar \(\.ics\)$/);
    expect(apple).toHaveAttribute('href', '/api/manage/tok%2Fen%201/calendar.ics');
    expect(apple).toHaveAttribute('download', 'session.ics');
    expect(apple).not.toHaveAttribute('target');
  });

  it('is one labelled group of three links whose visible words are the calendar names', () => {
    renderWithProviders(<AddToCalendar booking={booking} origin="https://book.example.com" />);
    const group = screen.getByRole('region', { name: 'Add to your calendar' });
    const links = within(group).getAllByRole('link');
    expect(links).toHaveLength(3);
    // The visible words are part of each accessible name (WCAG 2.5.3, label in name).
    expect(links.map((a) => a.textContent)).toEqual([
      'Add to Google Calendar (opens in a new tab)',
      'Add to Outlook Calendar (opens in a new tab)',
      'Add to Apple Calendar (.ics)',
    ]);
  });

  it("ends a Lunar chat reading of no set length at its 30-minute slot's end and names the video room", () => {
    renderWithProviders(
      <AddToCalendar
        booking={{
          ...booking,
          brand: 'lunar',
          serviceId: 'one-question',
          serviceName: 'Mini Reading (One Question)',
          meetingDetails: {
            platform: 'zoom',
            meetingUrl: 'https://zoom.us/j/1',
          } as AddToCalendarBooking['meetingDetails'],
        }}
        origin="https://book.example.com"
      />,
      { brand: 'lunar' },
    );
    const google = link(/^Add to Google Calendar/).getAttribute('href')!;
    expect(google).toContain('&text=Mini%20Reading%20(One%20Question)%20with%20Luna&');
    expect(google).toContain('&dates=20261101T053000Z/20261101T060000Z&');
    expect(google.endsWith('&location=https://zoom.us/j/1')).toBe(true);
  });

  it('shows nothing without a manage token (no .ics to offer) or without a start', () => {
    const { container } = renderWithProviders(<AddToCalendar booking={{ ...booking, manageToken: undefined }} />);
    expect(container).toBeEmptyDOMElement();
    const noStart = renderWithProviders(<AddToCalendar booking={{ ...booking, startTime: '' }} />);
    expect(noStart.container).toBeEmptyDOMElement();
  });
});
