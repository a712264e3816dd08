import { COACHING_SERVICES } from '@app/contracts';
import { DataSource } from 'typeorm';
import { bookingForm } from './factories/booking.factory';
import { freeSlot } from './helpers/slots';
import { startTestApp, type TestApp } from './helpers/test-app';
import { setNow } from './helpers/test-clock';

const NOW = '2027-01-11T15:00:00Z'; // Monday 10:00 AM ET
const NO_COACHING_ROOMS = {
  BRAND_COACHING_MEETING_ZOOM_URL: '',
  BRAND_COACHING_MEETING_MEET_URL: '',
  BRAND_COACHING_MEETING_TEAMS_URL: '',
};

// Issue 29 item 1: a service that needs a meeting room nobody configured is neither listed nor booked.
describe('a video service without a meeting room (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp(NO_COACHING_ROOMS);
  });

  afterAll(async () => {
    await sut?.close();
  });

  beforeEach(() => setNow(sut, NOW));
  afterEach(() => jest.restoreAllMocks());

  it('is left out of GET /api/services, the other services keep their order', async () => {
    const { body } = await sut.http.get('/api/services').expect(200);
    expect(body.map((s: { id: string }) => s.id)).toEqual(
      COACHING_SERVICES.filter((s) => s.type !== 'video').map((s) => s.id),
    );
  });

  it('is refused as a booking, and nothing is booked', async () => {
    const slot = await freeSlot(sut);
    const response = await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id, serviceId: 'video-coaching' }))
      .expect(400);
    expect(response.body.code).toBe('SERVICE_UNKNOWN');
    const [{ count }] = await sut.app.get(DataSource).query('SELECT count(*)::int AS count FROM booking');
    expect(count).toBe(0);
  });

  it('still books the chat services', async () => {
    const slot = await freeSlot(sut);
    await sut.http
      .post('/api/bookings')
      .send(bookingForm({ timeSlotId: slot.id, serviceId: 'strategic-decision' }))
      .expect(201);
  });
});

describe('a video service with a meeting room (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ ...NO_COACHING_ROOMS, BRAND_COACHING_MEETING_ZOOM_URL: 'https://zoom.us/j/5550102200' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('is listed once one room exists', async () => {
    const { body } = await sut.http.get('/api/services').expect(200);
    expect(body.map((s: { id: string }) => s.id)).toContain('video-coaching');
  });
});
