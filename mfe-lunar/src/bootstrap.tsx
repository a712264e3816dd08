import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@app/web-kit';
import { PAGES } from './remote-pages';
import LunarLightPage from './pages/LunarLightPage';
import LunarBookingPage from './pages/LunarBookingPage';
import LunarPrivacyPolicyPage from './pages/LunarPrivacyPolicyPage';
import LunarTermsOfServicePage from './pages/LunarTermsOfServicePage';

/** Standalone mode: the remote runs on its own dev port with its own providers, on the pages of its src/remote-pages.ts. */
createRoot(document.getElementById('root')!).render(
  <StandaloneApp
    routes={PAGES}
    brand="lunar"
    pages={{ LunarLightPage, LunarBookingPage, LunarPrivacyPolicyPage, LunarTermsOfServicePage }}
  />,
);
