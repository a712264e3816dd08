import type { PageMeta } from '@app/contracts';
import { withStore } from '../app/withStore';
import { AdminPage } from '../features/layout/AdminPage';
import { CoachConsole } from '../features/coach/CoachConsole';

function CoachConsolePage() {
  return (
    <AdminPage title="Coach Console" subtitle="Agenda, payments, subscriber questions, reviews, chats and days off.">
      <CoachConsole />
    </AdminPage>
  );
}

/** The page's own title and description; the shell writes them into the document's head. */
export const meta: PageMeta = {
  title: 'Coach Console | Professional Life Coaching',
  description:
    "Staff only: the coach's agenda, payments, subscriber questions, contact messages, reviews, chats and days off. Admin sign-in required.",
};

export default withStore(CoachConsolePage);
