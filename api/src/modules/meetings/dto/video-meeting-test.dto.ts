import type { BrandId, VideoMeetingTestRequest, VideoMeetingTestResponse, VideoPlatform } from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const PLATFORMS: VideoPlatform[] = ['google-meet', 'zoom', 'microsoft-teams'];

export class VideoMeetingTestBody implements VideoMeetingTestRequest {
  @ApiProperty({ enum: PLATFORMS })
  platform!: VideoPlatform;

  @ApiProperty({ format: 'email' })
  customerEmail!: string;

  @ApiPropertyOptional({ example: '5-Minute Video Coaching' })
  serviceName?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  dateTime?: string;

  @ApiPropertyOptional({ enum: ['coaching', 'lunar'], description: 'Whose rooms to check; default coaching' })
  brand?: BrandId;
}

export class VideoMeetingTestResponseBody implements VideoMeetingTestResponse {
  @ApiProperty({ enum: PLATFORMS })
  platform!: VideoPlatform;

  @ApiProperty({ example: 'https://meet.google.com/abc-defg-hij', description: "The brand's configured room" })
  meetingUrl!: string;

  @ApiProperty()
  instructions!: string;
}
