import { useCallback, useEffect, useRef, useState } from 'react';
import type { DemoChatRoomDto } from '@app/contracts';
import { useCreateTestChatRoomMutation } from './demoRoomApi';

export type TestChatRoomState =
  { phase: 'starting' } | { phase: 'ready'; room: DemoChatRoomDto } | { phase: 'failed'; message: string };

/**
 * One fresh demo room per visit of /test-chat (and per "New room"): both panels join it, the client side with its
 * token and the coach side on the admin session, so the test shows both ends of one private conversation.
 */
export function useTestChatRoom() {
  const [createRoom] = useCreateTestChatRoomMutation();
  const [state, setState] = useState<TestChatRoomState>({ phase: 'starting' });
  const creating = useRef(false);

  const newRoom = useCallback(() => {
    if (creating.current) return;
    creating.current = true;
    setState({ phase: 'starting' });
    createRoom()
      .unwrap()
      .then((room) => setState({ phase: 'ready', room }))
      .catch((error: { message?: string }) => setState({ phase: 'failed', message: error?.message ?? '' }))
      .finally(() => {
        creating.current = false;
      });
  }, [createRoom]);

  useEffect(() => newRoom(), [newRoom]);
  return { state, newRoom };
}
