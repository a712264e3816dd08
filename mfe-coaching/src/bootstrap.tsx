import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@app/web-kit';
import HomePage from './pages/HomePage';
import BookingPage from './pages/BookingPage';
import SubscriptionsPage from './pages/SubscriptionsPage';
import ChatSessionPage from './pages/ChatSessionPage';
import PrivacyPolicyPage from './pages/PrivacyPolicyPage';
import TermsOfServicePage from './pages/TermsOfServicePage';
import ManageBookingPage from './pages/ManageBookingPage';

/** Standalone mode: the remote runs on its own dev port with its own providers (DESIGN §2). */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <AppProviders brand="coaching">
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/booking" element={<BookingPage />} />
        <Route path="/subscriptions" element={<SubscriptionsPage />} />
        <Route path="/chat-session" element={<ChatSessionPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/terms-of-service" element={<TermsOfServicePage />} />
        <Route path="/manage/:token" element={<ManageBookingPage />} />
      </Routes>
    </AppProviders>
  </BrowserRouter>,
);
