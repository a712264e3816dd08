import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@app/web-kit';
import LunarLightPage from './pages/LunarLightPage';
import LunarBookingPage from './pages/LunarBookingPage';
import LunarPrivacyPolicyPage from './pages/LunarPrivacyPolicyPage';
import LunarTermsOfServicePage from './pages/LunarTermsOfServicePage';

/** Standalone mode: the remote runs on its own dev port with its own providers, on its routes of contracts' ROUTES. */
createRoot(document.getElementById('root')!).render(
  <StandaloneApp
    remote="mfe_lunar"
    brand="lunar"
    pages={{ LunarLightPage, LunarBookingPage, LunarPrivacyPolicyPage, LunarTermsOfServicePage }}
  />,
);
