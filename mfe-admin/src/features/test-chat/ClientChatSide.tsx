import type { DemoChatRoomDto } from '@app/contracts';
import { ChatPanel } from '@app/web-kit';
import { TEST_CLIENT } from './testCoaches';

/** The customer's side, in the page's own demo room (joined with its token, as a visitor would). */
export function ClientChatSide({ room }: { room: DemoChatRoomDto | null }) {
  return (
    <ChatPanel
      // A new room is a new conversation: a fresh socket and message list.
      key={room?.sessionId ?? 'none'}
      sessionId={room?.sessionId ?? ''}
      token={room?.token}
      enabled={room !== null}
      userId={TEST_CLIENT.userId}
      userName={TEST_CLIENT.name}
      userType="client"
      title="Client side"
      subtitle={`As ${TEST_CLIENT.name}`}
    />
  );
}
