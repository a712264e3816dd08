import { buildSessionInvite, sessionEndsAt, type SessionInvite } from './session-invite';

describe(sessionEndsAt.name, () => {
  const startsAt = new Date('2026-12-01T15:00:00Z');
  const endsAt = new Date('2026-12-01T15:30:00Z');

  it("ends a 10-minute service 10 minutes after its start, not at the slot's end", () => {
    expect(sessionEndsAt({ startsAt, endsAt, serviceMinutes: 10 })).toEqual(new Date('2026-12-01T15:10:00Z'));
  });

  it("keeps the slot's end for a chat of no set length or a service no longer listed", () => {
    expect(sessionEndsAt({ startsAt, endsAt, serviceMinutes: 0 })).toEqual(endsAt);
    expect(sessionEndsAt({ startsAt, endsAt, serviceMinutes: null })).toEqual(endsAt);
  });
});

describe(buildSessionInvite.name, () => {
  const invite: SessionInvite = {
    uid: 'booking-1@book.example.com',
    sequence: 2,
    method: 'REQUEST',
    startsAt: new Date('2026-11-01T05:30:00Z'),
    endsAt: new Date('2026-11-01T05:45:00Z'),
    title: 'Personal Development Session with Coach Ari',
    description: 'Manage your booking: https://book.example.com/manage/t',
    organizer: { name: 'Life Coaching', address: 'coach@example.com' },
    attendee: { name: 'Ada Lovelace', address: 'ada@example.com' },
  };

  it('invites the customer as an accepted attendee, in UTC across the DST change', () => {
    const ics = buildSessionInvite(invite);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART:20261101T053000Z');
    expect(ics).toContain('DTEND:20261101T054500Z');
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toMatch(/ATTENDEE;.*PARTSTAT="?ACCEPTED/);
  });

  it('publishes the download without an attendee, keeping the UID and SEQUENCE of the invite', () => {
    const ics = buildSessionInvite({ ...invite, method: 'PUBLISH' });
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('UID:booking-1@book.example.com');
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).not.toContain('ATTENDEE');
  });
});
