import {
  BRAND_IDS,
  type BrandId,
  VIDEO_PLATFORMS,
  type VideoMeetingTestRequest,
  type VideoMeetingTestResponse,
  type VideoPlatform,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class VideoMeetingTestBody implements VideoMeetingTestRequest {
  @ApiProperty({ enum: [...VIDEO_PLATFORMS] })
  platform!: VideoPlatform;

  @ApiProperty({ format: 'email' })
  customerEmail!: string;

  @ApiPropertyOptional({ example: '5-Minute Video Coaching' })
  serviceName?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  dateTime?: string;

  @ApiPropertyOptional({ enum: [...BRAND_IDS], description: 'Whose rooms to check; default coaching' })
  brand?: BrandId;
}

export class VideoMeetingTestResponseBody implements VideoMeetingTestResponse {
  @ApiProperty({ enum: [...VIDEO_PLATFORMS] })
  platform!: VideoPlatform;

  @ApiProperty({ example: 'https://meet.google.com/abc-defg-hij', description: "The brand's configured room" })
  meetingUrl!: string;

  @ApiProperty()
  instructions!: string;
}
