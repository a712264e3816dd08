import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock';
import { MEETING_PROVIDERS } from './meeting-provider';
import { MeetingsService } from './meetings.service';
import {
  GeneratedGoogleMeetProvider,
  GeneratedTeamsProvider,
  GeneratedZoomProvider,
} from './providers/generated-meeting.providers';
import { VideoMeetingController } from './video-meeting.controller';

/** One provider per platform; swap an entry for an API-backed provider to create real rooms. */
@Module({
  imports: [ClockModule],
  controllers: [VideoMeetingController],
  providers: [
    {
      provide: MEETING_PROVIDERS,
      useFactory: () => [new GeneratedGoogleMeetProvider(), new GeneratedZoomProvider(), new GeneratedTeamsProvider()],
    },
    MeetingsService,
  ],
  exports: [MeetingsService],
})
export class MeetingsModule {}
