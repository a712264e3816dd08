import type { BookingDto, BrandId, ManageBookingDto, TimeSlotDto } from '@app/contracts';
import { DataSource } from 'typeorm';
import { availableSlots } from './slots';
import type { TestApp } from './test-app';

const HOUR_MS = 60 * 60 * 1000;

/** Free slots of a brand starting at least `hours` from now, soonest first. */
export async function slotsAhead(testApp: TestApp, brand: BrandId, hours: number): Promise<TimeSlotDto[]> {
  const limit = Date.now() + hours * HOUR_MS;
  return (await availableSlots(testApp, brand)).filter((s) => Date.parse(s.startTime) >= limit);
}

/** A booking with its manage token (answer of POST /api/bookings). */
export async function book(
  testApp: TestApp,
  body: Record<string, unknown>,
): Promise<BookingDto & { manageToken: string }> {
  const response = await testApp.http.post('/api/bookings').send(body);
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as BookingDto & { manageToken: string };
}

export async function manageView(testApp: TestApp, token: string): Promise<ManageBookingDto> {
  return (await testApp.http.get(`/api/manage/${token}`).expect(200)).body as ManageBookingDto;
}

/** Which live bookings hold which of these slots (the database's view, not the API's). */
export async function holders(testApp: TestApp, slotIds: string[]): Promise<Record<string, string[]>> {
  const rows: Array<{ time_slot_id: string; id: string }> = await testApp.app
    .get(DataSource)
    .query(
      `SELECT time_slot_id, id FROM booking WHERE time_slot_id = ANY($1) AND status IN ('confirmed', 'pending_payment')`,
      [slotIds],
    );
  const out: Record<string, string[]> = Object.fromEntries(slotIds.map((id) => [id, []]));
  for (const row of rows) out[row.time_slot_id].push(row.id);
  return out;
}
