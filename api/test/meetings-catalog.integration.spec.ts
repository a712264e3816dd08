import { PSYCHIC_SERVICES } from '@app/contracts';
import { startTestApp, TEST_MEETING_ROOMS, type TestApp } from './helpers/test-app';

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
    ['google-meet', TEST_MEETING_ROOMS.BRAND_COACHING_MEETING_MEET_URL, 'Google Meet'],
    ['zoom', TEST_MEETING_ROOMS.BRAND_COACHING_MEETING_ZOOM_URL, 'Zoom'],
    ['microsoft-teams', TEST_MEETING_ROOMS.BRAND_COACHING_MEETING_TEAMS_URL, 'Microsoft Teams'],
  ])("answers the brand's configured %s room", async (platform, room, label) => {
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
      meetingUrl: room,
      instructions:
        `Your Video Test session is on ${label} on Monday, January 11, 2027 at 9:00 AM Eastern Time. ` +
        `Join at ${room} a few minutes early. These details are also sent to coach@example.com.`,
    });
  });

  it("checks the other brand's rooms when asked", async () => {
    const response = await sut.http
      .post('/api/video-meeting/test')
      .send({ platform: 'zoom', customerEmail: 'luna@example.com', brand: 'lunar' })
      .expect(200);
    expect(response.body.meetingUrl).toBe(TEST_MEETING_ROOMS.BRAND_LUNAR_MEETING_ZOOM_URL);
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
        'GET /api/payments/quote',
        'GET /api/payments/{id}',
      ]),
    );
    const schemas = body.components.schemas;
    expect(schemas.BookingResponse.properties.amount.description).toBe(
      "Integer cents owed: the catalogue's price less the coupon's discount",
    );
    expect(schemas.TimeSlotResponse.properties.time.example).toBe('9:00 AM');
    expect(body.paths['/api/square-payment'].post.responses['402']).toBeDefined();
    expect(body.paths['/api/bookings'].post.responses['409']).toBeDefined();
  });
});

describe('the video meeting test without a configured room (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ BRAND_LUNAR_MEETING_TEAMS_URL: '' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('answers 400 naming the setting that is missing', async () => {
    const response = await sut.http
      .post('/api/video-meeting/test')
      .send({ platform: 'microsoft-teams', customerEmail: 'luna@example.com', brand: 'lunar' })
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'MEETING_ROOM_MISSING',
      message:
        'Failed to create meeting link: no Microsoft Teams room is configured for Lunar Light ' +
        '(set BRAND_LUNAR_MEETING_TEAMS_URL).',
    });
  });
});
