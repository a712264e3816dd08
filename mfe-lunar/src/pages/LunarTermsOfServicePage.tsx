import type { PageMeta } from '@app/contracts';
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

/** The page's own title and description; the shell writes them into the document's head. */
export const meta: PageMeta = {
  title: 'Terms of Service | Lunar Light',
  description:
    'The terms for booking, paying for and attending a Lunar Light psychic, tarot or reiki reading. Please read them before you book.',
};

export default withStore(LunarTermsOfServicePage);
