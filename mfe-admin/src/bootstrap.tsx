import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@app/web-kit';
import TestingAdminPage from './pages/TestingAdminPage';
import CoachConsolePage from './pages/CoachConsolePage';
import TestChatPage from './pages/TestChatPage';
import TestFixesPage from './pages/TestFixesPage';
import SignInPage from './pages/SignInPage';

/** Standalone mode: the remote runs on its own dev port with its own providers (DESIGN §2). */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <AppProviders brand="coaching">
      <Routes>
        <Route path="/testing-admin" element={<TestingAdminPage />} />
        <Route path="/coach" element={<CoachConsolePage />} />
        <Route path="/test-chat" element={<TestChatPage />} />
        <Route path="/test-fixes" element={<TestFixesPage />} />
        <Route path="/admin/sign-in" element={<SignInPage />} />
      </Routes>
    </AppProviders>
  </BrowserRouter>,
);
