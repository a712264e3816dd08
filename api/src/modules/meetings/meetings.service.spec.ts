import { brandsFromEnv } from '@app/contracts';
import { toErrorBody } from '../../common/api-exception.filter';
import { DomainError } from '../../common/domain-error';
import type { AppConfigService } from '../../config/app-config.module';
import { MeetingsService } from './meetings.service';

const ZOOM_ROOM = 'https://zoom.us/j/5550102200';
const MEET_ROOM = 'https://meet.google.com/ari-coac-hing';

function serviceWith(env: Record<string, string>): MeetingsService {
  const brands = brandsFromEnv(env);
  return new MeetingsService({ get: () => brands } as unknown as AppConfigService);
}

const request = {
  brand: 'coaching' as const,
  customerEmail: 'ada@example.com',
  serviceName: '5-Minute Video Coaching',
  startsAt: new Date('2027-07-12T13:00:00Z'),
};

function badRequest(run: () => unknown): { code: string; message: string; errors?: Record<string, string> } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const body = toErrorBody(error);
    expect(body.statusCode).toBe(400);
    return { code: body.code, message: body.message, ...(body.errors ? { errors: body.errors } : {}) };
  }
  throw new Error('no error');
}

describe(MeetingsService.name, () => {
  const sut = serviceWith({ BRAND_COACHING_MEETING_ZOOM_URL: ZOOM_ROOM, BRAND_COACHING_MEETING_MEET_URL: MEET_ROOM });

  it("gives a session the brand's configured room and true instructions, inventing no id or passcode", () => {
    expect(sut.createMeeting('zoom', request)).toEqual({
      platform: 'zoom',
      meetingUrl: ZOOM_ROOM,
      meetingId: '',
      password: '',
      instructions:
        'Your 5-Minute Video Coaching session is on Zoom on Monday, July 12, 2027 at 9:00 AM Eastern Time. ' +
        `Join at ${ZOOM_ROOM} a few minutes early. These details are also sent to ada@example.com.`,
    });
  });

  it('offers only the platforms with a room, per brand', () => {
    expect(sut.offered('coaching')).toEqual(['google-meet', 'zoom']);
    expect(sut.offered('lunar')).toEqual([]);
  });

  it('picks the first offered platform when none was asked for', () => {
    expect(sut.platformFor('coaching', undefined)).toBe('google-meet');
    expect(sut.platformFor('coaching', 'zoom')).toBe('zoom');
  });

  it('refuses a platform without a room, naming those that are available', () => {
    expect(badRequest(() => sut.platformFor('coaching', 'microsoft-teams'))).toEqual({
      code: 'VIDEO_PLATFORM_UNAVAILABLE',
      message: 'Video calls by Microsoft Teams are not available. Available: Google Meet and Zoom.',
      errors: { videoPlatform: 'Video calls by Microsoft Teams are not available. Available: Google Meet and Zoom.' },
    });
    expect(() => sut.createMeeting('microsoft-teams', request)).toThrow(DomainError);
  });

  it('says video calls are not available at all when a brand has no room', () => {
    expect(badRequest(() => sut.platformFor('lunar', 'zoom')).message).toBe(
      'Video calls are not available right now; please choose chat.',
    );
    expect(badRequest(() => sut.platformFor('lunar', undefined)).message).toBe(
      'Video calls are not available right now; please choose chat.',
    );
  });

  it('names the missing setting in the room check', () => {
    expect(badRequest(() => sut.testMeeting('zoom', { ...request, brand: 'lunar' })).message).toBe(
      'Failed to create meeting link: no Zoom room is configured for Lunar Light (set BRAND_LUNAR_MEETING_ZOOM_URL).',
    );
    expect(sut.testMeeting('google-meet', request).meetingUrl).toBe(MEET_ROOM);
  });
});
