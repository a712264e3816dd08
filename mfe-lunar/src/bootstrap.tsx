import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@app/web-kit';
import LunarLightPage from './pages/LunarLightPage';
import LunarBookingPage from './pages/LunarBookingPage';
import LunarPrivacyPolicyPage from './pages/LunarPrivacyPolicyPage';
import LunarTermsOfServicePage from './pages/LunarTermsOfServicePage';

/** Standalone mode: the remote runs on its own dev port with its own providers (DESIGN §2). */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <AppProviders brand="lunar">
      <Routes>
        <Route path="/lunar-light" element={<LunarLightPage />} />
        <Route path="/lunar-booking" element={<LunarBookingPage />} />
        <Route path="/lunar-privacy-policy" element={<LunarPrivacyPolicyPage />} />
        <Route path="/lunar-terms-of-service" element={<LunarTermsOfServicePage />} />
      </Routes>
    </AppProviders>
  </BrowserRouter>,
);
