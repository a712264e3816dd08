import Box from '@mui/material/Box';
import { withStore } from '../app/withStore';
import { AdminPage } from '../features/layout/AdminPage';
import { PhotoDisplay } from '../features/test-fixes/PhotoDisplay';
import { PaymentAlertButtons } from '../features/test-fixes/PaymentAlertButtons';
import { ZelleQrDemo } from '../features/test-fixes/ZelleQrDemo';
import { ContactLinks } from '../features/test-fixes/ContactLinks';
import { TimeslotDateCheck } from '../features/test-fixes/TimeslotDateCheck';

/**
 * Public on purpose: it holds only harmless demo widgets and no customer data, unlike the consoles that
 * DESIGN §3 puts behind the admin sign-in.
 */
function TestFixesPage() {
  return (
    <AdminPage
      title="Developer Test Page"
      subtitle="Quick checks for pieces that broke before: images, payment buttons, the Zelle dialog, contact links and dates."
      requireAdmin={false}
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <PhotoDisplay />
        <PaymentAlertButtons />
        <ZelleQrDemo />
        <ContactLinks />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <TimeslotDateCheck />
        </Box>
      </Box>
    </AdminPage>
  );
}

export default withStore(TestFixesPage);
