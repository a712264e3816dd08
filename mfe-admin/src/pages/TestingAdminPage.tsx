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

export default withStore(TestingAdminPage);
