import { slotLabels, type SubscriptionDto, type TimeSlotDto } from '@app/contracts';

let seq = 0;

/** A coaching slot starting at `iso` (UTC), with its Eastern date and time texts as the API derives them. */
export function slotAt(iso: string, overrides: Partial<TimeSlotDto> = {}): TimeSlotDto {
  const start = new Date(iso);
  const { date, time } = slotLabels(start);
  seq += 1;
  return {
    id: `slot-${seq}`,
    date,
    time,
    isAvailable: true,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 30 * 60_000).toISOString(),
    serviceType: 'coaching',
    brand: 'coaching',
    ...overrides,
  };
}

export function subscriptionFixture(overrides: Partial<SubscriptionDto> = {}): SubscriptionDto {
  return {
    id: 'sub-1',
    customerName: 'Grace Hopper',
    customerEmail: 'grace@example.com',
    customerPhone: null,
    planType: 'premium',
    price: 4400,
    paymentMethod: 'venmo',
    status: 'active',
    questionsUsedToday: 1,
    questionsAllowedPerDay: 3,
    videosThisMonth: 0,
    videosAllowedPerMonth: 2,
    lastResetDate: null,
    lastVideoDate: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    expiresAt: '2026-04-01T12:00:00.000Z',
    ...overrides,
  };
}
