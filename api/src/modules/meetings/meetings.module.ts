import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock';
import { MeetingsService } from './meetings.service';
import { VideoMeetingController } from './video-meeting.controller';

/** The brands' real meeting rooms (from the configuration) and the /test-chat room check. */
@Module({
  imports: [ClockModule],
  controllers: [VideoMeetingController],
  providers: [MeetingsService],
  exports: [MeetingsService],
})
export class MeetingsModule {}
