import { VALIDATION_MESSAGES } from '@app/contracts';
import { Clock } from '../../src/common/clock';
import { VideoMeetingController } from '../../src/modules/meetings/video-meeting.controller';
import { MeetingsService } from '../../src/modules/meetings/meetings.service';
import { badRequest, type ControllerContext, controllerSetup } from './controller-test-app';

describe(VideoMeetingController.name, () => {
  let ctx: ControllerContext;
  let sut: jest.Mocked<MeetingsService>;

  beforeAll(async () => {
    ctx = await controllerSetup(VideoMeetingController);
    sut = ctx.mock(MeetingsService);
  });
  afterAll(() => ctx.close());
  beforeEach(() => ctx.reset());

  describe('POST /api/video-meeting/test', () => {
    const valid = { platform: 'zoom', customerEmail: 'vic@example.com' };

    it('rejects an unknown platform', async () => {
      const { status, body } = await ctx.request('POST', '/api/video-meeting/test', {
        body: { ...valid, platform: 'skype' },
      });
      expect(status).toBe(400);
      expect(body).toEqual(badRequest('Please select a video platform'));
    });

    it('rejects a bad e-mail address and a date that is not one', async () => {
      const email = await ctx.request('POST', '/api/video-meeting/test', { body: { ...valid, customerEmail: 'x' } });
      expect(email.body).toEqual(badRequest(VALIDATION_MESSAGES.emailInvalid));
      const date = await ctx.request('POST', '/api/video-meeting/test', { body: { ...valid, dateTime: 'soon' } });
      expect(date.body).toEqual(badRequest('Please enter a valid date and time'));
      expect(sut.testMeeting).not.toHaveBeenCalled();
    });

    it('is public; fills the defaults (coaching, "Test Session", now) before asking for the meeting', async () => {
      const now = new Date('2027-01-12T15:00:00Z');
      ctx.mock(Clock).now.mockReturnValue(now);
      sut.testMeeting.mockReturnValue({
        platform: 'zoom',
        meetingUrl: 'https://zoom.us/j/1',
        instructions: 'Join',
      } as never);
      const { status, body } = await ctx.request('POST', '/api/video-meeting/test', { body: valid });
      expect(status).toBe(200);
      expect(body).toEqual({ platform: 'zoom', meetingUrl: 'https://zoom.us/j/1', instructions: 'Join' });
      expect(sut.testMeeting).toHaveBeenCalledWith('zoom', {
        brand: 'coaching',
        customerEmail: 'vic@example.com',
        serviceName: 'Test Session',
        startsAt: now,
      });
    });
  });
});
