import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  CHAT_ENDED_CLOSE_CODE,
  CHAT_MESSAGES,
  CHAT_RECONNECT_MS,
  CHAT_REFUSED_CLOSE_CODE,
  CHAT_RESTART_CLOSE_CODE,
  chatSocketUrl,
  clientFrame,
  type ChatSenderType,
  type ServerFrame,
} from '@app/contracts';
import { useToast } from '../feedback/useToast';
import { chatMessagesReducer, initialChatMessages, isOwnMessage } from './chatMessagesReducer';

/** `ended`: the server said the session takes no more messages (cancelled, past its time); the history stays. */
export type ChatConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'ended';

export interface ChatIdentity {
  sessionId: string;
  userId: string;
  userName: string;
  userType: ChatSenderType;
  /** The booking's chat token (clients) or nothing (the coach is recognised by the admin session cookie). */
  token?: string;
}

export interface UseChatSocketOptions extends ChatIdentity {
  /** Defaults to /ws on the page's own host (§7). */
  url?: string;
  /** False keeps the socket closed (e.g. the coach side while signed out). */
  enabled?: boolean;
}

/**
 * One chat connection: join on open, history/new/read frames into the list, reconnect 3000 ms after a drop
 * (§4 "Chat connection") with the §8 toasts. A refused join (close code 4403) is final: retrying could only
 * be refused again, so the error stays on screen instead. So is an ended session (4410, issue 15): the history it
 * sent stays readable and `ended` holds the server's reason. A stopping replica's 1012 reconnects at once.
 */
export function useChatSocket({
  sessionId,
  userId,
  userName,
  userType,
  token,
  url,
  enabled = true,
}: UseChatSocketOptions) {
  const [state, dispatch] = useReducer(chatMessagesReducer, initialChatMessages);
  const [status, setStatus] = useState<ChatConnectionStatus>(enabled ? 'connecting' : 'disconnected');
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const { toast } = useToast();
  const toastRef = useRef(toast);
  toastRef.current = toast;

  useEffect(() => {
    dispatch({ type: 'reset' });
    setError(null);
    setEnded(null);
    if (!enabled) {
      setStatus('disconnected');
      return;
    }
    const target = url ?? chatSocketUrl(window.location);
    let disposed = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    // Reconnecting at once after a 1012: if that attempt fails too, the connection is lost after all.
    let resuming = false;

    const connect = () => {
      setStatus('connecting');
      const ws = new WebSocket(target);
      socketRef.current = ws;
      let opened = false;
      // The last error frame: it says why the server is about to close with CHAT_ENDED_CLOSE_CODE.
      let lastError: string | null = null;
      ws.onopen = () => {
        opened = true;
        resuming = false;
        setStatus('connected');
        ws.send(clientFrame('join_session', { sessionId, userId, userName, userType, ...(token ? { token } : {}) }));
      };
      ws.onmessage = (event: MessageEvent) => {
        let frame: ServerFrame;
        try {
          frame = JSON.parse(String(event.data)) as ServerFrame;
        } catch {
          return;
        }
        if (frame.type === 'message_history') dispatch({ type: 'history', messages: frame.messages });
        else if (frame.type === 'new_message') dispatch({ type: 'append', message: frame.message });
        else if (frame.type === 'messages_read') dispatch({ type: 'read', messageIds: frame.messageIds });
        else if (frame.type === 'error') {
          lastError = frame.message;
          setError(frame.message);
        }
      };
      ws.onclose = (event: CloseEvent) => {
        if (socketRef.current === ws) socketRef.current = null;
        if (disposed) return;
        if (event.code === CHAT_ENDED_CLOSE_CODE) {
          setStatus('ended');
          setEnded(lastError ?? (event.reason || CHAT_MESSAGES.sendFailed));
          setError(null);
          return;
        }
        setStatus('disconnected');
        if (event.code === CHAT_REFUSED_CLOSE_CODE) {
          setError((current) => current ?? (event.reason || CHAT_MESSAGES.badToken));
          return;
        }
        // A replica stopping (deploy, scale-in) closes with the restart code: reconnect at once, no alarm — the
        // proxy sends the new socket to another replica, and the join brings the history back.
        if (event.code === CHAT_RESTART_CLOSE_CODE) {
          resuming = true;
          connect();
          return;
        }
        if (opened || resuming) toastRef.current({ title: CHAT_MESSAGES.connectionLost, variant: 'destructive' });
        resuming = false;
        retryTimer = setTimeout(() => {
          toastRef.current({ title: CHAT_MESSAGES.reconnecting, variant: 'info' });
          connect();
        }, CHAT_RECONNECT_MS);
      };
    };
    connect();

    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      const ws = socketRef.current;
      socketRef.current = null;
      ws?.close(1000);
    };
  }, [sessionId, userId, userName, userType, token, url, enabled]);

  /** Sends trimmed text; false when there is nothing to send or no open connection (§5 "Live chat"). */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      const ws = socketRef.current;
      if (!message || !ws || ws.readyState !== WebSocket.OPEN) return false;
      setError(null);
      ws.send(
        clientFrame('send_message', {
          sessionId,
          senderId: userId,
          senderName: userName,
          senderType: userType,
          message,
        }),
      );
      return true;
    },
    [sessionId, userId, userName, userType],
  );

  /** The other side's unread messages, as ids: what a mark_read would turn into two ticks. */
  const unreadFromOthers = state.messages
    .filter((m) => !m.isRead && !isOwnMessage(m, userId, userType))
    .map((m) => m.id);

  const markRead = useCallback(
    (messageIds: string[]) => {
      const ws = socketRef.current;
      if (messageIds.length === 0 || !ws || ws.readyState !== WebSocket.OPEN) return;
      ws.send(clientFrame('mark_read', { sessionId, messageIds }));
    },
    [sessionId],
  );

  return {
    status,
    messages: state.messages,
    loaded: state.loaded,
    error,
    ended,
    clearError: () => setError(null),
    send,
    markRead,
    unreadFromOthers,
  };
}

export type ChatSocket = ReturnType<typeof useChatSocket>;
