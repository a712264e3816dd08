import type { VideoMeetingTestRequest, VideoMeetingTestResponse, VideoPlatform } from '@app/contracts';
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
}

export class VideoMeetingTestResponseBody implements VideoMeetingTestResponse {
  @ApiProperty({ enum: PLATFORMS })
  platform!: VideoPlatform;

  @ApiProperty({ example: 'https://meet.google.com/abc-defg-hij' })
  meetingUrl!: string;

  @ApiProperty()
  instructions!: string;
}
