import { useBrandSettings } from '@app/web-kit';
import { withStore } from '../app/withStore';
import { LegalPage } from '../features/legal/LegalPage';
import { privacyPolicy } from '../features/legal/privacyPolicy';
import type { PageMeta } from '@app/contracts';

export const meta: PageMeta = {
  title: 'Privacy Policy | Professional Life Coaching',
  description:
    'What personal information our life-coaching practice collects, why, how long it is kept, and what you can ask us to do with it.',
};

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
