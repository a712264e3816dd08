import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@app/web-kit';
import { PAGES } from './remote-pages';
import HomePage from './pages/HomePage';
import BookingPage from './pages/BookingPage';
import SubscriptionsPage from './pages/SubscriptionsPage';
import ChatSessionPage from './pages/ChatSessionPage';
import PrivacyPolicyPage from './pages/PrivacyPolicyPage';
import TermsOfServicePage from './pages/TermsOfServicePage';
import ManageBookingPage from './pages/ManageBookingPage';

/** Standalone mode: the remote runs on its own dev port with its own providers, on the pages of its src/remote-pages.ts. */
createRoot(document.getElementById('root')!).render(
  <StandaloneApp
    routes={PAGES}
    brand="coaching"
    pages={{
      HomePage,
      BookingPage,
      SubscriptionsPage,
      ChatSessionPage,
      PrivacyPolicyPage,
      TermsOfServicePage,
      ManageBookingPage,
    }}
  />,
);
