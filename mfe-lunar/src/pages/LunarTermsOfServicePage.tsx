import { withStore } from '../app/withStore';
import { LegalPage } from '../features/legal/LegalPage';
import { termsSections } from '../features/legal/termsSections';

function LunarTermsOfServicePage() {
  return (
    <LegalPage
      title="Lunar Light Terms of Service"
      intro="These terms cover booking, paying for and attending a Lunar Light reading. Please read them before you book."
      sections={termsSections}
    />
  );
}

export default withStore(LunarTermsOfServicePage);
