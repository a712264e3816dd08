import { MeetingsService } from './meetings.service';
import {
  GeneratedGoogleMeetProvider,
  GeneratedTeamsProvider,
  GeneratedZoomProvider,
} from './providers/generated-meeting.providers';

const request = {
  reference: 'booking-1',
  customerEmail: 'ada@example.com',
  serviceName: '5-Minute Video Coaching',
  startsAt: new Date('2027-07-12T13:00:00Z'),
};

describe(MeetingsService.name, () => {
  const sut = new MeetingsService([
    new GeneratedGoogleMeetProvider(),
    new GeneratedZoomProvider(),
    new GeneratedTeamsProvider(),
  ]);

  it('gives one booking the same room every time, and another booking another room', async () => {
    const first = await sut.createMeeting('zoom', request);
    expect(await sut.createMeeting('zoom', request)).toEqual(first);
    expect((await sut.createMeeting('zoom', { ...request, reference: 'booking-2' })).meetingUrl).not.toBe(
      first.meetingUrl,
    );
  });

  it('writes instructions with the Eastern time, the link, the id and the passcode', async () => {
    const zoom = await sut.createMeeting('zoom', request);
    expect(zoom.instructions).toBe(
      `Your 5-Minute Video Coaching session is on Zoom on Monday, July 12, 2027 at 9:00 AM Eastern Time. ` +
        `Join at ${zoom.meetingUrl} a few minutes early. Meeting ID: ${zoom.meetingId}. Passcode: ${zoom.password}. ` +
        'These details are also sent to ada@example.com.',
    );
  });

  it('leaves the passcode out for Google Meet, which has none', async () => {
    const meet = await sut.createMeeting('google-meet', request);
    expect(meet.password).toBe('');
    expect(meet.meetingUrl).toBe(`https://meet.google.com/${meet.meetingId}`);
    expect(meet.instructions).not.toContain('Passcode');
  });

  it('fails loudly for a platform without a provider', async () => {
    const partial = new MeetingsService([new GeneratedZoomProvider()]);
    await expect(partial.createMeeting('microsoft-teams', request)).rejects.toThrow(
      'No meeting provider for microsoft-teams',
    );
  });
});
