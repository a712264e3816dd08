import type { MeetingDetailsDto, VideoPlatform } from '@app/contracts';

export interface MeetingRequest {
  /** Stable per booking: the same booking always gets the same room. */
  reference: string;
  customerEmail: string;
  serviceName: string;
  startsAt: Date;
}

/**
 * Creates the video room of one session. The built-in providers derive a deterministic room from the booking
 * (no network call, nothing to fail at booking time); a provider backed by the platform's API (Google Calendar,
 * Zoom, Microsoft Graph) implements the same interface and is registered in MeetingsModule instead.
 */
export interface MeetingProvider {
  readonly platform: VideoPlatform;
  createMeeting(request: MeetingRequest): Promise<MeetingDetailsDto>;
}

export const MEETING_PROVIDERS = Symbol('MEETING_PROVIDERS');
