import type { PageMeta } from '@app/contracts';
import { withStore } from '../app/withStore';
import { AdminPage } from '../features/layout/AdminPage';
import { TestersSection } from '../features/testers/TestersSection';

function TestingAdminPage() {
  return (
    <AdminPage
      title="Alpha Tester Management"
      subtitle="Invite testers to the alpha program, approve them, and export the list."
    >
      <TestersSection />
    </AdminPage>
  );
}

/** The page's own title and description; the shell writes them into the document's head. */
export const meta: PageMeta = {
  title: 'Alpha Tester Management | Professional Life Coaching',
  description:
    'Staff only: invite alpha testers, add them in bulk, approve them and export the list or the approved e-mails. Admin sign-in required.',
};

export default withStore(TestingAdminPage);
