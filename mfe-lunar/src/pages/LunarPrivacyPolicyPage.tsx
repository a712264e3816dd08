import type { PageMeta } from '@app/contracts';
import { withStore } from '../app/withStore';
import { LegalPage } from '../features/legal/LegalPage';
import { privacyPolicySections } from '../features/legal/privacyPolicySections';

function LunarPrivacyPolicyPage() {
  return (
    <LegalPage
      title="Lunar Light Privacy Policy"
      intro="Your readings are personal. This policy explains what we collect when you book a reading or write a review, why, how long we keep it and the choices you have."
      sections={privacyPolicySections}
    />
  );
}

/** The page's own title and description; the shell writes them into the document's head. */
export const meta: PageMeta = {
  title: 'Privacy Policy | Lunar Light',
  description:
    'What Lunar Light collects when you book a reading or write a review, why, how long we keep it and the choices you have.',
};

export default withStore(LunarPrivacyPolicyPage);
