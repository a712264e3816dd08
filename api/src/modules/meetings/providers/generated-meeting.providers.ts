import type { MeetingDetailsDto } from '@app/contracts';
import type { MeetingProvider, MeetingRequest } from '../meeting-provider';
import { digitsFrom, instructionsFor, lettersFrom, roomBytes } from '../meeting-text';

function withInstructions(
  platform: MeetingDetailsDto['platform'],
  details: Omit<MeetingDetailsDto, 'instructions' | 'platform'>,
  request: MeetingRequest,
): MeetingDetailsDto {
  return { platform, ...details, instructions: instructionsFor(platform, details, request) };
}

/** Google Meet codes look like abc-defg-hij; Meet rooms have no passcode. */
export class GeneratedGoogleMeetProvider implements MeetingProvider {
  readonly platform = 'google-meet' as const;

  async createMeeting(request: MeetingRequest): Promise<MeetingDetailsDto> {
    const b = roomBytes(this.platform, request.reference);
    const code = `${lettersFrom(b, 3)}-${lettersFrom(b, 4, 3)}-${lettersFrom(b, 3, 7)}`;
    return withInstructions(
      this.platform,
      { meetingUrl: `https://meet.google.com/${code}`, meetingId: code, password: '' },
      request,
    );
  }
}

/** Zoom: an 11-digit meeting id and a 6-digit passcode. */
export class GeneratedZoomProvider implements MeetingProvider {
  readonly platform = 'zoom' as const;

  async createMeeting(request: MeetingRequest): Promise<MeetingDetailsDto> {
    const b = roomBytes(this.platform, request.reference);
    const id = `${1 + (b[0] % 9)}${digitsFrom(b, 10, 1)}`;
    const password = digitsFrom(b, 6, 12);
    return withInstructions(
      this.platform,
      {
        meetingUrl: `https://zoom.us/j/${id}?pwd=${password}`,
        meetingId: `${id.slice(0, 3)} ${id.slice(3, 7)} ${id.slice(7)}`,
        password,
      },
      request,
    );
  }
}

/** Microsoft Teams: a 12-digit meeting id and an alphanumeric passcode. */
export class GeneratedTeamsProvider implements MeetingProvider {
  readonly platform = 'microsoft-teams' as const;

  async createMeeting(request: MeetingRequest): Promise<MeetingDetailsDto> {
    const b = roomBytes(this.platform, request.reference);
    const id = `${1 + (b[0] % 9)}${digitsFrom(b, 11, 1)}`;
    const password = `${lettersFrom(b, 3, 14).toUpperCase()}${digitsFrom(b, 3, 20)}`;
    const thread = b.subarray(0, 16).toString('hex');
    return withInstructions(
      this.platform,
      {
        meetingUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${thread}%40thread.v2/0`,
        meetingId: id.replace(/(\d{3})(?=\d)/g, '$1 '),
        password,
      },
      request,
    );
  }
}
