import {
  type BrandId,
  type BrandSettings,
  ErrorCode,
  MEETING_ROOM_ENV_SUFFIX,
  type MeetingDetailsDto,
  offeredVideoPlatforms,
  VIDEO_PLATFORM_LABELS,
  type VideoPlatform,
} from '@app/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DomainError } from '../../common/domain-error';
import type { AppConfigService } from '../../config/app-config.module';
import { instructionsFor, platformList } from './meeting-text';

export interface MeetingRequest {
  brand: BrandId;
  customerEmail: string;
  serviceName: string;
  startsAt: Date;
}

/**
 * Video sessions take place in the brand's real meeting rooms (DESIGN §3 "Meetings"): one standing link per
 * platform, configured as BRAND_<BRAND>_MEETING_<ZOOM|MEET|TEAMS>_URL (BrandSettings.meetingRooms). A platform
 * without a room is not offered, and no link is ever made up.
 */
@Injectable()
export class MeetingsService {
  private readonly brands: Record<BrandId, BrandSettings>;

  constructor(@Inject(ConfigService) config: AppConfigService) {
    this.brands = config.get('brands', { infer: true });
  }

  /** The platforms a brand's visitors can choose, in the usual order. */
  offered(brand: BrandId): VideoPlatform[] {
    return offeredVideoPlatforms(this.brands[brand]);
  }

  /** The platform a video booking uses: the one asked for, or the brand's first room; 400 when there is none. */
  platformFor(brand: BrandId, asked: VideoPlatform | null | undefined): VideoPlatform {
    const offered = this.offered(brand);
    if (!asked && offered.length) return offered[0];
    if (asked && offered.includes(asked)) return asked;
    const message =
      asked && offered.length
        ? `Video calls by ${VIDEO_PLATFORM_LABELS[asked]} are not available. Available: ${platformList(offered)}.`
        : 'Video calls are not available right now; please choose chat.';
    throw new DomainError(ErrorCode.VIDEO_PLATFORM_UNAVAILABLE, { message, field: 'videoPlatform' });
  }

  /** The session's meeting details: the brand's room for the platform (platformFor has checked it exists). */
  createMeeting(platform: VideoPlatform, request: MeetingRequest): MeetingDetailsDto {
    const meetingUrl = this.brands[request.brand].meetingRooms[platform];
    if (!meetingUrl) this.platformFor(request.brand, platform);
    return {
      platform,
      meetingUrl: meetingUrl!,
      meetingId: '',
      password: '',
      instructions: instructionsFor(platform, meetingUrl!, request),
    };
  }

  /** For the /test-chat check: the configured room, or a 400 naming the setting that is missing. */
  testMeeting(platform: VideoPlatform, request: MeetingRequest): MeetingDetailsDto {
    if (!this.brands[request.brand].meetingRooms[platform]) {
      const brand = this.brands[request.brand];
      const setting = `BRAND_${request.brand.toUpperCase()}_${MEETING_ROOM_ENV_SUFFIX[platform]}`;
      const label = VIDEO_PLATFORM_LABELS[platform];
      throw new DomainError(ErrorCode.MEETING_ROOM_MISSING, {
        message: `Failed to create meeting link: no ${label} room is configured for ${brand.name} (set ${setting}).`,
      });
    }
    return this.createMeeting(platform, request);
  }
}
