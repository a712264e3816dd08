import Box from '@mui/material/Box';
import type { PageMeta } from '@app/contracts';
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

/** The page's own title and description; the shell writes them into the document's head. */
export const meta: PageMeta = {
  title: 'Developer Test Page | Professional Life Coaching',
  description:
    'Developer checks: the coach photo, payment buttons, the Zelle QR dialog, contact links and how booking pages date time slots in Eastern Time.',
};

export default withStore(TestFixesPage);
