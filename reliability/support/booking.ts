import { api } from './http';

export interface Slot {
  id: string;
  date: string;
  time: string;
}

export async function freeSlots(brand: 'coaching' | 'lunar' = 'coaching', base?: string): Promise<Slot[]> {
  const res = await api<Slot[]>(`/api/time-slots?brand=${brand}`, { base });
  if (res.status !== 200) throw new Error(`GET /api/time-slots: ${res.status}`);
  return res.body;
}

export async function coachingServiceId(base?: string): Promise<string> {
  return (await api<Array<{ id: string }>>('/api/services', { base })).body[0].id;
}

let n = 0;

/** A valid life-coaching form booking (§7) of one slot, paid off-site so it is confirmed at once. */
export function bookingForm(serviceId: string, timeSlotId: string) {
  n += 1;
  return {
    fullName: `Reliability Client ${n}`,
    email: `rel-${n}-${process.pid}@example.com`,
    phone: '555-0100',
    serviceId,
    timeSlotId,
    deliveryPreference: 'chat',
    chatPlatform: 'live-chat',
    paymentMethod: 'venmo',
  };
}
