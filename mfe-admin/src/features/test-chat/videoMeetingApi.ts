import type { VideoMeetingTestRequest, VideoMeetingTestResponse } from '@app/contracts';
import { api } from '../../app/api';

/** §7 POST /api/video-meeting/test: a meeting link for a platform, without any booking. */
export const videoMeetingApi = api.injectEndpoints({
  endpoints: (build) => ({
    testVideoMeeting: build.mutation<VideoMeetingTestResponse, VideoMeetingTestRequest>({
      query: (body) => ({ url: 'api/video-meeting/test', method: 'POST', body }),
    }),
  }),
});

export const { useTestVideoMeetingMutation } = videoMeetingApi;
