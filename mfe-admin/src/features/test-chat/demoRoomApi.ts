import type { DemoChatRoomDto } from '@app/contracts';
import { api } from '../../app/api';

/** POST /api/chat-sessions/demo: a fresh private demo room, so /test-chat never talks in anyone else's. */
export const demoRoomApi = api.injectEndpoints({
  endpoints: (build) => ({
    createTestChatRoom: build.mutation<DemoChatRoomDto, void>({
      query: () => ({ url: 'api/chat-sessions/demo', method: 'POST', body: {} }),
    }),
  }),
});

export const { useCreateTestChatRoomMutation } = demoRoomApi;
