import type { ChatSessionViewDto, DemoChatRoomDto } from '@app/contracts';
import { api } from '../../app/api';

/**
 * GET /api/chat-sessions/:id?token= — the session view a booking's chat link (or a stored demo room) opens;
 * POST /api/chat-sessions/demo — a private demo room for this visitor.
 */
export const chatSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChatSession: build.query<ChatSessionViewDto, { sessionId: string; token: string }>({
      query: ({ sessionId, token }) => ({
        url: `api/chat-sessions/${encodeURIComponent(sessionId)}`,
        params: token ? { token } : undefined,
      }),
      // A wrong or expired link is an answer, not a hiccup: asking again cannot change it.
      extraOptions: { maxRetries: 0 },
    }),
    createDemoChatRoom: build.mutation<DemoChatRoomDto, void>({
      query: () => ({ url: 'api/chat-sessions/demo', method: 'POST', body: {} }),
      extraOptions: { maxRetries: 0 },
    }),
  }),
});

export const { useGetChatSessionQuery, useCreateDemoChatRoomMutation } = chatSessionApi;
