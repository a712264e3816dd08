import type { BrandId, TimeSlotDto } from '@app/contracts';
import type { TestApp } from './test-app';

export async function availableSlots(testApp: TestApp, brand: BrandId = 'coaching'): Promise<TimeSlotDto[]> {
  const response = await testApp.http.get(`/api/time-slots?brand=${brand}`).expect(200);
  return response.body as TimeSlotDto[];
}

/** The n-th free slot of a brand (0 = the soonest). */
export async function freeSlot(testApp: TestApp, brand: BrandId = 'coaching', index = 0): Promise<TimeSlotDto> {
  const slots = await availableSlots(testApp, brand);
  const slot = slots[index];
  if (!slot) throw new Error(`no free ${brand} slot #${index}`);
  return slot;
}
