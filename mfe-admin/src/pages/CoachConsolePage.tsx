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

export default withStore(CoachConsolePage);
