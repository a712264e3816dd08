import { visitorSlotTime } from './manage-booking';

describe('visitorSlotTime (issue 16: the visitor sees each slot in their own time as well)', () => {
  // 9:00 AM Eastern on a winter day (EST, UTC-5).
  const nineEastern = '2027-01-11T14:00:00.000Z';

  it('gives the time in the visitor zone, with the weekday when the date differs from Eastern', () => {
    expect(visitorSlotTime(nineEastern, 'America/Los_Angeles')).toBe('6:00 AM');
    expect(visitorSlotTime(nineEastern, 'Europe/Berlin')).toBe('3:00 PM');
    // 9:00 PM Eastern on Monday is Tuesday morning in Tokyo.
    expect(visitorSlotTime('2027-01-12T02:00:00.000Z', 'Asia/Tokyo')).toBe('11:00 AM Tue');
  });

  it('adds nothing for Eastern, zones that read like it, unknown zones or a bad instant', () => {
    expect(visitorSlotTime(nineEastern, 'America/New_York')).toBeNull();
    expect(visitorSlotTime(nineEastern, 'America/Toronto')).toBeNull();
    expect(visitorSlotTime(nineEastern, 'Mars/Olympus')).toBeNull();
    expect(visitorSlotTime(nineEastern, null)).toBeNull();
    expect(visitorSlotTime('not a date', 'Europe/Berlin')).toBeNull();
  });
});
