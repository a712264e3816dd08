import type { PageMeta } from '@app/contracts';
import { withStore } from '../app/withStore';
import { AdminPage } from '../features/layout/AdminPage';
import { TestChatScreen } from '../features/test-chat/TestChatScreen';

/**
 * Public like /test-fixes: the client side and the video test need no sign-in; the coach side asks for it
 * itself (DESIGN §3), so a signed-out visitor still sees the page and a way to sign in.
 */
function TestChatPage() {
  return (
    <AdminPage
      title="Chat Test"
      subtitle="Try both sides of a live chat and the video meeting links."
      requireAdmin={false}
    >
      <TestChatScreen />
    </AdminPage>
  );
}

/** The page's own title and description; the shell writes them into the document's head. */
export const meta: PageMeta = {
  title: 'Chat Test | Professional Life Coaching',
  description:
    'Developer page: try both sides of a live chat on the demo session, pick the coach, and test the Google Meet, Zoom and Teams meeting links.',
};

export default withStore(TestChatPage);
