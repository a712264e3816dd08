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

export default withStore(LunarPrivacyPolicyPage);
