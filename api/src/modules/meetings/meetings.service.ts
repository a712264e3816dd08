import type { MeetingDetailsDto, VideoPlatform } from '@app/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { MEETING_PROVIDERS, type MeetingProvider, type MeetingRequest } from './meeting-provider';

/** Picks the provider configured for a platform (one per platform, see MeetingsModule). */
@Injectable()
export class MeetingsService {
  private readonly byPlatform: Map<VideoPlatform, MeetingProvider>;

  constructor(@Inject(MEETING_PROVIDERS) providers: MeetingProvider[]) {
    this.byPlatform = new Map(providers.map((p) => [p.platform, p]));
  }

  async createMeeting(platform: VideoPlatform, request: MeetingRequest): Promise<MeetingDetailsDto> {
    const provider = this.byPlatform.get(platform);
    if (!provider) throw new Error(`No meeting provider for ${platform}`);
    return provider.createMeeting(request);
  }
}
