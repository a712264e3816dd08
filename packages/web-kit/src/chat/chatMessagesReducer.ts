import type { ChatMessageDto } from '@app/contracts';

export interface ChatMessagesState {
  messages: ChatMessageDto[];
  /** False until the first message_history of this connection: the log shows "Loading messages..." meanwhile. */
  loaded: boolean;
}

export type ChatMessagesAction =
  | { type: 'history'; messages: ChatMessageDto[] }
  | { type: 'append'; message: ChatMessageDto }
  | { type: 'read'; messageIds: string[] }
  | { type: 'reset' };

export const initialChatMessages: ChatMessagesState = { messages: [], loaded: false };

/**
 * §7: message_history replaces the list (on every join and re-join, so a reconnect cannot leave gaps or
 * doubles), new_message appends. A message already present is not appended twice: after a re-join the
 * history may already hold a message whose new_message frame is still in flight.
 */
export function chatMessagesReducer(state: ChatMessagesState, action: ChatMessagesAction): ChatMessagesState {
  switch (action.type) {
    case 'history':
      return { messages: action.messages, loaded: true };
    case 'append':
      if (state.messages.some((m) => m.id === action.message.id)) return state;
      return { ...state, messages: [...state.messages, action.message] };
    case 'read': {
      const ids = new Set(action.messageIds);
      if (!state.messages.some((m) => ids.has(m.id) && !m.isRead)) return state;
      return {
        ...state,
        messages: state.messages.map((m) => (ids.has(m.id) && !m.isRead ? { ...m, isRead: true } : m)),
      };
    }
    case 'reset':
      return initialChatMessages;
  }
}

/** "Mine" means sent under this identity: the gateway stamps sender fields from the join, so they match exactly. */
export function isOwnMessage(message: ChatMessageDto, userId: string, userType: ChatMessageDto['senderType']): boolean {
  return message.senderId === userId && message.senderType === userType;
}
