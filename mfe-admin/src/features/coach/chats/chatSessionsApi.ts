import type { CoachChatSessionDto } from '@app/contracts';
import { api } from '../../../app/api';

export const chatSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoachChatSessions: build.query<CoachChatSessionDto[], void>({
      query: () => 'api/coach/chat-sessions',
      providesTags: ['ChatSessions'],
    }),
  }),
});

export const { useGetCoachChatSessionsQuery } = chatSessionsApi;
