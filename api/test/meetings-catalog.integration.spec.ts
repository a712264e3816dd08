import { PSYCHIC_SERVICES } from '@app/contracts';
import { startTestApp, type TestApp } from './helpers/test-app';

describe('psychic services, video meeting test and OpenAPI (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('lists the ten seeded Lunar Light services in catalogue order, priced in cents', async () => {
    const response = await sut.http.get('/api/psychic-services').expect(200);
    expect(response.body).toEqual(PSYCHIC_SERVICES);
    expect(response.body).toHaveLength(10);
  });

  it.each([
    ['google-meet', /^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/, 'Google Meet'],
    ['zoom', /^https:\/\/zoom\.us\/j\/\d{11}\?pwd=\d{6}$/, 'Zoom'],
    ['microsoft-teams', /^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//, 'Microsoft Teams'],
  ])('creates a %s test link', async (platform, url, label) => {
    const response = await sut.http
      .post('/api/video-meeting/test')
      .send({
        platform,
        customerEmail: 'coach@example.com',
        serviceName: 'Video Test',
        dateTime: '2027-01-11T14:00:00Z',
      })
      .expect(200);
    expect(response.body).toEqual({
      platform,
      meetingUrl: expect.stringMatching(url),
      instructions: expect.any(String),
    });
    expect(response.body.instructions).toContain(
      `Your Video Test session is on ${label} on Monday, January 11, 2027 at 9:00 AM Eastern Time.`,
    );
  });

  it.each([
    [{ platform: 'skype', customerEmail: 'a@example.com' }, 'Please select a video platform'],
    [{ platform: 'zoom', customerEmail: 'nope' }, 'Please enter a valid email address'],
    [{ platform: 'zoom', customerEmail: 'a@example.com', dateTime: 'soon' }, 'Please enter a valid date and time'],
  ])('refuses a meeting test with %j', async (body, message) => {
    const response = await sut.http.post('/api/video-meeting/test').send(body).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('documents every endpoint of bookings, scheduling, payments, meetings, chat sessions and auth', async () => {
    const { body } = await sut.http.get('/api/docs-json').expect(200);
    const operations = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/auth/sign-in',
        'POST /api/auth/sign-out',
        'GET /api/auth/session',
        'GET /api/psychic-services',
        'GET /api/time-slots',
        'GET /api/coach/blackout-dates',
        'POST /api/coach/blackout-dates',
        'DELETE /api/coach/blackout-dates/{date}',
        'POST /api/bookings',
        'GET /api/coach/bookings',
        'POST /api/coach/bookings/{id}/mark-paid',
        'GET /api/chat-sessions/{id}',
        'GET /api/coach/chat-sessions',
        'POST /api/video-meeting/test',
        'GET /api/payment-config',
        'POST /api/square-payment',
        'POST /api/square/create-payment',
        'POST /api/square/webhook',
      ]),
    );
    const schemas = body.components.schemas;
    expect(schemas.BookingResponse.properties.amount.description).toBe('Integer cents, from the server catalogue');
    expect(schemas.TimeSlotResponse.properties.time.example).toBe('9:00 AM');
    expect(body.paths['/api/square-payment'].post.responses['402']).toBeDefined();
    expect(body.paths['/api/bookings'].post.responses['409']).toBeDefined();
  });
});
