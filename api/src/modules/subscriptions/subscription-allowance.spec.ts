import {
  allowancePeriod,
  allowanceResetsAt,
  effectiveStatus,
  questionsUsedIn,
  videosUsedIn,
} from './subscription-allowance';

describe(allowancePeriod.name, () => {
  it.each([
    // EST (UTC−5): Eastern midnight is 05:00 UTC.
    ['2026-01-15T04:59:59.000Z', '2026-01-14'],
    ['2026-01-15T05:00:00.000Z', '2026-01-15'],
    // EDT (UTC−4) after the March 8 switch: 04:00 UTC.
    ['2026-03-10T03:59:59.000Z', '2026-03-09'],
    ['2026-03-10T04:00:00.000Z', '2026-03-10'],
    // The switch days themselves: midnight comes before the 2 AM change, so the old offset applies.
    ['2026-03-08T04:59:59.000Z', '2026-03-07'],
    ['2026-03-08T05:00:00.000Z', '2026-03-08'],
    ['2026-11-01T03:59:59.000Z', '2026-10-31'],
    ['2026-11-01T04:00:00.000Z', '2026-11-01'],
  ])('%s is Eastern day %s', (instant, today) => {
    expect(allowancePeriod(new Date(instant))).toEqual({ today, month: today.slice(0, 7) });
  });

  it('starts the month at Eastern midnight on the 1st', () => {
    expect(allowancePeriod(new Date('2026-04-01T03:59:59.000Z')).month).toBe('2026-03');
    expect(allowancePeriod(new Date('2026-04-01T04:00:00.000Z')).month).toBe('2026-04');
  });
});

describe(allowanceResetsAt.name, () => {
  it.each([
    // Questions: the next Eastern midnight, on either side of both 2026 switches.
    ['question', '2026-01-15T05:00:00.000Z', '2026-01-16T05:00:00.000Z'],
    ['question', '2026-03-07T23:00:00.000Z', '2026-03-08T05:00:00.000Z'],
    ['question', '2026-03-08T12:00:00.000Z', '2026-03-09T04:00:00.000Z'],
    ['question', '2026-10-31T12:00:00.000Z', '2026-11-01T04:00:00.000Z'],
    ['question', '2026-11-01T12:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    // Videos: Eastern midnight on the 1st of the next month, the year's end included.
    ['video_request', '2026-03-31T16:00:00.000Z', '2026-04-01T04:00:00.000Z'],
    ['video_request', '2026-10-02T12:00:00.000Z', '2026-11-01T04:00:00.000Z'],
    ['video_request', '2026-12-31T12:00:00.000Z', '2027-01-01T05:00:00.000Z'],
  ] as const)('a %s refused at %s comes back at %s', (kind, now, resetsAt) => {
    expect(allowanceResetsAt(kind, new Date(now)).toISOString()).toBe(resetsAt);
  });
});

describe('counters', () => {
  const period = { today: '2026-03-10', month: '2026-03' };
  const counters = {
    questionsUsedToday: 2,
    lastResetDate: '2026-03-10',
    videosThisMonth: 1,
    lastVideoDate: '2026-03-02',
  };

  it('reads the stored counts within their period', () => {
    expect(questionsUsedIn(counters, period)).toBe(2);
    expect(videosUsedIn(counters, period)).toBe(1);
  });

  it('reads counts from an earlier period as 0', () => {
    expect(questionsUsedIn({ ...counters, lastResetDate: '2026-03-09' }, period)).toBe(0);
    expect(videosUsedIn({ ...counters, lastVideoDate: '2026-02-28' }, period)).toBe(0);
    expect(questionsUsedIn({ ...counters, lastResetDate: null }, period)).toBe(0);
    expect(videosUsedIn({ ...counters, lastVideoDate: null }, period)).toBe(0);
  });
});

describe(effectiveStatus.name, () => {
  const expiresAt = new Date('2026-04-10T15:00:00.000Z');

  it('reads an active subscription past its term as expired', () => {
    expect(effectiveStatus({ status: 'active', expiresAt }, new Date('2026-04-10T14:59:59.999Z'))).toBe('active');
    expect(effectiveStatus({ status: 'active', expiresAt }, new Date('2026-04-10T15:00:00.000Z'))).toBe('expired');
  });

  it('leaves the other states as stored', () => {
    const later = new Date('2027-01-01T00:00:00.000Z');
    expect(effectiveStatus({ status: 'pending_payment', expiresAt }, later)).toBe('pending_payment');
    expect(effectiveStatus({ status: 'cancelled', expiresAt }, later)).toBe('cancelled');
  });
});
