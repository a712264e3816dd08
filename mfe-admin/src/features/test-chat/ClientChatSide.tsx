import { DEMO_CHAT_SESSION_ID } from '@app/contracts';
import { ChatPanel } from '@app/web-kit';
import { TEST_CLIENT } from './testCoaches';

/** The customer's side, on the public demo session: no token needed (DESIGN §3 sandbox). */
export function ClientChatSide() {
  return (
    <ChatPanel
      sessionId={DEMO_CHAT_SESSION_ID}
      userId={TEST_CLIENT.userId}
      userName={TEST_CLIENT.name}
      userType="client"
      title="Client side"
      subtitle={`As ${TEST_CLIENT.name}`}
    />
  );
}
