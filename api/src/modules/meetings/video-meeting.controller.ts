import { type VideoMeetingTestResponse, videoMeetingTestSchema } from '@app/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { InferType } from 'yup';
import { Clock } from '../../common/clock';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { RateLimit } from '../../common/rate-limit';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { VideoMeetingTestBody, VideoMeetingTestResponseBody } from './dto/video-meeting-test.dto';
import { MeetingsService } from './meetings.service';

type VideoMeetingTestInput = InferType<typeof videoMeetingTestSchema>;

@ApiTags('meetings')
@Controller('video-meeting')
export class VideoMeetingController {
  constructor(
    private readonly meetings: MeetingsService,
    private readonly clock: Clock,
  ) {}

  /** The /test-chat page's check that a platform has a room configured (§2, §7). Creates no booking. */
  @Post('test')
  @HttpCode(200)
  @RateLimit('meetingTests')
  @ApiOperation({ summary: "The brand's configured meeting room on a platform, as a booking would get it" })
  @ApiBody({ type: VideoMeetingTestBody })
  @ApiOkResponse({ type: VideoMeetingTestResponseBody })
  @ApiBadRequestResponse({
    type: ApiErrorResponse,
    description: 'Invalid input, or no room configured (the message names the setting)',
  })
  @ApiTooManyRequestsResponse({ type: ApiErrorResponse })
  test(@Body(new YupValidationPipe(videoMeetingTestSchema)) body: VideoMeetingTestInput): VideoMeetingTestResponse {
    const meeting = this.meetings.testMeeting(body.platform, {
      brand: body.brand ?? 'coaching',
      customerEmail: body.customerEmail,
      serviceName: body.serviceName ?? 'Test Session',
      startsAt: body.dateTime ? new Date(body.dateTime) : this.clock.now(),
    });
    return { platform: meeting.platform, meetingUrl: meeting.meetingUrl, instructions: meeting.instructions };
  }
}
