import { useCallback, useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCreateDemoChatRoomMutation, useGetChatSessionQuery } from './chatSessionApi';
import { storedDemoRoom, storeDemoRoom, type StoredDemoRoom } from './demoSession';

export type DemoRoomState =
  | { phase: 'starting' }
  | { phase: 'ready'; room: StoredDemoRoom }
  | { phase: 'failed'; message: string; retry: () => void };

const messageOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : '';

/**
 * The visitor's private demo room (DESIGN §3): the one this tab already has (sessionStorage) while the server still
 * knows it, otherwise a new one from POST /api/chat-sessions/demo. Runs in the browser only (storage, and one room
 * per visitor rather than per server render).
 */
export function useDemoRoom(): DemoRoomState {
  const [candidate, setCandidate] = useState<StoredDemoRoom | null>(null);
  const [room, setRoom] = useState<StoredDemoRoom | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [createRoom] = useCreateDemoChatRoomMutation();
  const creating = useRef(false);

  const makeRoom = useCallback(() => {
    if (creating.current) return;
    creating.current = true;
    setFailure(null);
    createRoom()
      .unwrap()
      .then((created) => {
        storeDemoRoom(created);
        setRoom(created);
      })
      .catch((error: unknown) => setFailure(messageOf(error)))
      .finally(() => {
        creating.current = false;
      });
  }, [createRoom]);

  useEffect(() => {
    const stored = storedDemoRoom();
    if (stored) setCandidate(stored);
    else makeRoom();
  }, [makeRoom]);

  // A stored room is used only once the server has confirmed it still exists (rooms expire).
  const check = useGetChatSessionQuery(candidate && !room ? candidate : skipToken);
  useEffect(() => {
    if (!candidate || room) return;
    if (check.data) setRoom(candidate);
    else if (check.error) {
      storeDemoRoom(null);
      setCandidate(null);
      makeRoom();
    }
  }, [candidate, room, check.data, check.error, makeRoom]);

  if (room) return { phase: 'ready', room };
  if (failure !== null) return { phase: 'failed', message: failure, retry: makeRoom };
  return { phase: 'starting' };
}
