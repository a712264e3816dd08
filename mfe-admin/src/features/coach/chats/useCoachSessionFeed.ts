import { useEffect, useRef } from 'react';
import {
  CHAT_RECONNECT_MS,
  CHAT_REFUSED_CLOSE_CODE,
  chatSocketUrl,
  clientFrame,
  type CoachChatSessionDto,
  type ServerFrame,
} from '@app/contracts';
import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/store';
import { chatSessionsApi } from './chatSessionsApi';
import { applyActivity, type ActivityOutcome } from './sessionActivity';

/**
 * The session list, live (issue 27): one socket watches every conversation (the admin cookie authorises it) and each
 * `session_activity` frame updates the cached list — unread count, last message, order. A session the list does not
 * know yet, or a reconnect after a drop (frames may have been missed), fetches the list again. `onCustomerMessage`
 * hears of each new message from a customer.
 */
export function useCoachSessionFeed(onCustomerMessage: (session: CoachChatSessionDto) => void) {
  const dispatch = useAppDispatch();
  const callback = useRef(onCustomerMessage);
  callback.current = onCustomerMessage;

  useEffect(() => {
    let disposed = false;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let dropped = false;
    const refetch = () => dispatch(api.util.invalidateTags(['ChatSessions']));

    const onFrame = (frame: ServerFrame) => {
      if (frame.type === 'sessions_watched') {
        if (dropped) refetch();
        return;
      }
      if (frame.type !== 'session_activity') return;
      let outcome: ActivityOutcome | null = null;
      dispatch(
        chatSessionsApi.util.updateQueryData('getCoachChatSessions', undefined, (draft) => {
          outcome = applyActivity(draft, frame);
        }),
      );
      const result = outcome as ActivityOutcome | null;
      if (result?.kind === 'unknown') refetch();
      else if (result?.arrived) callback.current(result.arrived);
    };

    const connect = () => {
      const ws = new WebSocket(chatSocketUrl(window.location));
      socket = ws;
      ws.onopen = () => ws.send(clientFrame('watch_sessions', {}));
      ws.onmessage = (event: MessageEvent) => {
        try {
          onFrame(JSON.parse(String(event.data)) as ServerFrame);
        } catch {
          // Not a frame of ours: nothing to show.
        }
      };
      ws.onclose = (event: CloseEvent) => {
        if (disposed || event.code === CHAT_REFUSED_CLOSE_CODE) return;
        dropped = true;
        retry = setTimeout(connect, CHAT_RECONNECT_MS);
      };
    };
    connect();

    return () => {
      disposed = true;
      clearTimeout(retry);
      socket?.close(1000);
    };
  }, [dispatch]);
}
