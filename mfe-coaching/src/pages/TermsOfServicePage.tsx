import { useBrandSettings } from '@app/web-kit';
import { withStore } from '../app/withStore';
import { LegalPage } from '../features/legal/LegalPage';
import { termsOfService } from '../features/legal/termsOfService';
import type { PageMeta } from '@app/contracts';

export const meta: PageMeta = {
  title: 'Terms of Service | Professional Life Coaching',
  description:
    'How booking, payment, rescheduling, cancellation and monthly plans work for our life-coaching sessions. Please read before you book.',
};

function TermsOfServicePage() {
  const brand = useBrandSettings('coaching');
  return (
    <LegalPage
      title="Terms of Service"
      intro={`These terms explain how booking, payment, cancellation and monthly plans work at ${brand.name}. Please read them before you book.`}
      sections={termsOfService(brand)}
    />
  );
}

export default withStore(TermsOfServicePage);
