import { useBrandSettings } from '@app/web-kit';
import { withStore } from '../app/withStore';
import { LegalPage } from '../features/legal/LegalPage';
import { privacyPolicy } from '../features/legal/privacyPolicy';

function PrivacyPolicyPage() {
  const brand = useBrandSettings('coaching');
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`Your privacy matters to us. ${brand.name} collects only what it needs to coach you, never sells it, and tells you here exactly what happens to it.`}
      sections={privacyPolicy(brand)}
    />
  );
}

export default withStore(PrivacyPolicyPage);
